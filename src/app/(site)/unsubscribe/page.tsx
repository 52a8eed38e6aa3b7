import type { Metadata } from 'next'

import { EmailLinkPage } from '@/components/leads/EmailLinkPage'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

const title = 'Unsubscribe from the newsletter'

export const metadata: Metadata = { title, robots: { index: false, follow: false } }

/** The newsletter e-mail's unsubscribe link lands here; nothing changes until the visitor presses the button. */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <EmailLinkPage
      title={title}
      intro="Press the button to stop receiving our newsletter at this address."
      token={(await searchParams).token}
      endpoint={leadApi.unsubscribe}
      texts={{
        button: 'Unsubscribe',
        sending: 'Unsubscribing...',
        invalid: messages.unsubscribeInvalid,
        failed: messages.unsubscribeFailed,
        done: messages.unsubscribeDone,
      }}
    />
  )
}
