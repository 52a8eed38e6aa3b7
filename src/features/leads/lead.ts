// What every lead record shares: the collection it lives in, whether the honeypot was filled, where the visitor
// came from, and the state a new lead starts in.
import type { LeadCollectionSlug } from '@/features/leadDesk/kinds'

import { isHoneypotFilled, trackingSchema, type Tracking } from './schemas'

/** The lead collections: each has the mail-state fields its mails' outcomes are recorded in (mailOutcome.ts). */
export type LeadCollection = LeadCollectionSlug

/** What every capture knows besides the form: was the honeypot filled, and where did the visitor come from. */
export type LeadMeta = { spam: boolean; tracking: Tracking }

/** Honeypot and source/UTM fields, read from the raw body (they are not part of the form schemas). */
export function leadMeta(data: Record<string, unknown>): LeadMeta {
  return { spam: isHoneypotFilled(data), tracking: trackingSchema.parse(data) }
}

/** The fields every new lead record starts with. */
export const newLeadFields = (meta: LeadMeta) => ({
  ...meta.tracking,
  spam: meta.spam,
  status: 'new' as const,
  notifyState: meta.spam ? ('skipped' as const) : ('pending' as const),
})
