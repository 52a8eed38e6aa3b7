import type { Metadata } from 'next'
import { Suspense } from 'react'

import { SignupForm } from '@/components/account/SignupForm'
import { ForgetStaleUser } from '@/components/account/ForgetStaleUser'
import { AuthCard } from '@/components/forms/AuthCard'
import { nextFromQuery, redirectMemberHome } from '@/features/accounts/pageGuards'
import { pageMetadata } from '@/lib/seo'
import { routes, withNext } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Create your account',
    description: 'Join our talent network. We will e-mail you a one-time code to confirm your address.',
    path: '/signup',
  }),
  robots: { index: false },
}

/** Logged-out only: the server sends a logged-in member to / (spec section 2), or on to `next`, which sign-up keeps. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const next = nextFromQuery((await searchParams).next)
  await redirectMemberHome(next)
  return (
    <AuthCard
      title="Create your account"
      intro="Join our talent network. We will e-mail you a one-time code to confirm your address."
      footer={{ prompt: 'Already registered?', links: [{ href: withNext(routes.login, next), label: 'Log in' }] }}
    >
      <ForgetStaleUser />
      <Suspense>
        <SignupForm next={next} />
      </Suspense>
    </AuthCard>
  )
}
