import type { Metadata } from 'next'

import { ClientLoginForm } from '@/components/clientArea/ClientLoginForm'
import { AuthCard } from '@/components/forms/AuthCard'
import { redirectClientHome } from '@/features/clientArea/pageGuards'
import { clientAreaRoutes } from '@/features/clientArea/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Client login',
    description: 'Log in to review the shortlists we prepared for your company.',
    path: clientAreaRoutes.login,
  }),
  robots: { index: false },
}

/** The client contacts' login: no password, a one-time code by e-mail. */
export default async function ClientLoginPage() {
  await redirectClientHome()
  return (
    <AuthCard
      title="Client login"
      intro="Review the shortlists we prepared for your company. Enter your work e-mail address and we send you a one-time code."
    >
      <ClientLoginForm />
    </AuthCard>
  )
}
