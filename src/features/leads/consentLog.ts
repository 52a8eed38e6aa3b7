// The append-only consent log (collection `consents`, docs/decisions/clients.md "Consent"): one entry per consent given
// or withdrawn, never edited. Sharing a profile with a client (features/clientArea/consent.ts) and job alerts
// (features/jobAlerts/signup.ts) append to it; the latest entry for a person and purpose decides.
import type { Payload, PayloadRequest } from 'payload'

import { noticeVersionInForce } from '@/features/privacy/notices'
import type { Consent } from '@/payload-types'

export type ConsentEntry = Pick<Consent, 'email' | 'purpose' | 'granted' | 'channel'> &
  Partial<Pick<Consent, 'candidate' | 'member' | 'client' | 'note' | 'ip' | 'language' | 'noticeVersion'>>

/**
 * Appends one entry, dated now, inside `req`'s transaction when one is given. Its notice version is the one in force
 * (features/privacy/notices.ts) unless the entry names one; its language English unless it names one.
 */
export async function appendConsent(payload: Payload, entry: ConsentEntry, req?: PayloadRequest) {
  await payload.create({
    collection: 'consents',
    data: {
      ...entry,
      email: entry.email.toLowerCase(),
      noticeVersion: entry.noticeVersion ?? (await noticeVersionInForce(payload, req)),
      language: entry.language ?? 'en',
      at: new Date().toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
}
