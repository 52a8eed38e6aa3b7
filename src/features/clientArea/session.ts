// The client area's session (docs/decisions/clients.md, "Client login"): a signed cookie of its own, never a member's
// or staff's. It carries the contact's address, their company and an expiry, signed with PAYLOAD_SECRET (the signed
// e-mail links' scheme, features/leads/linkToken); every request checks again that the address is still one of the
// company's contacts, so removing a contact ends their access at once.
import type { Payload } from 'payload'

import { readCookie } from '@/features/accounts/cookie'
import { readLinkToken, signLinkToken } from '@/features/leads/linkToken'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { CLIENT_COOKIE, CLIENT_SESSION_SECONDS } from '@/lib/constants'

const PURPOSE = 'client-session'

export type ClientContact = { email: string; name: string; companyId: number; companyName: string }

type CompanyRow = { id: number | string; name: string; contacts?: { name?: string | null; email?: string | null }[] | null }

/** The first client company that names `email` among its contacts, with the contact, or null. */
export async function findContact(payload: Payload, email: string, companyId?: number): Promise<ClientContact | null> {
  const address = email.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'client-companies',
    where: { and: [{ 'contacts.email': { equals: address } }, ...(companyId ? [{ id: { equals: companyId } }] : [])] },
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { name: true, contacts: true },
  })
  const company = docs[0] as CompanyRow | undefined
  if (!company) return null
  const contact = company.contacts?.find((row) => row.email?.toLowerCase() === address)
  return { email: address, name: contact?.name ?? address, companyId: Number(company.id), companyName: company.name }
}

/** The cookie value of a new session for `contact`, valid `CLIENT_SESSION_SECONDS`. */
export function clientSessionToken(contact: ClientContact, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CLIENT_SESSION_SECONDS
  return signLinkToken(PURPOSE, contact.email, [String(contact.companyId), String(expires)], env().PAYLOAD_SECRET)
}

/** The contact behind a cookie value: genuine, not expired, and still a contact of the company; otherwise null. */
export async function contactFromToken(token: string | null | undefined, now = Date.now()): Promise<ClientContact | null> {
  if (!token) return null
  const read = readLinkToken(PURPOSE, token, 2, env().PAYLOAD_SECRET)
  if (!read) return null
  const [company, expires] = read.extra.map(Number)
  if (!Number.isInteger(company) || !Number.isInteger(expires) || expires * 1000 <= now) return null
  return findContact(await getPayloadClient(), read.email, company)
}

/** The client contact logged in on this request, or null. */
export const currentClient = (request: Request) => contactFromToken(readCookie(request, CLIENT_COOKIE))

const secureCookies = () => env().NODE_ENV === 'production' && !env().SITE_URL.startsWith('http://')

function cookie(value: string, maxAge: number) {
  const parts = [`${CLIENT_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`]
  if (secureCookies()) parts.push('Secure')
  return parts.join('; ')
}

export function withClientCookie<R extends Response>(response: R, token: string): R {
  response.headers.append('Set-Cookie', cookie(token, CLIENT_SESSION_SECONDS))
  return response
}

export function withoutClientCookie<R extends Response>(response: R): R {
  response.headers.append('Set-Cookie', cookie('', 0))
  return response
}
