import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'

import { SignupForm } from '@/components/account/SignupForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { pageMetadata } from '@/lib/seo'
import { routes } from '@/lib/routes'

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Create your account', description: 'Join our talent network. We will e-mail you a one-time code to confirm your address.', path: '/signup' }),
  robots: { index: false },
}

export default function Page() {
  return (
    <AuthCard title="Create your account" intro="Join our talent network. We will e-mail you a one-time code to confirm your address." footer={<>Already registered? <Link className="font-semibold text-brand-700 underline" href={routes.login}>Log in</Link></>}>
      <Suspense>
        <SignupForm />
      </Suspense>
    </AuthCard>
  )
}
