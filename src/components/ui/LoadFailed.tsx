'use client'

import { Container } from '@/components/ui/Container'
import { buttonClass } from '@/components/ui/LinkButton'

/** What an error.tsx shows when a page's content cannot be loaded: the spec's message and a retry. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Container className="py-24 text-center">
      {/* The alert wraps the heading: role="alert" on the h1 itself would take away its heading role. */}
      <div role="alert">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{message}</h1>
      </div>
      <button type="button" onClick={onRetry} className={buttonClass('primary', 'mt-8')}>
        {retryLabel}
      </button>
    </Container>
  )
}
