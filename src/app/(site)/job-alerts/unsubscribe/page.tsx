import type { Metadata } from 'next'

import { EmailLinkPage } from '@/components/leads/EmailLinkPage'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

const title = 'Turn off your job alert'

export const metadata: Metadata = { title, robots: { index: false, follow: false } }

/**
 * A job-alert e-mail's "turn it off" link lands here (mail clients use the List-Unsubscribe header's one-click POST
 * instead); nothing changes until the visitor presses the button.
 */
export default async function JobAlertUnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  return (
    <EmailLinkPage
      title={title}
      intro="Press the button to stop receiving this job alert."
      token={(await searchParams).token}
      endpoint={leadApi.unsubscribeJobAlert}
      texts={{
        button: 'Turn off my job alert',
        sending: 'Turning off...',
        invalid: messages.jobAlertLinkInvalid,
        failed: 'We could not turn off your job alert right now. Please try again.',
        done: messages.jobAlertUnsubscribed,
      }}
    />
  )
}
