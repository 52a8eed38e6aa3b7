// The token that brings an answer back to its lead (docs/decisions/lead-desk.md, "Replies come back"): the lead's
// kind and id and an HMAC-SHA256 of them under PAYLOAD_SECRET, in lower-case letters and digits only, so it survives
// mail servers that lower-case the local part of an address. It rides in three places of every staff reply: the
// Message-ID (answered by In-Reply-To/References), the Reply-To's plus-address, and a tag at the end of the subject.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { LeadCollectionSlug } from '@/features/leadDesk/kinds'

const CODES: Record<LeadCollectionSlug, string> = {
  'contact-messages': 'c',
  'team-up-requests': 't',
  'talent-applications': 'a',
  'support-requests': 's',
  subscribers: 'n',
  'privacy-requests': 'p',
}

const SLUGS = Object.fromEntries(Object.entries(CODES).map(([slug, code]) => [code, slug])) as Record<string, LeadCollectionSlug>

export type LeadRef = { leadCollection: LeadCollectionSlug; leadId: number }

const TOKEN = /^([ctasnp])(\d{1,12})x([0-9a-f]{20})$/

const mac = (code: string, id: number, secret: string) =>
  createHmac('sha256', secret).update(`inbound-reply:${code}:${id}`).digest('hex').slice(0, 20)

export function replyToken({ leadCollection, leadId }: LeadRef, secret: string): string {
  const code = CODES[leadCollection]
  return `${code}${leadId}x${mac(code, leadId, secret)}`
}

/** The lead a genuine token was made for, or null when it was altered, guessed or made with another secret. */
export function readReplyToken(token: string, secret: string): LeadRef | null {
  const match = TOKEN.exec(token.trim().toLowerCase())
  if (!match) return null
  const [, code, id, signature] = match
  const expected = Buffer.from(mac(code, Number(id), secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { leadCollection: SLUGS[code], leadId: Number(id) }
}

/** `replies@example.in` + token → `replies+<token>@example.in`. */
export function replyAddress(base: string, token: string): string {
  const at = base.lastIndexOf('@')
  return `${base.slice(0, at)}+${token}${base.slice(at)}`
}

/** The tag at the end of a reply's subject, which most mail programs keep in "Re: …". */
export const subjectTag = (token: string) => `[ref:${token}]`

/** A Message-ID carrying the token: answers name it in In-Reply-To and References. */
export function replyMessageId(base: string, token: string): string {
  const domain = base.slice(base.lastIndexOf('@') + 1)
  return `<reply.${token}.${randomBytes(6).toString('hex')}@${domain}>`
}

const candidates = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1])

/** Tokens named in the Message-IDs of In-Reply-To and References. */
export const tokensInMessageIds = (ids: string) => candidates(ids.toLowerCase(), /<reply\.([a-z0-9]+)\.[0-9a-f]+@[^>]+>/g)

/** Tokens in plus-addresses of the reply address's mailbox (`replies+<token>@…`). */
export function tokensInAddresses(addresses: string[], base: string): string[] {
  const at = base.lastIndexOf('@')
  const local = base.slice(0, at).toLowerCase()
  const domain = base.slice(at + 1).toLowerCase()
  return addresses.flatMap((address) => {
    const [addressLocal, addressDomain] = [address.slice(0, address.lastIndexOf('@')), address.slice(address.lastIndexOf('@') + 1)]
    if (addressDomain.toLowerCase() !== domain || !addressLocal.toLowerCase().startsWith(`${local}+`)) return []
    return [addressLocal.slice(local.length + 1).toLowerCase()]
  })
}

export const tokensInSubject = (subject: string) => candidates(subject.toLowerCase(), /\[ref:([a-z0-9]+)\]/g)
