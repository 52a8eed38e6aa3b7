import type { Metadata } from 'next'
import Link from 'next/link'
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
      footer={
        <>
          No code?{' '}
          <Link className="font-semibold text-brand-700 underline" href={routes.forgotPassword}>
            Send a new one
          </Link>
        </>
      }
    >
      <Suspense>
        <VerifyResetForm />
      </Suspense>
    </AuthCard>
  )
}
