// The client side's staff endpoints under /cms-api (docs/decisions/clients.md): converting a team-up request into a
// client company, publishing a requirement as an opening. Staff only: a visitor is answered 401, a website member
// 403, in Payload's error shape.
import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'
import type { Result } from '@/lib/result'

import { convertRequestToClient } from './convert'
import { FEE_KINDS, INVOICE_STATUSES } from './options'
import { placeCandidate } from './placeCandidate'
import { publishRequirement } from './publish'

type StaffHandler = Parameters<typeof staffEndpoint>[0]

/** staffEndpoint, with 401 rather than 403 for a request without any login. */
function clientsStaffEndpoint(handle: StaffHandler): PayloadHandler {
  const staffOnly = staffEndpoint(handle)
  return (req) => (req.user ? staffOnly(req) : staffError(401, 'Log in as staff to do this.'))
}

const idParam = z.coerce.number().int().positive()
const routeIdOf = (req: PayloadRequest) => idParam.safeParse(req.routeParams?.id)

const answer = <T>(result: Result<T>, status = 200) =>
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

const day = (message: string) =>
  z
    .string({ message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(value)), message)
const rupees = z.number({ message: 'Amounts are numbers of rupees.' }).min(0, 'Amounts cannot be below zero.')

const placeBody = z
  .object({
    application: z.coerce.number({ message: 'Choose the application.' }).int().positive('Choose the application.'),
    client: z.coerce.number({ message: 'Choose the client the candidate joins.' }).int().positive('Choose the client the candidate joins.'),
    requirement: z.coerce.number().int().positive().nullish(),
    joiningDate: day('Give the joining date.'),
    guaranteeEnds: day('Give the day the replacement guarantee ends, or leave it empty.').nullish(),
    salary: z
      .object({
        amount: rupees.nullish(),
        unit: z.enum(['month', 'year', 'hour', 'total'], { message: 'Choose what the salary is per.' }).nullish(),
      })
      .nullish(),
    fee: z
      .object({
        kind: z.enum(FEE_KINDS.map((kind) => kind.value) as [string, ...string[]], { message: 'Choose a percentage or a fixed fee.' }),
        percent: z
          .number({ message: 'The percentage is a number.' })
          .min(0, 'The percentage is between 0 and 100.')
          .max(100, 'The percentage is between 0 and 100.')
          .nullish(),
        amount: rupees.nullish(),
      })
      .nullish(),
    invoiceStatus: z
      .enum(INVOICE_STATUSES.map((status) => status.value) as [string, ...string[]], { message: 'Choose the invoice status.' })
      .default('to-invoice'),
    notifyCandidate: z.boolean({ message: '“Notify the candidate” is yes or no.' }).default(false),
  })
  .refine((body) => body.fee?.kind !== 'fixed' || typeof body.fee.amount === 'number', { message: 'Give the fixed fee in rupees.' })

/** POST /cms-api/placements/record {application, client, requirement?, joiningDate, …}: 201, the candidate moved to Placed. */
const recordPlacementEndpoint = clientsStaffEndpoint(async (req, body) => {
  const parsed = placeBody.safeParse(body ?? {})
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Check the placement and try again.')
  return answer(await placeCandidate(req, parsed.data as Parameters<typeof placeCandidate>[1]), 201)
})

export const placementEndpoints = [{ path: '/record', method: 'post' as const, handler: recordPlacementEndpoint }]
export const teamUpRequestEndpoints = [{ path: '/:id/convert-to-client', method: 'post' as const, handler: convertEndpoint }]
export const requirementEndpoints = [{ path: '/:id/publish', method: 'post' as const, handler: publishEndpoint }]
