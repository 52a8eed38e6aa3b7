// The member cookie's format (pure, unit-tested): HttpOnly, SameSite=Lax, Secure in production, 7 days, whole site.
import { env } from '@/lib/env'

import { MEMBER_COOKIE, MEMBER_SESSION_SECONDS } from '@/lib/constants'

/** Reads one cookie from a request's Cookie header. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim()
      try {
        return decodeURIComponent(value) || null
      } catch {
        return null
      }
    }
  }
  return null
}

const secureCookies = () => env().NODE_ENV === 'production' && !env().SITE_URL.startsWith('http://')

/** Set-Cookie value that stores the member session. */
export function sessionCookie(token: string): string {
  const parts = [`${MEMBER_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${MEMBER_SESSION_SECONDS}`]
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}

/** Set-Cookie value that removes the member cookie. */
export function clearedSessionCookie(): string {
  const parts = [`${MEMBER_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0']
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}

/** `response` with the member session cookie set. */
export function withSessionCookie<R extends Response>(response: R, token: string): R {
  response.headers.append('Set-Cookie', sessionCookie(token))
  return response
}

/** `response` with the member session cookie removed. */
export function withoutSessionCookie<R extends Response>(response: R): R {
  response.headers.append('Set-Cookie', clearedSessionCookie())
  return response
}
