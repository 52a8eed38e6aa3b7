// A team-up request becomes a client company in one action (docs/decisions/clients.md, "Converting a
// request"): the company's name, the person who wrote as its contact, the request's staffing needs in the notes, the
// request's assignee (or the staff member converting) as account owner, and the link back to the request. A request
// is converted once: converting it again answers the client made the first time.
import type { PayloadRequest } from 'payload'

import { authorOf, recordActivity } from '@/features/leadActivity/record'
import { runInTransaction, withLock } from '@/lib/payloadTransaction'
import { refuse, succeed, type Result } from '@/lib/result'

export type Converted = { client: { id: number; name: string }; created: boolean }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/** The lock key of converting one request (distinct from the other features' keys by its prefix). */
const lockKey = (requestId: number) => 3_200_000_000 + requestId

async function existingClient(req: PayloadRequest, requestId: number) {
  const { docs } = await req.payload.find({
    collection: 'client-companies',
    where: { convertedFrom: { equals: requestId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  return docs[0] as { id: number; name: string } | undefined
}

/** Converts team-up request `requestId` into a client company, as the staff member of `req`. */
export async function convertRequestToClient(req: PayloadRequest, requestId: number): Promise<Result<Converted>> {
  const request = await req.payload
    .findByID({ collection: 'team-up-requests', id: requestId, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!request) return refuse({ status: 404, error: 'not_found', msg: 'This team-up request no longer exists.' })
  return runInTransaction(
    req.payload,
    (tx) =>
      withLock(tx, lockKey(requestId), async () => {
        const existing = await existingClient(tx, requestId)
        if (existing) return succeed({ client: { id: existing.id, name: existing.name }, created: false })
        const contactName = [request.firstName, request.lastName].filter(Boolean).join(' ').trim() || request.email
        const client = await tx.payload.create({
          collection: 'client-companies',
          data: {
            name: request.companyName,
            status: 'prospect',
            owner: idOf(request.assignee) ?? req.user?.id ?? null,
            convertedFrom: requestId,
            contacts: [{ name: contactName, email: request.email, phone: request.phone }],
            notes: request.description ? `From the team-up request: ${request.description}`.slice(0, 5000) : null,
          },
          overrideAccess: true,
          depth: 0,
          req: tx,
        })
        await recordActivity(
          tx.payload,
          {
            leadCollection: 'team-up-requests',
            leadId: requestId,
            type: 'note',
            text: `Converted into the client company “${client.name}”, with ${contactName} as its contact.`,
            ...authorOf(req.user),
          },
          tx,
        )
        return succeed({ client: { id: client.id, name: client.name }, created: true })
      }),
    req.user,
  )
}
