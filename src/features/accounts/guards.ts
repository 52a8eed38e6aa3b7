// Server-side route guards (spec section 2): only the guarded pages read the member cookie, so every other
// public page stays static. No cookie means no database work at all.
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { routes } from '@/lib/routes'

import { MEMBER_COOKIE } from '@/lib/constants'
import { memberFromToken } from './session'

async function memberFromCookies() {
  const token = (await cookies()).get(MEMBER_COOKIE)?.value
  return token ? memberFromToken(token) : null
}

/** /login, /signup, /verify-otp: a logged-in member is sent to /. */
export async function redirectMemberHome() {
  if (await memberFromCookies()) redirect(routes.home)
}

/** Member-only pages: a visitor is sent to /login and comes back after logging in. */
export async function requireMember(path: string) {
  const member = await memberFromCookies()
  if (!member) redirect(`${routes.login}?next=${encodeURIComponent(path)}`)
  return member
}
