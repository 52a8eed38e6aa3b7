// The lead's own changes on its timeline (issue 14, item 3): status, assignee and follow-up date, with who made them.
// The stage of a talent application has its own history (stageHistory.ts) and is not repeated here.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { isLeadCollection, type ActivityType } from '@/features/leadActivity/kinds'
import { recordActivity } from '@/features/leadActivity/record'
import { AGENCY_TIME_ZONE } from '@/lib/agencyTime'

import { isStaff } from '../access/isStaff'
import { LEAD_STATUSES } from '../fields/leadFields'

type LeadLike = { id: number | string; status?: string | null; assignee?: unknown; followUpOn?: string | null }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const statusLabel = (value: string | null | undefined) => LEAD_STATUSES.find((status) => status.value === value)?.label ?? 'none'

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

/** After an update by staff (or the server): one timeline entry per change, in the update's transaction. */
const recordLeadChanges: CollectionAfterChangeHook<LeadLike> = async ({ collection, doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !isLeadCollection(collection.slug) || !previousDoc) return doc
  const staff = req.user && isStaff(req) ? (req.user as { id: number; name?: string | null; email?: string }) : null
  const by = { author: staff?.id ?? null, authorName: staff ? staff.name || staff.email || null : null }
  for (const change of await describeChanges(req, previousDoc, doc)) {
    await recordActivity(req.payload, { leadCollection: collection.slug, leadId: doc.id, ...by, ...change }, req)
  }
  return doc
}

/** A removed lead takes its timeline with it (erasure requests, spam clean-up). */
const removeLeadActivity: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'lead-activity',
    where: { and: [{ leadCollection: { equals: collection.slug } }, { leadId: { equals: Number(id) } }] },
    overrideAccess: true,
    req,
  })
}

export const leadActivityHooks = { afterChange: [recordLeadChanges], afterDelete: [removeLeadActivity] }
