// The client area's page guards: only its pages read the client cookie.
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { CLIENT_COOKIE } from '@/lib/constants'

import { clientAreaRoutes } from './routes'
import { contactFromToken } from './session'

const contactFromCookies = async () => contactFromToken((await cookies()).get(CLIENT_COOKIE)?.value)

/** /client: a visitor without a client session is sent to the client login. */
export async function requireClient() {
  const contact = await contactFromCookies()
  if (!contact) redirect(clientAreaRoutes.login)
  return contact
}

/** /client/login: a logged-in contact goes straight to their shortlists. */
export async function redirectClientHome() {
  if (await contactFromCookies()) redirect(clientAreaRoutes.home)
}
