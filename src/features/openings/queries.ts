// The openings' cached queries (cachedQuery.ts): one list of every public role (open and closed, newest first) that the
// /jobs page, the API, the sitemap and the feed filter in memory, and one role by slug (only real slugs are cached).
import { asVisitor, cachedQuery } from '@/features/content/cachedQuery'
import { contentTags } from '@/features/content/tags'
import { getPayloadClient } from '@/lib/payload'

import { isOpenNow } from './list'
import { toOpening, toOpeningSummary } from './serialize'
import type { Opening, OpeningSummary } from './types'

const { openings, categories, subpages } = contentTags

/** Every public role: drafts are hidden by the collection's read access. */
const listPublicOpenings = cachedQuery(
  'openings',
  [openings, categories, subpages],
  async (): Promise<OpeningSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'openings', ...asVisitor, sort: '-datePosted', pagination: false })
    return docs.map(toOpeningSummary)
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
    return docs[0] ? toOpening(docs[0]) : null
  },
  null,
)

/** An open or closed role by slug; null for drafts and unknown slugs (which never become cache entries). */
export async function getOpeningBySlug(slug: string): Promise<Opening | null> {
  return (await listPublicOpenings()).some((role) => role.slug === slug) ? cachedOpeningBySlug(slug) : null
}
