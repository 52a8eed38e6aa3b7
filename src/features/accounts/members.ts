// What the account operations share: finding a member by address, the shape of a member the API shows, and the
// request flag that lets the site's own operations change a member (lockDown rules refuse everyone else).
import type { Payload } from 'payload'

import { memberLocale } from '@/i18n/mailText'
import type { Locale } from '@/i18n/locales'
import { MEMBER_API_CONTEXT } from '@/lib/constants'

export const memberContext = { [MEMBER_API_CONTEXT]: true }

export async function findMember(payload: Payload, email: string) {
  const { docs } = await payload.find({ collection: 'members', where: { email: { equals: email } }, limit: 1, depth: 0, pagination: false })
  return docs[0] ?? null
}

/**
 * The e-mail language of the member with this address, `otherwise` (the language of the page the form was sent from;
 * English by default) when the address is no member's: a mail that comes from a form anyone may fill in (a privacy
 * request) still reaches a member in their language.
 */
export async function mailLocaleOf(payload: Payload, email: string, otherwise: Locale = 'en'): Promise<Locale> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { language: true },
  })
  return docs[0] ? memberLocale(docs[0].language) : otherwise
}

export type PublicMember = { id: string; email: string; name: string }

export const publicMember = (member: { id: string | number; email: string; name: string }): PublicMember => ({
  id: String(member.id),
  email: member.email,
  name: member.name,
})

/** A new member session: the token for the cookie and the member it belongs to. */
export type MemberSession = { token: string; user: PublicMember }

/** Payload's API errors carry an HTTP status. (Checked structurally: the bundler may load the error classes twice.) */
export const errorStatus = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined

/** Starts a session with the password just checked or set. */
export async function startSession(payload: Payload, email: string, password: string): Promise<MemberSession> {
  const { token, user } = await payload.login({ collection: 'members', data: { email, password }, context: memberContext })
  if (!token || !user) throw new Error('member login returned no session')
  return { token, user: publicMember(user) }
}

/** Logged, never thrown: the change is made; only its notice is missing. */
export const logMailFailure = (what: string) => (error: unknown) =>
  console.error(`[accounts] ${what} mail failed`, error instanceof Error ? error.message : error)

/**
 * A per-member rate limit's key: the id and the address, so a new account that is given an erased account's id
 * (SQLite hands out the highest freed id again) starts with no count of its own.
 */
export const memberLimitKey = (member: { id: string | number; email: string }) => `${member.id}:${member.email.toLowerCase()}`
