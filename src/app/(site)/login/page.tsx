import type { Metadata } from 'next'
import { Suspense } from 'react'

import { LoginForm } from '@/components/account/LoginForm'
import { ForgetStaleUser } from '@/components/account/ForgetStaleUser'
import { AuthCard } from '@/components/forms/AuthCard'
import { nextFromQuery, redirectMemberHome } from '@/features/accounts/pageGuards'
import { pageMetadata } from '@/lib/seo'
import { routes, withNext } from '@/lib/routes'

const WELCOME = 'Welcome back. Log in to apply to the talent network and track your application.'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Login',
    description: WELCOME,
    path: '/login',
  }),
  robots: { index: false },
}

/**
 * Logged-out only: the server sends a logged-in member to / (spec section 2), or on to `next`. `next` (a path of this
 * site) is carried to sign-up too, so a visitor heading for the talent application gets there either way.
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = nextFromQuery((await searchParams).next)
  await redirectMemberHome(next)
  return (
    <AuthCard
      title="Login"
      intro={
        next === routes.joinAsTalent
          ? 'Log in to continue to the talent application. New here? Create an account and we will bring you back to it.'
          : WELCOME
      }
      footer={{
        prompt: 'New here?',
        links: [
          { href: withNext(routes.signup, next), label: 'Create an account' },
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
