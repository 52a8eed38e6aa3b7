// Recording a placement as the candidate moves to Placed (docs/decisions/clients.md, "Placements"): the
// pipeline board asks for the placement record and sends it here; the placement is created and the application moved
// to Placed in one transaction, with the move's stage history, timeline entry and (when staff leave it ticked) the
// candidate's mail, as any move. The guarantee's end defaults to joining + the site setting's days, and a requirement
// whose headcount is now placed becomes "filled" (the placements collection's hooks).
import type { PayloadRequest } from 'payload'

import { REQUIREMENT_TIMELINE } from '@/features/leadActivity/kinds'
import { authorOf, recordActivity } from '@/features/leadActivity/record'
import { runInTransaction, withLock } from '@/lib/payloadTransaction'
import { refuse, succeed, type Result } from '@/lib/result'

import type { FeeKind, InvoiceStatus } from './options'

export type PlacementInput = {
  application: number
  client: number
  requirement?: number | null
  /** YYYY-MM-DD, India's calendar day. */
  joiningDate: string
  guaranteeEnds?: string | null
  salary?: { amount?: number | null; unit?: 'month' | 'year' | 'hour' | 'total' | null } | null
  fee?: { kind: FeeKind; percent?: number | null; amount?: number | null } | null
  invoiceStatus: InvoiceStatus
  notifyCandidate: boolean
}

export type Placed = {
  placement: { id: number; guaranteeEnds: string; fee: { kind: string | null; percent: number | null; amount: number | null } }
  requirementStatus: string | null
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/** A day as the admin's day-only date picker stores it: noon UTC, the same calendar day in India and in UTC. */
const storedDay = (day: string) => `${day}T12:00:00.000Z`

const lockKey = (applicationId: number) => 3_220_000_000 + applicationId

export async function placeCandidate(req: PayloadRequest, input: PlacementInput): Promise<Result<Placed>> {
  const application = await req.payload
    .findByID({ collection: 'talent-applications', id: input.application, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!application) return refuse({ status: 404, error: 'not_found', msg: 'This application no longer exists.' })
  const candidate = idOf(application.candidate)
  if (candidate === null) {
    return refuse({ status: 409, error: 'conflict', msg: 'This application has no candidate profile yet: open it once, then try again.' })
  }
  const client = await req.payload
    .findByID({ collection: 'client-companies', id: input.client, depth: 0, req, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!client) return refuse({ status: 400, error: 'validation_error', msg: 'Choose the client the candidate joins.' })

  return runInTransaction(
    req.payload,
    (tx) =>
      withLock(tx, lockKey(input.application), async () => {
        const { totalDocs } = await tx.payload.count({
          collection: 'placements',
          where: { application: { equals: input.application } },
          overrideAccess: true,
          req: tx,
        })
        if (totalDocs > 0)
          return refuse({ status: 409, error: 'conflict', msg: 'This application already has a placement: edit that one instead.' })
        const placement = await tx.payload.create({
          collection: 'placements',
          data: {
            candidate,
            application: input.application,
            client: input.client,
            requirement: input.requirement ?? null,
            recruiter: idOf(application.assignee) ?? req.user?.id ?? null,
            joiningDate: storedDay(input.joiningDate),
            guaranteeEnds: input.guaranteeEnds ? storedDay(input.guaranteeEnds) : null,
            salary: { amount: input.salary?.amount ?? null, unit: input.salary?.unit ?? 'year' },
            fee: {
              kind: input.fee?.kind ?? 'percent',
              percent: input.fee?.kind === 'fixed' ? null : (input.fee?.percent ?? null),
              amount: input.fee?.amount ?? null,
            },
            invoiceStatus: input.invoiceStatus,
          },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
        if (application.stage !== 'placed') {
          await tx.payload.update({
            collection: 'talent-applications',
            id: input.application,
            data: {
              stage: 'placed',
              notifyCandidate: input.notifyCandidate,
              stageNote: `Placed with ${client.name}, joining ${input.joiningDate}.`,
            },
            overrideAccess: true,
            depth: 0,
            req: tx,
          })
        }
        const requirementId = idOf(placement.requirement)
        if (requirementId !== null) {
          const person = [application.firstName, application.lastName].filter(Boolean).join(' ') || 'A candidate'
          const user = req.user as Parameters<typeof authorOf>[0]
          await recordActivity(
            tx.payload,
            {
              leadCollection: REQUIREMENT_TIMELINE,
              leadId: requirementId,
              type: 'stage',
              text: `Placement recorded: ${person} placed with ${client.name}, joining ${input.joiningDate}.`,
              ...authorOf(user),
            },
            tx,
          )
        }
        const requirement =
          requirementId === null
            ? null
            : await tx.payload.findByID({
                collection: 'requirements',
                id: requirementId,
                depth: 0,
                overrideAccess: true,
                req: tx,
                select: { status: true },
              })
        return succeed({
          placement: {
            id: placement.id,
            guaranteeEnds: placement.guaranteeEnds ?? '',
            fee: { kind: placement.fee?.kind ?? null, percent: placement.fee?.percent ?? null, amount: placement.fee?.amount ?? null },
          },
          requirementStatus: requirement?.status ?? null,
        })
      }),
    req.user,
  )
}
