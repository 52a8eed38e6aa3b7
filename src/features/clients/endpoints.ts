// The client side's staff endpoints under /cms-api (docs/decisions/clients.md): converting a team-up request into a
// client company, publishing a requirement as an opening. Staff only: a visitor is answered 401, a website member
// 403, in Payload's error shape.
import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'
import type { Result } from '@/lib/result'

import { convertRequestToClient } from './convert'
import { publishRequirement } from './publish'

type StaffHandler = Parameters<typeof staffEndpoint>[0]

/** staffEndpoint, with 401 rather than 403 for a request without any login. */
export function clientsStaffEndpoint(handle: StaffHandler): PayloadHandler {
  const staffOnly = staffEndpoint(handle)
  return (req) => (req.user ? staffOnly(req) : staffError(401, 'Log in as staff to do this.'))
}

const idParam = z.coerce.number().int().positive()
export const routeIdOf = (req: PayloadRequest) => idParam.safeParse(req.routeParams?.id)

export const answer = <T>(result: Result<T>, status = 200) =>
  result.ok ? Response.json(result.value, { status }) : staffError(result.refusal.status, result.refusal.msg)

/** POST /cms-api/team-up-requests/:id/convert-to-client: 201 with the new client, 200 with the one made before. */
const convertEndpoint = clientsStaffEndpoint(async (req) => {
  const id = routeIdOf(req)
  if (!id.success) return staffError(404, 'This team-up request no longer exists.')
  const result = await convertRequestToClient(req, id.data)
  return answer(result, result.ok && result.value.created ? 201 : 200)
})

const publishBody = z.object({
  category: z.coerce.number({ message: 'Choose the pillar the role belongs to.' }).int().positive('Choose the pillar the role belongs to.'),
  summary: z.string({ message: 'The summary is text.' }).max(300, 'Keep the summary to 300 characters.').optional(),
})

/** POST /cms-api/requirements/:id/publish {category, summary?}: 201 with the new open role. */
const publishEndpoint = clientsStaffEndpoint(async (req, body) => {
  const id = routeIdOf(req)
  if (!id.success) return staffError(404, 'This requirement no longer exists.')
  const parsed = publishBody.safeParse(body ?? {})
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Choose the pillar the role belongs to.')
  return answer(await publishRequirement(req, { requirementId: id.data, ...parsed.data }), 201)
})

export const teamUpRequestEndpoints = [{ path: '/:id/convert-to-client', method: 'post' as const, handler: convertEndpoint }]
export const requirementEndpoints = [{ path: '/:id/publish', method: 'post' as const, handler: publishEndpoint }]
