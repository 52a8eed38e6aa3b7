import type { Metadata } from 'next'
import { Suspense } from 'react'

import { VerifyOtpForm } from '@/components/account/VerifyOtpForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { redirectMemberHome } from '@/features/accounts/pageGuards'
import { pageMetadata } from '@/lib/seo'
import { routes } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Verify your e-mail',
    description: 'Enter the one-time code we sent to your e-mail address.',
    path: '/verify-otp',
  }),
  robots: { index: false },
}

/** Logged-out only: the server sends a logged-in member to / (spec section 2). */
export default async function Page() {
  await redirectMemberHome()
  return (
    <AuthCard
      title="Verify your e-mail"
      intro="Enter the one-time code we sent to your e-mail address."
      footer={{ prompt: 'Wrong address?', links: [{ href: routes.signup, label: 'Start again' }] }}
    >
      <Suspense>
        <VerifyOtpForm />
      </Suspense>
    </AuthCard>
  )
}
