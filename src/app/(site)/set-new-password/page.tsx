import type { Metadata } from 'next'
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
      footer={{ prompt: 'Changed your mind?', links: [{ href: routes.login, label: 'Log in' }] }}
    >
      <Suspense>
        <SetNewPasswordForm />
      </Suspense>
    </AuthCard>
  )
}
