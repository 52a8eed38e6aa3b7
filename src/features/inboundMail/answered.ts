// Which leads the person answered last (docs/decisions/lead-desk.md, "Replies come back"): a lead is "Answered by the
// client" (talent: "the candidate") while its newest exchange on the timeline is a "Reply received", not a staff
// "Reply". Derived from the timeline, so no lead table holds it and a staff reply clears it.
import type { Payload } from 'payload'

import type { LeadCollectionSlug } from '@/features/leadDesk/kinds'

type LeadKey = { collection: LeadCollectionSlug; id: number }

const keyOf = (collection: string, id: number) => `${collection}:${id}`

/** The keys (`collection:id`) of the given leads whose newest exchange is the person's answer. */
export async function answeredLeads(payload: Payload, leads: LeadKey[]): Promise<Set<string>> {
  if (!leads.length) return new Set()
  const { docs } = await payload.find({
    collection: 'lead-activity',
    where: {
      and: [{ leadId: { in: [...new Set(leads.map((lead) => lead.id))] } }, { type: { in: ['reply', 'reply-received'] } }],
    },
    sort: '-createdAt',
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    select: { leadCollection: true, leadId: true, type: true },
  })
  const wanted = new Set(leads.map((lead) => keyOf(lead.collection, lead.id)))
  const newest = new Map<string, string>()
  for (const doc of docs) {
    const key = keyOf(doc.leadCollection, Number(doc.leadId))
    if (wanted.has(key) && !newest.has(key)) newest.set(key, doc.type)
  }
  return new Set([...newest].filter(([, type]) => type === 'reply-received').map(([key]) => key))
}

/** "Answered by the client", or "by the candidate" on a talent application. */
export const answeredLabel = (collection: string) => `Answered by the ${collection === 'talent-applications' ? 'candidate' : 'client'}`
