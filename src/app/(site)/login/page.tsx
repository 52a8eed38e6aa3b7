import type { Metadata } from 'next'
import { Suspense } from 'react'

import { LoginForm } from '@/components/account/LoginForm'
import { ForgetStaleUser } from '@/components/account/ForgetStaleUser'
import { AuthCard } from '@/components/forms/AuthCard'
import { redirectMemberHome } from '@/features/accounts/guards'
import { pageMetadata } from '@/lib/seo'
import { routes } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Login',
    description: 'Welcome back. Log in to apply to the talent network and track your application.',
    path: '/login',
  }),
  robots: { index: false },
}

/** Logged-out only: the server sends a logged-in member to / (spec section 2). */
export default async function Page() {
  await redirectMemberHome()
  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Log in to apply to the talent network and track your application."
      footer={{
        prompt: 'New here?',
        links: [
          { href: routes.signup, label: 'Create an account' },
          { href: routes.forgotPassword, label: 'Forgot password?' },
        ],
      }}
    >
      <ForgetStaleUser />
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  )
}
