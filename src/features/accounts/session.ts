// The member session: a Payload `members` JWT (with a server-side session id) in the site's own HttpOnly
// cookie. Payload's `payload-token` cookie stays the staff admin's, so both can be logged in in one browser.
import { createLocalReq, logoutOperation, type Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload'

import { MEMBER_COOKIE } from '@/lib/constants'
import { readCookie } from './cookie'

/** `language`: the one the member signed up in (en, mr, hi), for the mails we send them. */
export type CurrentMember = { id: string | number; email: string; name: string; language?: string | null }

export type MemberUser = {
  id: string | number
  email: string
  name: string
  age?: number | null
  language?: string | null
  collection: 'members'
  _sid?: string
}

/** Resolves a member JWT (signature, expiry and a live server-side session) to the member, or null. */
export async function memberFromToken(token: string | null | undefined, payload?: Payload): Promise<MemberUser | null> {
  if (!token) return null
  const client = payload ?? (await getPayloadClient())
  try {
    const { user } = await client.auth({ headers: new Headers({ Authorization: `JWT ${token}`, DisableAutologin: 'true' }) })
    if (!user || user.collection !== 'members') return null
    return user
  } catch {
    return null
  }
}

/** The logged-in member behind this request's member cookie, or null. Stable API used by other capabilities. */
export async function currentMember(request: Request): Promise<CurrentMember | null> {
  const member = await memberFromToken(readCookie(request, MEMBER_COOKIE))
  return member ? { id: member.id, email: member.email, name: member.name, language: member.language } : null
}

/** The full member document behind the request (with age and session id), for the account endpoints. */
export async function currentMemberDocument(request: Request, payload?: Payload) {
  return memberFromToken(readCookie(request, MEMBER_COOKIE), payload)
}

/** Ends the member's current server-side session (the token stops working at once), or all of them. */
export async function endMemberSession(member: MemberUser, options: { allSessions?: boolean; payload?: Payload } = {}) {
  const payload = options.payload ?? (await getPayloadClient())
  const req = await createLocalReq({ user: member as never }, payload)
  await logoutOperation({ allSessions: options.allSessions, collection: payload.collections.members, req })
}
