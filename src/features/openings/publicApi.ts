// The feature functions behind GET /api/openings and GET /api/openings/slug/{slug}.
import { refuse, succeed, type Result } from '@/lib/result'

import { normaliseOpeningQuery, openingFacets, pageOfOpenings, type OpeningFacets } from './filter'
import { defaultLocale, translatedLocales } from '@/i18n/locales'
import { messages } from '@/lib/messages'
import { getOpeningBySlug, listOpenOpenings } from './queries'
import type { Opening, OpeningsPage } from './types'

/**
 * A page of open roles for the URL's query; malformed input answers a valid page (like the blog list). With
 * `facets=1` the answer also carries the filters' counts for the query (what /jobs shows beside the filters), so the
 * page needs only its first page of roles in its HTML (docs/caching.md, "Open roles").
 */
export async function findOpenings(params: { get: (name: string) => string | null }): Promise<OpeningsPage & { facets?: OpeningFacets }> {
  // `locale=mr` or `hi`: the roles' title and summary in that language, English where not translated (and `english`
  // names those); any other value, or none, answers in English as before.
  const locale = translatedLocales.find((code) => code === params.get('locale')) ?? defaultLocale
  const roles = await listOpenOpenings(undefined, locale)
  const query = normaliseOpeningQuery(params)
  const page = pageOfOpenings(roles, query)
  return params.get('facets') === '1' ? { ...page, facets: openingFacets(roles, query) } : page
}

/** One role, open or closed (its `status` says which); drafts and unknown slugs are not found. */
export async function findOpening(slug: string): Promise<Result<Opening>> {
  const role = await getOpeningBySlug(slug)
  return role ? succeed(role) : refuse({ status: 404, error: 'not_found', msg: messages.roleNotFound })
}
