import type { Metadata } from 'next'

import { EmailLinkPage } from '@/components/leads/EmailLinkPage'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

const title = 'Confirm your job alert'

export const metadata: Metadata = { title, robots: { index: false, follow: false } }

/** The job-alert confirmation e-mail's link lands here; nothing changes until the visitor presses the button. */
export default async function JobAlertConfirmPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <EmailLinkPage
      title={title}
      intro="Press the button to start receiving new roles that match your search at this address."
      token={(await searchParams).token}
      endpoint={leadApi.confirmJobAlert}
      texts={{
        button: 'Confirm my job alert',
        sending: 'Confirming...',
        invalid: messages.jobAlertConfirmInvalid,
        failed: messages.jobAlertConfirmFailed,
        done: messages.jobAlertConfirmed,
      }}
    />
  )
}
