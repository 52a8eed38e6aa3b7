import type { Metadata } from 'next'
import { Suspense } from 'react'

import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { pageMetadata } from '@/lib/seo'
import { routes } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Forgot password',
    description: 'Enter your account e-mail and we will send you a 6-digit reset code.',
    path: '/forgot-password',
  }),
  robots: { index: false },
}

export default function Page() {
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter your account e-mail and we will send you a 6-digit reset code."
      footer={{ prompt: 'Remembered it?', links: [{ href: routes.login, label: 'Log in' }] }}
    >
      <Suspense>
        <ForgotPasswordForm />
      </Suspense>
    </AuthCard>
  )
}
