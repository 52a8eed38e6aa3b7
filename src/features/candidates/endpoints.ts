// The talent pool's staff endpoints under /cms-api/candidates (docs/decisions/talent-pool.md): merging two profiles and
// adding a candidate to a role. Staff only: a visitor is answered 401, a website member 403, in Payload's error shape.
import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'
import type { Result } from '@/lib/result'

import { mergeCandidates } from './merge'
import { addToRole } from './sourcing'

type StaffHandler = Parameters<typeof staffEndpoint>[0]

/** staffEndpoint, with 401 rather than 403 for a request without any login. */
function candidateEndpoint(handle: StaffHandler): PayloadHandler {
  const staffOnly = staffEndpoint(handle)
  return (req) => (req.user ? staffOnly(req) : staffError(401, 'Log in as staff to do this.'))
}

const idParam = z.coerce.number().int().positive()

const candidateIdOf = (req: PayloadRequest) => idParam.safeParse(req.routeParams?.id)

const answer = <T>(result: Result<T>, status = 200) =>
  result.ok ? Response.json(result.value, { status }) : staffError(result.refusal.status, result.refusal.msg)

const mergeBody = z.object({
  other: z.coerce.number({ message: 'Choose the other candidate to merge.' }).int().positive('Choose the other candidate to merge.'),
  keep: z.record(z.string(), z.unknown(), { message: 'Say which profile’s value to keep for each field.' }).default({}),
})

/** POST /cms-api/candidates/:id/merge {other, keep: {field: 'this' | 'other'}}: `other` merged into this candidate. */
const mergeEndpoint = candidateEndpoint(async (req, body) => {
  const id = candidateIdOf(req)
  if (!id.success) return staffError(404, 'This candidate no longer exists.')
  const parsed = mergeBody.safeParse(body)
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Check the merge and try again.')
  return answer(await mergeCandidates(req, { keptId: id.data, otherId: parsed.data.other, keep: parsed.data.keep }))
})

const addToRoleBody = z.object({
  opening: z.coerce.number({ message: 'Choose the role.' }).int().positive('Choose the role.'),
  notify: z.boolean({ message: '“E-mail the candidate” is yes or no.' }).default(false),
})

/** POST /cms-api/candidates/:id/add-to-role {opening, notify?}: the candidate on the role's pipeline at Screening. */
const addToRoleEndpoint = candidateEndpoint(async (req, body) => {
  const id = candidateIdOf(req)
  if (!id.success) return staffError(404, 'This candidate no longer exists.')
  const parsed = addToRoleBody.safeParse(body)
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Choose the role.')
  return answer(await addToRole(req, { candidateId: id.data, openingId: parsed.data.opening, notify: parsed.data.notify }), 201)
})

export const candidateEndpoints = [
  { path: '/:id/merge', method: 'post' as const, handler: mergeEndpoint },
  { path: '/:id/add-to-role', method: 'post' as const, handler: addToRoleEndpoint },
]
