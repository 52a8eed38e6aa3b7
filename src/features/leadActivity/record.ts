// Writing an entry on a lead's timeline from the server (hooks, the reply endpoint, the mail worker).
import type { Payload, PayloadRequest } from 'payload'

import type { LeadCollectionSlug } from '@/features/leadDesk/kinds'

import type { ActivityType, OwnTimeline } from './kinds'

/** Request context flag: this entry is the server's own, not a note typed by staff. */
export const SYSTEM_ACTIVITY = 'systemActivity'

/**
 * Request context flag of a privacy erasure (features/accounts/erasure.ts): a deleted lead's timeline goes with it
 * instead of being kept for the record. Only the server's own Local API calls can set a request's context.
 */
export const ERASURE = 'personalDataErasure'

/** Who wrote an entry, as they were at the time: their account, name, e-mail and role (names can change). */
export type ActivityAuthor = {
  author: number | null
  authorName: string | null
  authorEmail: string | null
  authorRole: string | null
}

type StaffUser = { id: number; name?: string | null; email?: string | null; role?: string | null }

/** The author fields of an entry written by `user` (a staff member), or the website's own (no author). */
export function authorOf(user: StaffUser | null | undefined): ActivityAuthor {
  if (!user) return { author: null, authorName: null, authorEmail: null, authorRole: null }
  return {
    author: user.id,
    authorName: user.name?.trim() || user.email || null,
    authorEmail: user.email ?? null,
    authorRole: user.role ?? null,
  }
}

export type ActivityEntry = {
  /** A lead's collection, or a candidate's or requirement's own timeline (kinds.ts OWN_TIMELINES). */
  leadCollection: LeadCollectionSlug | OwnTimeline
  /** Null on the entry that records the lead's deletion (the lead is gone; `formerLeadId` names it). */
  leadId: number | string | null
  formerLeadId?: number | null
  personEmail?: string | null
  type: ActivityType
  text: string
  subject?: string | null
} & Partial<ActivityAuthor>

/** Adds an entry, inside `req`'s transaction when given. */
export async function recordActivity(payload: Payload, entry: ActivityEntry, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'lead-activity',
    data: {
      ...entry,
      leadId: entry.leadId === null ? null : Number(entry.leadId),
      text: entry.text.slice(0, 20_000),
      subject: entry.subject?.slice(0, 300) ?? null,
    },
    overrideAccess: true,
    depth: 0,
    select: { leadCollection: true },
    context: { [SYSTEM_ACTIVITY]: true },
    ...(req ? { req } : {}),
  })
}
