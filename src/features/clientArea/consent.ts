// Consent to share a profile with one client (docs/decisions/clients.md, "Consent"): the append-only `consents` log,
// the signed one-click link staff mail to the candidate, and the check a send makes for each candidate.
import type { Payload, PayloadRequest } from 'payload'

import { appendConsent } from '@/features/leads/consentLog'
import { readLinkToken, signLinkToken } from '@/features/leads/linkToken'
import { env } from '@/lib/env'

import { SHARING_NOTICE_VERSION } from './consentOptions'

const LINK_PURPOSE = 'client-sharing-consent'
/** How long a consent link works. */
export const CONSENT_LINK_DAYS = 14

/**
 * The latest client-sharing entry for this candidate and client decides: true when it grants. A withdrawal naming no
 * client (made on /account, docs/decisions/privacy.md) counts for every client until a later yes for one of them.
 */
export async function hasSharingConsent(payload: Payload, candidateId: number, clientId: number, req?: PayloadRequest): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'consents',
    where: {
      and: [
        { candidate: { equals: candidateId } },
        { purpose: { equals: 'client-sharing' } },
        { or: [{ client: { equals: clientId } }, { and: [{ client: { exists: false } }, { granted: { equals: false } }] }] },
      ],
    },
    sort: ['-at', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { granted: true },
    ...(req ? { req } : {}),
  })
  return Boolean(docs[0]?.granted)
}

/** The token of a consent link: the candidate's address, candidate, client and expiry, signed. */
export function consentToken(email: string, candidateId: number, clientId: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + CONSENT_LINK_DAYS * 24 * 60 * 60
  return signLinkToken(LINK_PURPOSE, email, [String(candidateId), String(clientId), String(expires)], env().PAYLOAD_SECRET)
}

export type ConsentLink = { email: string; candidateId: number; clientId: number }

/** A genuine, unexpired consent link's content; 'expired' or 'invalid' otherwise. */
export function readConsentToken(token: string, now = Date.now()): ConsentLink | 'expired' | 'invalid' {
  const read = readLinkToken(LINK_PURPOSE, token, 3, env().PAYLOAD_SECRET)
  if (!read) return 'invalid'
  const [candidateId, clientId, expires] = read.extra.map(Number)
  if (![candidateId, clientId, expires].every(Number.isInteger)) return 'invalid'
  if (expires * 1000 <= now) return 'expired'
  return { email: read.email, candidateId: candidateId, clientId: clientId }
}

/** Appends a client-sharing entry. */
export async function recordSharingConsent(
  payload: Payload,
  entry: ConsentLink & {
    granted: boolean
    channel: 'form' | 'email-link' | 'staff'
    ip?: string | null
    note?: string | null
    member?: number | null
  },
  req?: PayloadRequest,
) {
  await appendConsent(
    payload,
    {
      email: entry.email,
      candidate: entry.candidateId,
      client: entry.clientId,
      member: entry.member ?? null,
      purpose: 'client-sharing',
      granted: entry.granted,
      noticeVersion: SHARING_NOTICE_VERSION,
      channel: entry.channel,
      note: entry.note ?? null,
      ip: entry.ip ?? null,
    },
    req,
  )
}
