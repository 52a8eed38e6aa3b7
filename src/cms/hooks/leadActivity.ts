// The lead's own changes on its timeline (docs/decisions/lead-desk.md, "Activity on each lead"): status, assignee and follow-up date, with who made them.
// A talent application's stage moves are written by its history hook (stageHistory.ts), not here.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, Where } from 'payload'

import { REQUIREMENT_TIMELINE, type ActivityType, type OwnTimeline } from '@/features/leadActivity/kinds'
import { isLeadCollection, leadKindOfCollection, type LeadCollectionSlug } from '@/features/leadDesk/kinds'
import { statusLabel as leadStatusLabel } from '@/features/leadDesk/rules'
import { ERASURE, SYSTEM_ACTIVITY, authorOf, recordActivity } from '@/features/leadActivity/record'
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'

import { isStaff } from '@/features/accounts/isStaff'
import { keepMailState } from './keepMailState'
import { serverTimestamps } from './serverTimestamps'

type LeadLike = { id: number | string; status?: string | null; assignee?: unknown; followUpOn?: string | null }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const statusLabel = (value: string | null | undefined) => (value ? leadStatusLabel(value) : 'none')

const day = (value: string) =>
  new Date(value).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE })

async function staffName(req: PayloadRequest, id: number): Promise<string> {
  const person = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, select: { name: true }, disableErrors: true })
    .catch(() => null)
  return person?.name ?? `staff member #${id}`
}

/** What changed between the stored lead and its new version, in staff's words. */
async function describeChanges(req: PayloadRequest, before: LeadLike, after: LeadLike): Promise<{ type: ActivityType; text: string }[]> {
  const changes: { type: ActivityType; text: string }[] = []
  if ((before.status ?? null) !== (after.status ?? null)) {
    changes.push({ type: 'status', text: `Status: ${statusLabel(before.status)} → ${statusLabel(after.status)}` })
  }
  const [was, now] = [idOf(before.assignee), idOf(after.assignee)]
  if (was !== now) changes.push({ type: 'assignee', text: now === null ? 'Unassigned' : `Assigned to ${await staffName(req, now)}` })
  const [dueBefore, dueNow] = [before.followUpOn ?? null, after.followUpOn ?? null]
  if (dueBefore !== dueNow) {
    if (dueNow) changes.push({ type: 'follow-up-set', text: `Follow-up set for ${day(dueNow)}` })
    else changes.push({ type: 'follow-up-done', text: `Follow-up of ${day(dueBefore!)} done` })
  }
  return changes
}

const staffOf = (req: PayloadRequest) =>
  req.user && isStaff(req) ? (req.user as { id: number; name?: string | null; email?: string; role?: string | null }) : null

/** After an update by staff (or the server): one timeline entry per change, in the update's transaction. */
const recordLeadChanges: CollectionAfterChangeHook<LeadLike> = async ({ collection, doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isLeadCollection(collection.slug) || !previousDoc) return doc
  const by = authorOf(staffOf(req))
  for (const change of await describeChanges(req, previousDoc, doc)) {
    await recordActivity(req.payload, { leadCollection: collection.slug, leadId: doc.id, ...by, ...change }, req)
  }
  return doc
}

const kindName = (slug: LeadCollectionSlug) => leadKindOfCollection(slug).label

type DeletedLead = Record<string, unknown> & { id: number | string; createdAt?: string; status?: string | null }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** What the lead was, in one line for the record: kind, id, person, company, when it came in and its status. */
export function describeDeletedLead(slug: LeadCollectionSlug, lead: DeletedLead): { line: string; email: string | null } {
  const email = text(lead[leadKindOfCollection(slug).emailField])
  const name = text(lead.fullName) ?? ([text(lead.firstName), text(lead.lastName)].filter(Boolean).join(' ') || null)
  const person = [name, email ? `<${email}>` : null].filter(Boolean).join(' ')
  const company = text(lead.companyName)
  const received = lead.createdAt ? `received ${day(lead.createdAt)}` : null
  const parts = [`${kindName(slug)} #${lead.id}`, person || null, company, received, `status ${statusLabel(lead.status)}`]
  return { line: parts.filter(Boolean).join(', '), email: email?.toLowerCase() ?? null }
}

