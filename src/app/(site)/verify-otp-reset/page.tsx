import type { Metadata } from 'next'
import { Suspense } from 'react'

import { VerifyResetForm } from '@/components/account/VerifyResetForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { pageMetadata } from '@/lib/seo'
import { routes } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Enter your reset code', description: 'Check your inbox for the 6-digit code.', path: '/verify-otp-reset' }),
  robots: { index: false },
}

export default function Page() {
  return (
    <AuthCard
      title="Enter your reset code"
      intro="Check your inbox for the 6-digit code."
      footer={{ prompt: 'No code?', links: [{ href: routes.forgotPassword, label: 'Send a new one' }] }}
    >
      <Suspense>
        <VerifyResetForm />
      </Suspense>
    </AuthCard>
  )
}
