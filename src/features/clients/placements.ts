// A placement's figures (docs/decisions/clients.md, "Placements"): the replacement guarantee ends the site
// setting's days after joining unless staff give a date, and a percentage fee is worked out from the salary when no
// amount is given. The collection's hooks (cms/hooks/placements.ts) apply them.
import type { Payload, PayloadRequest, Where } from 'payload'

import { DEFAULT_REPLACEMENT_GUARANTEE_DAYS } from './options'

const DAY_MS = 24 * 60 * 60 * 1000

/** The replacement guarantee in days, from the site settings (90 when not set). */
export async function replacementGuaranteeDays(payload: Payload, req?: PayloadRequest): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...(req ? { req } : {}) }).catch(() => null)
  const days = (settings as { replacementGuaranteeDays?: unknown } | null)?.replacementGuaranteeDays
  return typeof days === 'number' && Number.isFinite(days) && days >= 0 ? days : DEFAULT_REPLACEMENT_GUARANTEE_DAYS
}

/** `joining` plus `days` whole days, as an ISO time (the same time of day as the joining date's). */
export function guaranteeEndFrom(joining: string, days: number): string {
  return new Date(Date.parse(joining) + days * DAY_MS).toISOString()
}

/** How many salary units make a year: a fee in per cent is of the yearly salary (CTC). */
const perYear: Record<string, number | undefined> = { year: 1, month: 12, total: 1 }

/** The fee in rupees for a percentage of the salary; null when the salary does not say a yearly figure. */
export function percentFee(
  salary: { amount?: number | null; unit?: string | null } | null | undefined,
  percent: number | null | undefined,
) {
  if (typeof percent !== 'number' || typeof salary?.amount !== 'number') return null
  const factor = perYear[salary.unit ?? 'year']
  if (!factor) return null
  return Math.round((salary.amount * factor * percent) / 100)
}

/** Placements that count against a requirement's headcount. */
export async function placedCount(payload: Payload, requirementId: number | string, req?: PayloadRequest): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'placements',
    where: { requirement: { equals: requirementId } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return totalDocs
}

/** What staff read when a move to Placed comes without its placement record (docs/decisions/clients.md, "Placed needs its placement"). */
export const PLACEMENT_NEEDED =
  'Record the placement first: move the candidate to Placed on the pipeline board, which asks for the client, joining date and fee, or add a placement for this application under Clients → Placements.'

/**
 * Whether an application has its placement record, so that it may move to Placed: a placement of this application, or
 * one of its candidate that names no application. Read in `req`'s transaction, so a placement created in the same
 * action (the board's POST /cms-api/placements/record) counts.
 */
export async function hasPlacementRecord(
  payload: Payload,
  application: { id: number | string; candidate?: number | null },
  req?: PayloadRequest,
): Promise<boolean> {
  const ofCandidate: Where[] =
    typeof application.candidate === 'number'
      ? [{ and: [{ candidate: { equals: application.candidate } }, { application: { exists: false } }] }]
      : []
  const { totalDocs } = await payload.count({
    collection: 'placements',
    where: { or: [{ application: { equals: application.id } }, ...ofCandidate] },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return totalDocs > 0
}
