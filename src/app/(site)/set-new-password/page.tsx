import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { SetNewPasswordForm } from '@/components/account/SetNewPasswordForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { pageMetadata } from '@/lib/seo'
import { routes } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Set a new password', description: 'Choose a new password for your account.', path: '/set-new-password' }),
  robots: { index: false },
}

export default function Page() {
  return (
    <AuthCard
      title="Set a new password"
      intro="Choose a new password for your account."
      footer={
        <>
          Changed your mind?{' '}
          <Link className="font-semibold text-brand-700 underline" href={routes.login}>
            Log in
          </Link>
        </>
      }
    >
      <Suspense>
        <SetNewPasswordForm />
      </Suspense>
    </AuthCard>
  )
}
