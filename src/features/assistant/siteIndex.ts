// The passage index of the whole site (./passages, ./passageIndex), kept per server process and rebuilt on the first
// question after content changed. It follows the one owner of content invalidation (features/content/invalidate.ts):
// every expiry, on this instance (a staff edit) or on another one (the Redis announcement, lib/contentSync), and at
// start-up, moves the process's content version on, and a question that finds the version moved builds the index
// anew. No database query decides freshness. Bounded: PASSAGE_LIMITS (passages and bytes of text); one index at a time.
import type { Payload } from 'payload'

import { faqAudiences } from '@/copy/faqs'
import { faqAudiencesIn } from '@/features/content/faqs'
import { getCareersTexts, getTermsDocument } from '@/features/content/pageQueries'
import { listStoredFaqs } from '@/features/content/queries'
import { toBlog, toCategory, toSubpage } from '@/features/content/serialize'
import { listOpenOpenings } from '@/features/openings/queries'

import { contentVersion, processSingleton } from '../../../server/processBridge.mjs'

import { buildPassageIndex, type PassageIndex } from './passageIndex'
import { buildPassages, passageBytes, type SiteContent } from './passages'
import type { WordGroups } from './text'

/** The longest an index is used without looking at the content version (roles also close by date; see below). */
const MAX_AGE_MS = 10 * 60_000

type Cached = { version: number; synonyms: WordGroups; builtAt: number; index: Promise<PassageIndex>; bytes: number }
const holder = processSingleton('assistantSiteIndex', (): { current?: Cached } => ({}))

/**
 * What the site shows visitors: categories, services and published posts as visitors may read them, open roles, the
 * FAQs, the Careers page and the Terms (in English, as their pages read them).
 */
async function loadSiteContent(payload: Payload): Promise<SiteContent> {
  const asVisitor = { overrideAccess: false, depth: 1 } as const
  const [categories, services, blogs, roles, faqs, careers, terms] = await Promise.all([
    payload.find({ collection: 'categories', ...asVisitor, sort: 'order', pagination: false }),
    payload.find({ collection: 'subpages', ...asVisitor, sort: ['order', 'title'], pagination: false }),
    // The newest posts first: past the index's bounds, the oldest are the ones left out (buildPassages).
    payload.find({ collection: 'blogs', ...asVisitor, sort: '-publishedAt', limit: 1000 }),
    listOpenOpenings(),
    listStoredFaqs(),
    getCareersTexts('en'),
    getTermsDocument('en'),
  ])
  return {
    categories: categories.docs.map(toCategory),
    services: services.docs.map(toSubpage),
    blogs: blogs.docs.map(toBlog),
    roles,
    faqs: faqAudiencesIn(faqAudiences, faqs, 'en').audiences,
    careers: careers.texts,
    terms: terms.document,
  }
}

/**
 * The index for the current content. `synonyms`: the staff's word groups the index reads words with (the curated
 * matcher's: a new list, after an edit of them, rebuilds the index too).
 */
export function siteIndex(payload: Payload, synonyms: WordGroups, now = Date.now()): Promise<PassageIndex> {
  const version = contentVersion() ?? 0
  const cached = holder.current
  if (cached && cached.version === version && cached.synonyms === synonyms && now - cached.builtAt < MAX_AGE_MS) return cached.index
  const entry: Cached = { version, synonyms, builtAt: now, bytes: 0, index: Promise.resolve(null as unknown as PassageIndex) }
  entry.index = loadSiteContent(payload).then((content) => {
    const passages = buildPassages(content)
    entry.bytes = passageBytes(passages)
    return buildPassageIndex(passages, { synonyms })
  })
  holder.current = entry
  // A failed build (database down) must not stick.
  entry.index.catch(() => {
    if (holder.current === entry) holder.current = undefined
  })
  return entry.index
}
