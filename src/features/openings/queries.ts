// The openings' cached queries (cachedQuery.ts): the open roles that the /jobs page, the API, the sitemap and the feed
// filter in memory, and one role by slug. See docs/caching.md, "Open roles", for why the list is cached in blocks.
import { cache } from 'react'
import type { Where } from 'payload'

import { asVisitor, cachedQuery, isBuildPhase } from '@/features/content/cachedQuery'
import { contentTags } from '@/features/content/tags'
import { getPayloadClient } from '@/lib/payload'
import type { Opening as OpeningDoc } from '@/payload-types'

import { isOpenNow } from './list'
import { toOpening, toOpeningSummary } from './serialize'
import type { Opening, OpeningSummary } from './types'

const { openings, categories, subpages } = contentTags

type Payload = Awaited<ReturnType<typeof getPayloadClient>>

/**
 * Role ids per cache entry of the list. Next's data cache refuses an entry over 2 MB, and a role's summary is about
 * 1 KB: one entry of every role stopped being cached past about 2,000 roles, and then every request read them all
 * from the database. A block of ids holds at most 500 roles (about half a megabyte), and a role never changes block.
 */
const OPENING_BLOCK_IDS = 500

/** What a list needs of a role (not its description, responsibilities or requirements, nor the staff's applicants). */
const summaryFields = {
  slug: true,
  title: true,
  summary: true,
  status: true,
  category: true,
  service: true,
  employmentType: true,
  workMode: true,
  area: true,
  experienceMin: true,
  experienceMax: true,
  salary: true,
  skills: true,
  datePosted: true,
  validThrough: true,
  updatedAt: true,
  createdAt: true,
  client: true,
} as const
const summaryPopulate = { categories: { name: true, slug: true }, subpages: { title: true, slug: true } } as const

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

/**
 * Open at the time of the read. A role that passes its "open until" later drops out when the list is read
 * (listOpenOpenings), and the expiry timer (expiry.ts) renews these entries then; closed roles and drafts are never
 * read, so old closed roles cost the list nothing.
 */
const openNow = (): Where => ({ and: [{ status: { equals: 'open' } }, { validThrough: { greater_than: new Date().toISOString() } }] })

/** The blocks (id / OPENING_BLOCK_IDS) that hold at least one open role: a small entry, read before the blocks. */
const listOpenBlocks = cachedQuery(
  'open-role-blocks',
  [openings],
  async (): Promise<number[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'openings',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      where: openNow(),
      select: { status: true },
    })
    return [...new Set(docs.map((doc) => Math.floor(Number(doc.id) / OPENING_BLOCK_IDS)))].sort((a, b) => a - b)
  },
  [],
)

type ListedRole = { role: OpeningSummary; createdAt: string }

/** The open roles whose id falls in one block, with what the list is sorted by. */
const listOpenBlock = cachedQuery(
  'open-roles',
  [openings, categories, subpages],
  async (block: number): Promise<ListedRole[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'openings',
      ...asVisitor,
      pagination: false,
      where: {
        and: [openNow(), { id: { greater_than_equal: block * OPENING_BLOCK_IDS } }, { id: { less_than: (block + 1) * OPENING_BLOCK_IDS } }],
      },
      select: summaryFields,
      populate: summaryPopulate,
    })
    return (await withClientNames(payload, docs as OpeningDoc[])).map((doc) => ({ role: toOpeningSummary(doc), createdAt: doc.createdAt }))
  },
  [],
)

/** Newest first, as Payload sorts `-datePosted` (its tie-break is the newest created). */
const newestFirst = (a: ListedRole, b: ListedRole) =>
  b.role.datePosted.localeCompare(a.role.datePosted) || b.createdAt.localeCompare(a.createdAt) || Number(b.role._id) - Number(a.role._id)

/** Every open role, newest first, read from the blocks once per request (React's cache: a role page asks three times). */
const readOpenOpenings = cache(async (): Promise<OpeningSummary[]> => {
  if (isBuildPhase()) return []
  const blocks = await Promise.all((await listOpenBlocks()).map((block) => listOpenBlock(block)))
  return blocks
    .flat()
    .sort(newestFirst)
    .map(({ role }) => role)
})

/** The roles that are open now (status open, "open until" not passed), newest first. */
export async function listOpenOpenings(now = Date.now()): Promise<OpeningSummary[]> {
  return (await readOpenOpenings()).filter((role) => isOpenNow(role, now))
}

/** Thrown inside the cached read so that an unknown slug or a draft never becomes a cache entry (Next keeps no result of a throw). */
class RoleNotFound extends Error {}

const cachedOpeningBySlug = cachedQuery(
  'opening',
  [openings, categories, subpages],
  async (slug: string): Promise<Opening> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'openings', ...asVisitor, where: { slug: { equals: slug } }, limit: 1 })
    const [doc] = await withClientNames(payload, docs)
    if (!doc) throw new RoleNotFound(slug)
    return toOpening(doc)
  },
  null as unknown as Opening,
)

/**
 * An open or closed role by slug; null for drafts and unknown slugs (which never become cache entries: each such
 * request reads the slug's index). Once per request: the role page's metadata and body both ask.
 */
export const getOpeningBySlug = cache(async (slug: string): Promise<Opening | null> => {
  if (isBuildPhase()) return null
  try {
    return await cachedOpeningBySlug(slug)
  } catch (error) {
    if (error instanceof RoleNotFound) return null
    throw error
  }
})
