// Every staff member by name, for the staff screens' assignee filters (inbox, dashboard, board) and the inbox's export.
import type { PayloadRequest } from 'payload'

export async function listStaff(req: PayloadRequest): Promise<{ id: number; name: string }[]> {
  const staff = await req.payload.find({
    collection: 'users',
    limit: 200,
    depth: 0,
    sort: 'name',
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  return staff.docs.map((person) => ({ id: person.id, name: person.name }))
}
