// Writing an entry on a lead's timeline from the server (hooks, the reply endpoint, the mail worker).
import type { Payload, PayloadRequest } from 'payload'

import type { ActivityType, LeadCollectionSlug } from './kinds'

/** Request context flag: this entry is the server's own, not a note typed by staff. */
export const SYSTEM_ACTIVITY = 'systemActivity'

export type ActivityEntry = {
  leadCollection: LeadCollectionSlug
  leadId: number | string
  type: ActivityType
  text: string
  subject?: string | null
  author?: number | null
  authorName?: string | null
}

/** Adds an entry, inside `req`'s transaction when given. */
export async function recordActivity(payload: Payload, entry: ActivityEntry, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'lead-activity',
    data: { ...entry, leadId: Number(entry.leadId), text: entry.text.slice(0, 20_000), subject: entry.subject?.slice(0, 300) ?? null },
    overrideAccess: true,
    depth: 0,
    select: { leadId: true },
    context: { [SYSTEM_ACTIVITY]: true },
    ...(req ? { req } : {}),
  })
}
