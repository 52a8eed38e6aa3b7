// The dashboard's privacy requests (docs/decisions/privacy.md, "Dashboard"): the ones waiting for their answer (open
// in the desk's words, New or In progress, and not yet answered) by due date, overdue first.
import type { Payload, Where } from 'payload'

import { OPEN_LEAD_STATUSES } from '@/features/leadDesk/rules'

import type { PrivacyRequestKind } from './options'

/** How many open requests the dashboard lists (the count covers all of them). */
const PRIVACY_LIST_SIZE = 10

type OpenPrivacyRequest = { id: number; email: string; kind: PrivacyRequestKind; dueOn: Date; overdue: boolean }

export type PrivacyFigures = { open: number; overdue: number; list: OpenPrivacyRequest[] }

/** Requests waiting for their answer (open and not answered): how many, how many past their due date, and the ones due first. */
export async function loadPrivacyFigures(payload: Payload, now = new Date()): Promise<PrivacyFigures> {
  const open: Where = { and: [{ status: { in: [...OPEN_LEAD_STATUSES] } }, { answeredAt: { exists: false } }, { spam: { equals: false } }] }
  const [{ docs, totalDocs }, overdue] = await Promise.all([
    payload.find({
      collection: 'privacy-requests',
      where: open,
      sort: ['dueOn', 'id'],
      limit: PRIVACY_LIST_SIZE,
      depth: 0,
      overrideAccess: true,
      select: { email: true, kind: true, dueOn: true },
    }),
    payload.count({
      collection: 'privacy-requests',
      where: { and: [open, { dueOn: { less_than: now.toISOString() } }] },
      overrideAccess: true,
    }),
  ])
  return {
    open: totalDocs,
    overdue: overdue.totalDocs,
    list: docs.map((request) => {
      const dueOn = new Date(request.dueOn ?? now)
      return { id: Number(request.id), email: request.email, kind: request.kind, dueOn, overdue: dueOn < now }
    }),
  }
}
