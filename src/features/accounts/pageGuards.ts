// Server-side route guards (spec section 2): only the guarded pages read the member cookie, so every other
// public page stays static. No cookie means no database work at all.
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { localizedPath, splitLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { routes, withNext } from '@/lib/routes'

import { MEMBER_COOKIE } from '@/lib/constants'

import { safeNextPath } from './nextPath'
import { memberFromToken } from './session'

async function memberFromCookies() {
  const token = (await cookies()).get(MEMBER_COOKIE)?.value
  return token ? memberFromToken(token) : null
}

/** The `next` a visitor brought to an account screen, as a path of this site (`/` for anything else). */
export const nextFromQuery = (next: string | string[] | undefined) => safeNextPath(typeof next === 'string' ? next : null, env().SITE_URL)

/** /login, /signup, /verify-otp: a logged-in member is sent to / (or on to the page they were heading for). */
export async function redirectMemberHome(next: string = routes.home) {
  if (await memberFromCookies()) redirect(next)
}

/** Member-only pages: a visitor is sent to /login (in the page's language: /mr/login) and comes back after logging in. */
export async function requireMember(path: string) {
  const member = await memberFromCookies()
  if (!member) redirect(withNext(localizedPath(splitLocale(path).locale, routes.login), path))
  return member
}
