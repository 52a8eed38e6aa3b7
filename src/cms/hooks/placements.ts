// The placements collection's rules (docs/decisions/clients.md, "Placements"): the requirement must be the client's,
// the guarantee end and a percentage fee are filled in (features/clients/placements.ts), the title names the
// candidate and the client, and a requirement whose headcount is placed becomes "filled".
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { guaranteeEndFrom, percentFee, placedCount, replacementGuaranteeDays } from '@/features/clients/placements'
import type { Placement } from '@/payload-types'

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
