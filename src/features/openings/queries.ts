// The openings' cached queries (cachedQuery.ts): one list of every public role (open and closed, newest first) that the
// /jobs page, the API, the sitemap and the feed filter in memory, and one role by slug (only real slugs are cached).
import { asVisitor, cachedQuery } from '@/features/content/cachedQuery'
import { contentTags } from '@/features/content/tags'
import { getPayloadClient } from '@/lib/payload'
import type { Opening as OpeningDoc } from '@/payload-types'

import { isOpenNow } from './list'
import { toOpening, toOpeningSummary } from './serialize'
import type { Opening, OpeningSummary } from './types'

const { openings, categories, subpages } = contentTags

type Payload = Awaited<ReturnType<typeof getPayloadClient>>

/**
 * A client's name is a staff-only field (issue 28, item 3), so a visitor's read leaves it out. Roles that name their
 * client get it back here, read on the server (overrideAccess) for those roles only; confidential and agency roles
 * never carry a name (the collection clears it when the kind is not "named").
 */
async function withClientNames(payload: Payload, docs: OpeningDoc[]): Promise<OpeningDoc[]> {
  const named = docs.filter((doc) => doc.client?.kind === 'named').map((doc) => doc.id)
  if (named.length === 0) return docs
  const { docs: names } = await payload.find({
    collection: 'openings',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    where: { and: [{ id: { in: named } }, { 'client.kind': { equals: 'named' } }] },
    select: { client: true },
  })
  const nameOf = new Map(names.map((doc) => [doc.id, doc.client?.name ?? null]))
  return docs.map((doc) => (nameOf.has(doc.id) ? { ...doc, client: { kind: 'named', name: nameOf.get(doc.id) } } : doc))
}

/** Every public role: drafts are hidden by the collection's read access. */
const listPublicOpenings = cachedQuery(
  'openings',
  [openings, categories, subpages],
  async (): Promise<OpeningSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'openings', ...asVisitor, sort: '-datePosted', pagination: false })
    return (await withClientNames(payload, docs)).map(toOpeningSummary)
  },
  [],
)

/** The roles that are open now (status open, "open until" not passed), newest first. */
export async function listOpenOpenings(now = Date.now()): Promise<OpeningSummary[]> {
  return (await listPublicOpenings()).filter((role) => isOpenNow(role, now))
}

const cachedOpeningBySlug = cachedQuery(
  'opening',
  [openings, categories, subpages],
  async (slug: string): Promise<Opening | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'openings', ...asVisitor, where: { slug: { equals: slug } }, limit: 1 })
    const [doc] = await withClientNames(payload, docs)
    return doc ? toOpening(doc) : null
  },
  null,
)

/** An open or closed role by slug; null for drafts and unknown slugs (which never become cache entries). */
export async function getOpeningBySlug(slug: string): Promise<Opening | null> {
  return (await listPublicOpenings()).some((role) => role.slug === slug) ? cachedOpeningBySlug(slug) : null
}
