import type { Metadata } from 'next'

import { ConsentButton } from '@/components/clientArea/ConsentButton'
import { AuthCard } from '@/components/forms/AuthCard'
import { FormMessage } from '@/components/forms/fields'
import { consentLinkDetails } from '@/features/clientArea/consentPage'
import { clientAreaRoutes } from '@/features/clientArea/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Share your profile',
    description: 'Give your permission to share your profile with a client.',
    path: clientAreaRoutes.consent,
  }),
  robots: { index: false },
}

/** The page of the consent link staff e-mail a candidate: names the client; one click agrees. */
export default async function ConsentPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams
  const value = typeof token === 'string' ? token : ''
  const details = value ? await consentLinkDetails(value) : ({ ok: false, msg: 'This link is not valid.' } as const)
  return (
    <AuthCard title="Share your profile">
      {details.ok ? (
        <div className="space-y-4">
          <p className="text-muted">
            Dear {details.candidate}, may we share your profile with <strong className="text-ink">{details.client}</strong>? They will see
            your name, headline, skills, experience, notice period and your resume. We only give them your e-mail address or phone number if
            we tell you first. You can withdraw your permission at any time by writing to us.
          </p>
          <ConsentButton token={value} client={details.client} />
        </div>
      ) : (
        <FormMessage tone="error">{details.msg}</FormMessage>
      )}
    </AuthCard>
  )
}