/**
 * A deleted lead's timeline stays for the record (docs/security.md, "Deleting leads"): its entries are detached (no lead, the old id
 * in formerLeadId, the person's address kept for erasure requests) and one more entry says who deleted what, when.
 * Only a privacy erasure (context ERASURE, set by features/accounts/erasure.ts) removes the timeline with the lead,
 * leaving an entry without personal data.
 */
const keepTimelineOfDeletedLead: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (!isLeadCollection(collection.slug)) return
  const leadCollection = collection.slug
  const leadId = Number(id)
  const ofThisLead: Where = { and: [{ leadCollection: { equals: leadCollection } }, { leadId: { equals: leadId } }] }
  if (req.context[ERASURE]) {
    await req.payload.delete({ collection: 'lead-activity', where: ofThisLead, overrideAccess: true, req })
    await recordActivity(
      req.payload,
      {
        leadCollection,
        leadId: null,
        formerLeadId: leadId,
        type: 'deleted',
        text: `${kindName(leadCollection)} #${leadId} erased at the person's request (privacy); its timeline was removed with it.`,
      },
      req,
    )
    return
  }
  const { line, email } = describeDeletedLead(leadCollection, doc as DeletedLead)
  const staff = staffOf(req)
  const who = staff ? `${staff.name?.trim() || staff.email} (${[staff.email, staff.role].filter(Boolean).join(', ')})` : 'the server'
  await req.payload.update({
    collection: 'lead-activity',
    where: ofThisLead,
    data: { leadId: null, formerLeadId: leadId, personEmail: email },
    overrideAccess: true,
    depth: 0,
    select: { leadCollection: true },
    context: { [SYSTEM_ACTIVITY]: true },
    req,
  })
  await recordActivity(
    req.payload,
    {
      leadCollection,
      leadId: null,
      formerLeadId: leadId,
      personEmail: email,
      type: 'deleted',
      ...authorOf(staff),
      text: `Lead deleted by ${who}: ${line}.`,
    },
    req,
  )
}

/**
 * The timeline of a deleted candidate or requirement stays for the record, as a deleted lead's does (docs/security.md,
 * "Deleting leads"): its entries are detached (no owner, the old id in formerLeadId), so a new one that happens to get
 * the same id (SQLite reuses the highest) never shows them. Only a privacy erasure (context ERASURE) removes them.
 * One rule for both (docs/decisions/clients.md, "The requirement's timeline").
 */
export async function detachOwnTimeline(req: PayloadRequest, timeline: OwnTimeline, id: number | string) {
  const entries: Where = { and: [{ leadCollection: { equals: timeline } }, { leadId: { equals: Number(id) } }] }
  if (req.context[ERASURE]) {
    await req.payload.delete({ collection: 'lead-activity', where: entries, overrideAccess: true, req })
    return
  }
  await req.payload.update({
    collection: 'lead-activity',
    where: entries,
    data: { leadId: null, formerLeadId: Number(id) },
    overrideAccess: true,
    depth: 0,
    select: { leadCollection: true },
    context: { [SYSTEM_ACTIVITY]: true },
    req,
  })
}

/** A deleted requirement's timeline entries are detached with it (detachOwnTimeline). */
export const keepTimelineOfDeletedRequirement: CollectionAfterDeleteHook = async ({ id, req }) => {
  await detachOwnTimeline(req, REQUIREMENT_TIMELINE, id)
}

export const leadActivityHooks = {
  beforeChange: [serverTimestamps, keepMailState],
  afterChange: [recordLeadChanges],
  afterDelete: [keepTimelineOfDeletedLead],
}
