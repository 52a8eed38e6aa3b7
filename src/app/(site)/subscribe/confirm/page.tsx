import type { Metadata } from 'next'

import { EmailLinkPage } from '@/components/leads/EmailLinkPage'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

const title = 'Confirm your newsletter subscription'

export const metadata: Metadata = { title, robots: { index: false, follow: false } }

/** The confirmation e-mail's link lands here; nothing changes until the visitor presses the button. */
export default async function SubscriptionConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <EmailLinkPage
      title={title}
      intro="Press the button to start receiving our newsletter at this address."
      token={(await searchParams).token}
      endpoint={leadApi.confirmSubscription}
      texts={{
        button: 'Confirm my subscription',
        sending: 'Confirming...',
        invalid: messages.subscriptionConfirmInvalid,
        failed: messages.subscriptionConfirmFailed,
        done: messages.subscriptionConfirmed,
      }}
    />
  )
}
