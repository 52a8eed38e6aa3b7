import type { Metadata } from 'next'

import { JobAlertControls } from '@/components/jobs/JobAlertControls'
import { FormMessage } from '@/components/forms/fields'
import { Container } from '@/components/ui/Container'
import { readAlertForChange } from '@/features/jobAlerts/signup'
import { messages } from '@/lib/messages'

const title = 'Change your job alert'

export const metadata: Metadata = { title, robots: { index: false, follow: false } }

/** The alert mail's "Change this alert" link: how often, or off. The signed token names the alert. */
export default async function JobAlertChangePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  const found = typeof token === 'string' && token ? await readAlertForChange(token) : null
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        {found?.ok && typeof token === 'string' ? (
          found.value.state === 'unsubscribed' ? (
            <FormMessage tone="success">{messages.jobAlertUnsubscribed}</FormMessage>
          ) : (
            <JobAlertControls alert={found.value} token={token} />
          )
        ) : (
          <FormMessage tone="error">{messages.jobAlertLinkInvalid}</FormMessage>
        )}
      </div>
    </Container>
  )
}
