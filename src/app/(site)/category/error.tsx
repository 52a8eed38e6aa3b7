'use client'

import { Container } from '@/components/ui/Container'
import { buttonClass } from '@/components/ui/LinkButton'
import { categoryPage } from '@/content/services'
import { messages } from '@/lib/messages'

/**
 * A category that fails to load (database down, for example) gets the spec's message and a retry.
 * It sits above [slugOrId]/layout.tsx so that it also catches a failure of the layout's lookup.
 */
export default function CategoryError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Container className="py-24 text-center">
      <h1 role="alert" className="text-3xl font-bold tracking-tight text-ink">
        {messages.categoryFailed}
      </h1>
      <button type="button" onClick={reset} className={buttonClass('primary', 'mt-8')}>
        {categoryPage.retry}
      </button>
    </Container>
  )
}
