// The activity timeline under each lead (docs/decisions/lead-desk.md, "Activity on each lead"): notes by staff, replies, status, assignee and follow-up
// changes, and the e-mails the system sent. Entries are never overwritten or removed by hand: a note may be corrected
// by its author for NOTE_EDIT_MINUTES, everything else is written by the server. Shown on each lead's page
// (cms/components/leadActivity), never in the navigation.
import type { CollectionBeforeChangeHook, CollectionConfig, Where } from 'payload'

import { postReply } from '@/features/leadActivity/reply'
import { runFollowUpDigests } from '@/features/leadDesk/followUpDigest'
import {
  ACTIVITY_TYPES,
  CANDIDATE_TIMELINE,
  NOTE_EDIT_MINUTES,
  NOTE_MAX_LENGTH,
  OWN_TIMELINES,
  REQUIREMENT_TIMELINE,
  type OwnTimeline,
} from '@/features/leadActivity/kinds'
import { LEAD_COLLECTIONS, isLeadCollection } from '@/features/leadDesk/kinds'
import { SYSTEM_ACTIVITY, authorOf } from '@/features/leadActivity/record'

import { isStaff } from '@/features/accounts/isStaff'
import { BadRequest } from '../badRequest'
import { staffOnly } from '../access/staffOnly'
import { serverTimestamps } from '../hooks/serverTimestamps'

const neverByHand = { create: () => false, update: () => false }

/**
 * What staff write through the API is a note of their own on a lead that exists; the server's own entries
 * (context SYSTEM_ACTIVITY) are taken as given. On an update only the text changes, and the time of the edit is kept.
 */
const ownNotesOnly: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (req.context[SYSTEM_ACTIVITY]) return data
  if (typeof data.text !== 'string' || !data.text.trim()) throw new BadRequest('Write the note first.')
  if (data.text.length > NOTE_MAX_LENGTH) throw new BadRequest(`A note can have up to ${NOTE_MAX_LENGTH} characters.`)
  if (operation === 'update') return { ...data, editedAt: new Date().toISOString() }
  const { leadCollection, leadId } = data as { leadCollection?: unknown; leadId?: unknown }
  const owner = isLeadCollection(leadCollection)
    ? leadCollection
    : OWN_TIMELINES.includes(leadCollection as OwnTimeline)
      ? (leadCollection as OwnTimeline)
      : null
  const exists =
    owner !== null &&
    typeof leadId === 'number' &&
    (await req.payload.count({ collection: owner, where: { id: { equals: leadId } }, req, overrideAccess: true })).totalDocs > 0
  if (!exists)
    throw new BadRequest(
      `This ${owner === CANDIDATE_TIMELINE ? 'candidate' : owner === REQUIREMENT_TIMELINE ? 'requirement' : 'lead'} no longer exists.`,
    )
  const user = req.user as { id: number; name?: string | null; email?: string; role?: string | null }
  return { ...data, type: 'note', ...authorOf(user), subject: null, formerLeadId: null, personEmail: null }
}

/** Staff may correct their own note for NOTE_EDIT_MINUTES after writing it. */
const ownRecentNote = ({ req }: { req: Parameters<typeof isStaff>[0] }): boolean | Where => {
  if (!isStaff(req) || !req.user) return false
  const since = new Date(Date.now() - NOTE_EDIT_MINUTES * 60_000).toISOString()
  return { and: [{ author: { equals: req.user.id } }, { type: { equals: 'note' } }, { createdAt: { greater_than: since } }] }
}

export const LeadActivity: CollectionConfig = {
  slug: 'lead-activity',
  labels: { singular: 'Lead activity', plural: 'Lead activity' },
  admin: { hidden: true, useAsTitle: 'text' },
  defaultSort: 'createdAt',
  indexes: [{ fields: ['leadCollection', 'leadId'] }],
  access: {
    read: staffOnly,
    create: staffOnly,
    update: ownRecentNote,
    delete: () => false,
  },
  hooks: { beforeChange: [ownNotesOnly, serverTimestamps] },
  endpoints: [
    { path: '/reply', method: 'post', handler: postReply },
    { path: '/follow-up-digest', method: 'post', handler: runFollowUpDigests },
  ],
  fields: [
    {
      name: 'leadCollection',
      label: 'Kind of lead',
      type: 'select',
      required: true,
      // The leads, the candidates of the talent pool (docs/decisions/talent-pool.md) and clients' requirements
      // (docs/decisions/clients.md).
      options: [...LEAD_COLLECTIONS, ...OWN_TIMELINES].map((value) => ({ label: value, value })),
      access: { update: () => false },
    },
    // Empty once the lead was deleted by staff (docs/security.md, "Deleting leads"): its timeline stays, detached, with the old id in
    // formerLeadId, so a new lead that happens to get the same id (SQLite reuses the highest) never inherits it.
    { name: 'leadId', label: 'Lead', type: 'number', access: { update: () => false } },
    { name: 'formerLeadId', label: 'Deleted lead', type: 'number', index: true, access: neverByHand },
    // The address of the person behind a deleted lead, so that an erasure request still finds its timeline.
    { name: 'personEmail', label: 'Person (deleted lead)', type: 'text', index: true, access: neverByHand },
    {
      name: 'type',
      label: 'What happened',
      type: 'select',
      required: true,
      defaultValue: 'note',
      options: [...ACTIVITY_TYPES],
      access: neverByHand,
    },
    { name: 'author', label: 'By', type: 'relationship', relationTo: 'users', access: neverByHand },
    // The name as it was when the entry was written: staff who are not admins cannot read other staff accounts.
    { name: 'authorName', label: 'By (name)', type: 'text', access: neverByHand },
    // And their e-mail and role at that time (docs/security.md, "Staff names and authors"): a display name alone can be chosen to look like another's.
    { name: 'authorEmail', label: 'By (e-mail)', type: 'text', access: neverByHand },
    { name: 'authorRole', label: 'By (role)', type: 'text', access: neverByHand },
    { name: 'subject', label: 'Subject', type: 'text', maxLength: 300, access: neverByHand },
    { name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 20_000 },
    { name: 'editedAt', label: 'Corrected at', type: 'date', access: neverByHand },
  ],
}
