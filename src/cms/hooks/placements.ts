// The placements collection's rules (docs/decisions/clients.md, "Placements"): the requirement must be the client's,
// the guarantee end and a percentage fee are filled in (features/clients/placements.ts), the title names the
// candidate and the client, and a requirement whose headcount is placed becomes "filled". And the one rule of the
// applications' side: no move to Placed without its placement record, whichever way the stage is set.
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import {
  PLACEMENT_NEEDED,
  guaranteeEndFrom,
  hasPlacementRecord,
  percentFee,
  placedCount,
  replacementGuaranteeDays,
} from '@/features/clients/placements'
import type { Placement, TalentApplication } from '@/payload-types'

import { BadRequest } from '../badRequest'

const idOf = (value: unknown) =>
  (value && typeof value === 'object' ? (value as { id?: unknown }).id : value) as number | string | null | undefined

type PlacementData = {
  candidate?: unknown
  client?: unknown
  requirement?: unknown
  joiningDate?: string | null
  guaranteeEnds?: string | null
  salary?: { amount?: number | null; unit?: string | null } | null
  fee?: { kind?: string | null; percent?: number | null; amount?: number | null } | null
}

export const preparePlacement: CollectionBeforeChangeHook<Placement> = async ({ data, originalDoc, req }) => {
  const given = data as PlacementData
  const stored = (originalDoc ?? {}) as PlacementData
  const merged: PlacementData = { ...stored, ...given }
  const next: Record<string, unknown> = { ...data }

  const clientId = idOf(merged.client)
  const requirementId = idOf(merged.requirement)
  if (requirementId != null) {
    const requirement = await req.payload
      .findByID({ collection: 'requirements', id: requirementId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!requirement) throw new BadRequest('That requirement does not exist.')
    if (clientId != null && String(idOf(requirement.client)) !== String(clientId)) {
      throw new BadRequest('This requirement belongs to another client: choose one of this client’s requirements.')
    }
  }

  if (merged.joiningDate && !merged.guaranteeEnds) {
    next.guaranteeEnds = guaranteeEndFrom(merged.joiningDate, await replacementGuaranteeDays(req.payload, req))
  }
  if (merged.joiningDate && merged.guaranteeEnds && Date.parse(merged.guaranteeEnds) < Date.parse(merged.joiningDate)) {
    throw new BadRequest('The replacement guarantee cannot end before the joining date.')
  }

  const fee = merged.fee
  if (fee && fee.kind !== 'fixed' && typeof fee.percent === 'number' && typeof fee.amount !== 'number') {
    const amount = percentFee(merged.salary, fee.percent)
    if (amount !== null) next.fee = { ...fee, amount }
  }
  if (fee?.kind === 'fixed' && fee.percent != null) next.fee = { ...fee, percent: null }

  const candidateId = idOf(merged.candidate)
  const [candidate, client] = await Promise.all([
    candidateId == null
      ? null
      : req.payload.findByID({ collection: 'candidates', id: candidateId, depth: 0, overrideAccess: true, req }).catch(() => null),
    clientId == null
      ? null
      : req.payload.findByID({ collection: 'client-companies', id: clientId, depth: 0, overrideAccess: true, req }).catch(() => null),
  ])
  next.title = [candidate?.name, client?.name].filter(Boolean).join(' at ') || 'Placement'
  return next
}

/** An open (or on hold) requirement whose headcount is now placed becomes "filled". */
export const fillRequirementWhenPlaced: CollectionAfterChangeHook<Placement> = async ({ doc, req }) => {
  const requirementId = idOf(doc.requirement)
  if (requirementId == null) return doc
  const requirement = await req.payload
    .findByID({ collection: 'requirements', id: requirementId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!requirement || (requirement.status !== 'open' && requirement.status !== 'on-hold')) return doc
  if ((await placedCount(req.payload, requirementId, req)) < (requirement.headcount ?? 1)) return doc
  await req.payload.update({
    collection: 'requirements',
    id: requirementId,
    data: { status: 'filled' },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}

/**
 * A talent application moves to Placed only with its placement record (docs/decisions/clients.md, "Placed needs its
 * placement"): the board's move (which creates the placement in the same transaction first), the application's own
 * form in the admin, a REST update of one application or of many, and any server path that sets the stage all pass
 * through this hook. Without a placement the save is refused with a 400 in staff words and nothing is stored.
 */
export const placedNeedsPlacement: CollectionBeforeChangeHook<TalentApplication> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.stage !== 'placed' || originalDoc.stage === 'placed') return data
  const candidate = idOf(originalDoc.candidate)
  const found = await hasPlacementRecord(
    req.payload,
    { id: originalDoc.id, candidate: typeof candidate === 'number' ? candidate : null },
    req,
  )
  if (!found) throw new BadRequest(PLACEMENT_NEEDED)
  return data
}
