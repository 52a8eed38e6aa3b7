import type { Metadata } from 'next'

import { UnsubscribeForm } from '@/components/leads/UnsubscribeForm'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

export const metadata: Metadata = {
  title: 'Unsubscribe from the newsletter',
  robots: { index: false, follow: false },
}

/** The newsletter e-mail's unsubscribe link lands here; nothing changes until the visitor presses the button. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  return (
    <Container className="max-w-2xl py-16">
      <SectionHeading
        as="h1"
        title="Unsubscribe from the newsletter"
        intro="Press the button to stop receiving our newsletter at this address."
      />
      <div className="mt-8">
        <UnsubscribeForm token={typeof token === 'string' ? token : ''} />
      </div>
    </Container>
  )
}
