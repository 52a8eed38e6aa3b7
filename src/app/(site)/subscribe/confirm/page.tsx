import type { Metadata } from 'next'

import { SubscriptionConfirmForm } from '@/components/leads/SubscriptionConfirmForm'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

export const metadata: Metadata = {
  title: 'Confirm your newsletter subscription',
  robots: { index: false, follow: false },
}

/** The confirmation e-mail's link lands here; nothing changes until the visitor presses the button. */
export default async function SubscriptionConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  return (
    <Container className="max-w-2xl py-16">
      <SectionHeading
        as="h1"
        title="Confirm your newsletter subscription"
        intro="Press the button to start receiving our newsletter at this address."
      />
      <div className="mt-8">
        <SubscriptionConfirmForm token={typeof token === 'string' ? token : ''} />
      </div>
    </Container>
  )
}
