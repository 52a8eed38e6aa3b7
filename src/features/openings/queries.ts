// The openings' cached queries (cachedQuery.ts): the open roles that the /jobs page, the API, the sitemap and the feed
// filter in memory, and one role by slug. See docs/caching.md, "Open roles", for why the list is cached in blocks.
import { LRUCache } from 'lru-cache'
import { cache } from 'react'

import { asVisitor, cachedQuery, isBuildPhase } from '@/features/content/cachedQuery'
import { expiredSince } from '@/features/content/invalidate'
import { contentTags, OPENING_BLOCK_IDS, openingBlockTag } from '@/features/content/tags'
import { defaultLocale, type Locale, type TranslatedLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { rawQuery, sqlTime } from '@/lib/rawQuery'
import type { Opening as OpeningDoc } from '@/payload-types'

import { processSingleton } from '../../../server/processBridge.mjs'

import { isOpenNow } from './filter'
import { toOpening, toOpeningSummary } from './serialize'
import { hasRoleText, roleTextFields } from './translations'
import type { Opening, OpeningSummary, RoleText } from './types'

const { openings, categories, subpages } = contentTags

type Payload = Awaited<ReturnType<typeof getPayloadClient>>

/**
 * A client's name is a staff-only field (docs/security.md, "Confidential clients"), so a visitor's read leaves it out. Roles that name their
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

/** A listed role's Marathi and Hindi title and summary (null: not translated, the English one is shown). */
type RoleTexts = { title: string | null; summary: string | null }
type ListedRole = { role: OpeningSummary; createdAt: string; translated: Record<TranslatedLocale, RoleTexts> }

const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * The open roles of one block, with only what a list shows, in two SQL reads (the roles with their pillar and
 * service, then their skills by the `parent_id` index): Payload's find spent about half a millisecond a role on
 * populating and per-field hooks, 2 s for 4,000 roles at each first request after an edit (docs/benchmarks.md,
 * "Scale"). What a visitor may read is the collection's read access for visitors (status open or closed; this list
 * wants open ones) and, of a client's name, only a named client's (withClientNames); pillars and services are public.
 * Open at the time of the read: a role that passes its "open until" later drops out when the list is read
 * (listOpenOpenings; the entry keeps it until the role's next edit). Closed roles and drafts are never
 * read, so old closed roles cost the list nothing.
 */
async function readOpenBlock(payload: Payload, block: number): Promise<ListedRole[]> {
  const query = rawQuery(payload)
  const range = [new Date().toISOString(), block * OPENING_BLOCK_IDS, (block + 1) * OPENING_BLOCK_IDS]
  const [rows, skillRows] = await Promise.all([
    query(
      `SELECT o.id, o.slug, en.title, en.summary, mr.title AS mr_title, mr.summary AS mr_summary, hi.title AS hi_title,
         hi.summary AS hi_summary, o.employment_type, o.work_mode, o.area, o.experience_min, o.experience_max,
         o.salary_min, o.salary_max, o.salary_unit, o.date_posted, o.valid_through, o.updated_at, o.created_at, o.client_kind,
         o.client_name, c.id AS category_id, c.name AS category_name, c.slug AS category_slug,
         s.id AS service_id, s.title AS service_title, s.slug AS service_slug
       FROM openings o LEFT JOIN categories c ON c.id = o.category_id LEFT JOIN subpages s ON s.id = o.service_id
         LEFT JOIN openings_locales en ON en._parent_id = o.id AND en._locale = 'en'
         LEFT JOIN openings_locales mr ON mr._parent_id = o.id AND mr._locale = 'mr'
         LEFT JOIN openings_locales hi ON hi._parent_id = o.id AND hi._locale = 'hi'
       WHERE o.status = 'open' AND o.valid_through > $1 AND o.id >= $2 AND o.id < $3`,
      range,
    ),
    query(
      `SELECT t.parent_id, t.text FROM openings_texts t JOIN openings o ON o.id = t.parent_id
       WHERE t.path = 'skills' AND o.status = 'open' AND o.valid_through > $1 AND o.id >= $2 AND o.id < $3
       ORDER BY t.parent_id, t."order"`,
      range,
    ),
  ])
  const skills = new Map<number, string[]>()
  for (const row of skillRows) {
    const id = Number(row.parent_id)
    if (typeof row.text === 'string') skills.set(id, [...(skills.get(id) ?? []), row.text])
  }
  return rows.map((row) => {
    const kind = row.client_kind === 'named' || row.client_kind === 'confidential' ? row.client_kind : 'agency'
    const doc = {
      id: Number(row.id),
      slug: String(row.slug),
      title: textOrNull(row.title) ?? '',
      summary: textOrNull(row.summary) ?? '',
      status: 'open',
      category: row.category_id === null ? null : { id: Number(row.category_id), name: row.category_name, slug: row.category_slug },
      service: row.service_id === null ? null : { id: Number(row.service_id), title: row.service_title, slug: row.service_slug },
      employmentType: row.employment_type,
      workMode: row.work_mode,
      area: row.area,
      experienceMin: Number(row.experience_min),
      experienceMax: numberOrNull(row.experience_max),
      salary: { min: numberOrNull(row.salary_min), max: numberOrNull(row.salary_max), unit: row.salary_unit ?? 'month' },
      skills: skills.get(Number(row.id)) ?? [],
      datePosted: sqlTime(row.date_posted),
      validThrough: sqlTime(row.valid_through),
      updatedAt: sqlTime(row.updated_at),
      createdAt: sqlTime(row.created_at),
      client: { kind, name: kind === 'named' ? row.client_name : null },
    } as unknown as OpeningDoc
    const translated = {
      mr: { title: textOrNull(row.mr_title), summary: textOrNull(row.mr_summary) },
      hi: { title: textOrNull(row.hi_title), summary: textOrNull(row.hi_summary) },
    }
    return { role: toOpeningSummary(doc), createdAt: doc.createdAt, translated }
  })
}

/** The blocks (id / OPENING_BLOCK_IDS) that hold at least one open role: a small entry, read before the blocks. */
const listOpenBlocks = cachedQuery(
  'open-role-blocks',
  [openings],
  async (): Promise<number[]> => {
    const rows = await rawQuery(await getPayloadClient())(
      `SELECT DISTINCT CAST(id / ${OPENING_BLOCK_IDS} AS integer) AS block FROM openings WHERE status = 'open' AND valid_through > $1`,
      [new Date().toISOString()],
    )
    return rows.map((row) => Number(row.block)).sort((a, b) => a - b)
  },
  [],
)

/** At most this many blocks of decoded roles are kept (20,000 role ids; a block holds at most 500 role summaries). */
const KEPT_BLOCKS = 40

/**
 * The decoded blocks this process keeps, each with when it was read, shared by every bundle that lists roles. Not
 * Next's data cache: a page whose cached copy was expired by a tag is rendered again as an on-demand revalidation,
 * and during that render `unstable_cache` reads none of its entries, so the first /jobs or role page after a role's
 * edit read every block again (11 at 5,500 roles) instead of the edited one (docs/caching.md, "Open roles").
 */
const keptBlocks = processSingleton(
  'openRoleBlocks',
  () => new LRUCache<number, { roles: ListedRole[]; readAt: number }>({ max: KEPT_BLOCKS }),
)

/** What expires a block: a role's edit in it (its own tag), or any pillar's or service's (their names are in it). */
const blockTags = (block: number) => [openingBlockTag(block * OPENING_BLOCK_IDS), categories, subpages]

/**
 * The open roles whose id falls in one block, with what the list is sorted by: the kept copy while none of its tags
 * expired since it was read (cms/collections/Openings.ts expires a role's own block only), else read again.
 */
async function listOpenBlock(block: number): Promise<ListedRole[]> {
  const kept = keptBlocks.get(block)
  if (kept && !expiredSince(blockTags(block), kept.readAt)) return kept.roles
  const readAt = Date.now()
  const roles = await readOpenBlock(await getPayloadClient(), block)
  keptBlocks.set(block, { roles, readAt })
  return roles
}

/** Newest first, as Payload sorts `-datePosted` (its tie-break is the newest created). */
const newestFirst = (a: ListedRole, b: ListedRole) =>
  b.role.datePosted.localeCompare(a.role.datePosted) || b.createdAt.localeCompare(a.createdAt) || Number(b.role._id) - Number(a.role._id)

/** A listed role in `locale`: its translated title and summary, each untranslated one in English and named in `english`. */
function listedIn({ role, translated }: ListedRole, locale: Locale): OpeningSummary {
  if (locale === 'en') return role
  const own = translated[locale]
  return {
    ...role,
    title: own.title ?? role.title,
    summary: own.summary ?? role.summary,
    english: (['title', 'summary'] as const).filter((field) => own[field] === null),
  }
}

/** Every open role, newest first, read from the blocks once per request (React's cache: a role page asks three times). */
const readOpenOpenings = cache(async (locale: Locale): Promise<OpeningSummary[]> => {
  if (isBuildPhase()) return []
  const blocks = await Promise.all((await listOpenBlocks()).map((block) => listOpenBlock(block)))
  return blocks
    .flat()
    .sort(newestFirst)
    .map((listed) => listedIn(listed, locale))
})

/**
 * The roles that are open now (status open, "open until" not passed), newest first; their title and summary in
 * `locale`, English where not translated (docs/decisions/languages.md, "Role content").
 */
export async function listOpenOpenings(now = Date.now(), locale: Locale = defaultLocale): Promise<OpeningSummary[]> {
  return (await readOpenOpenings(locale)).filter((role) => isOpenNow(role, now))
}

/** Thrown inside the cached read so that an unknown slug or a draft never becomes a cache entry (Next keeps no result of a throw). */
class RoleNotFound extends Error {}

/**
 * One role in a language, the cache's key being the slug and, for Marathi and Hindi, the language (English keeps its
 * key). Read in the language with English as the fallback, and, for Marathi and Hindi, which texts are not translated:
 * those are the ones English filled in (`english`).
 */
const cachedOpeningBySlug = cachedQuery(
  'opening',
  [openings, categories, subpages],
  async (slug: string, locale?: TranslatedLocale): Promise<Opening> => {
    const payload = await getPayloadClient()
    const where = { slug: { equals: slug } }
    const [{ docs }, own] = await Promise.all([
      payload.find({
        collection: 'openings',
        ...asVisitor,
        where,
        limit: 1,
        locale: locale ?? defaultLocale,
        fallbackLocale: defaultLocale,
      }),
      locale
        ? payload.find({
            collection: 'openings',
            ...asVisitor,
            depth: 0,
            where,
            limit: 1,
            locale,
            fallbackLocale: false,
            select: { title: true, summary: true, description: true, responsibilities: true, requirements: true },
          })
        : null,
    ])
    const [doc] = await withClientNames(payload, docs)
    if (!doc) throw new RoleNotFound(slug)
    const role = toOpening(doc)
    if (!locale) return role
    const translated = own?.docs[0] as Record<RoleText, unknown> | undefined
    return { ...role, english: roleTextFields.filter((field) => !hasRoleText(translated?.[field])) }
  },
  null as unknown as Opening,
)

/**
 * An open or closed role by slug, in `locale` (English where not translated); null for drafts and unknown slugs (which never become cache entries: each such
 * request reads the slug's index). Once per request: the role page's metadata and body both ask.
 */
export const getOpeningBySlug = cache(async (slug: string, locale: Locale = defaultLocale): Promise<Opening | null> => {
  if (isBuildPhase()) return null
  try {
    return await (locale === 'en' ? cachedOpeningBySlug(slug) : cachedOpeningBySlug(slug, locale))
  } catch (error) {
    if (error instanceof RoleNotFound) return null
    throw error
  }
})
