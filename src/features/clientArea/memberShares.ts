// "Shared with" on /account (docs/decisions/clients.md, "Share log"): the companies a member's candidate profile was
// sent to, from the share log, each once with the latest date.
import { getPayloadClient } from '@/lib/payload'

export type ProfileShare = { client: string; at: string }

export async function profileSharedWith(member: { id: string | number; email: string }): Promise<ProfileShare[]> {
  const payload = await getPayloadClient()
  const candidates = await payload.find({
    collection: 'candidates',
    where: { or: [{ member: { equals: Number(member.id) } }, { email: { equals: member.email.toLowerCase() } }] },
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })
  if (!candidates.docs.length) return []
  const shares = await payload.find({
    collection: 'candidate-shares',
    where: { candidate: { in: candidates.docs.map((doc) => doc.id) } },
    sort: '-at',
    limit: 200,
    depth: 1,
    overrideAccess: true,
    select: { client: true, at: true },
    populate: { 'client-companies': { name: true } },
  })
  const seen = new Map<string, ProfileShare>()
  for (const share of shares.docs) {
    const client = typeof share.client === 'object' && share.client ? share.client.name : null
    if (client && !seen.has(client)) seen.set(client, { client, at: share.at })
  }
  return [...seen.values()]
}
