// The verified address of the member behind a talent application. Acknowledgements, stage mails and staff replies
// all go there, never to the form's e-mail field (which anyone logged in can fill in with someone else's address).
import type { PayloadRequest } from 'payload'

import { memberLocale } from '@/i18n/mailText'
import type { Locale } from '@/i18n/locales'

type MemberRef = number | string | { id: number | string } | null | undefined

const idOf = (value: MemberRef): number | string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

/** The member's own (verified) e-mail address and language; null when the application has no member (any more). */
export async function verifiedMemberContact(req: PayloadRequest, member: MemberRef): Promise<{ email: string; locale: Locale } | null> {
  const memberId = idOf(member)
  if (memberId === null) return null
  const found = await req.payload.findByID({
    collection: 'members',
    id: memberId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
    select: { email: true, language: true },
  })
  return typeof found?.email === 'string' && found.email.includes('@') ? { email: found.email, locale: memberLocale(found.language) } : null
}

/** The member's own (verified) e-mail address; null when the application has no member (any more). */
export async function verifiedMemberAddress(req: PayloadRequest, member: MemberRef): Promise<string | null> {
  return (await verifiedMemberContact(req, member))?.email ?? null
}
