// The /jobs list and GET /api/openings share one query (the URL's names: page, pillar, type, mode, search) and
// one pure filter over the cached list of roles, so neither a visitor's keystroke nor an API call needs a
// database query. Client-safe: no server imports.
import { OPENINGS_PAGE_SIZE, BLOG_SEARCH_MAX_LENGTH } from '@/lib/constants'

import { EMPLOYMENT_TYPES, WORK_MODES } from './options'
import { roleMatchesSearch } from './search'
import type { OpeningSummary, OpeningsPage } from './types'

export type OpeningQuery = { page: number; pillar: string; type: string; mode: string; search: string }

export const DEFAULT_OPENING_QUERY: OpeningQuery = { page: 1, pillar: '', type: '', mode: '', search: '' }

const oneOf = (value: string, allowed: readonly { value: string }[]) => (allowed.some((item) => item.value === value) ? value : '')

/** Raw query-string values -> a valid query: a bad page is 1, an unknown type or mode is no filter, search is trimmed. */
export function normaliseOpeningQuery(params: { get: (name: string) => string | null }): OpeningQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
    pillar: (params.get('pillar') ?? '').trim().slice(0, 100),
    type: oneOf((params.get('type') ?? '').trim(), EMPLOYMENT_TYPES),
    mode: oneOf((params.get('mode') ?? '').trim(), WORK_MODES),
    search: normaliseOpeningSearch(params.get('search') ?? ''),
  }
}

export const normaliseOpeningSearch = (raw: string) => raw.trim().replace(/\s+/g, ' ').slice(0, BLOG_SEARCH_MAX_LENGTH)

/** Open now: status open and "open until" not yet passed. */
export const isOpenNow = (role: Pick<OpeningSummary, 'status' | 'validThrough'>, now: number) =>
  role.status === 'open' && Date.parse(role.validThrough) > now

type Filter = 'pillar' | 'type' | 'mode'

function matches(role: OpeningSummary, query: OpeningQuery, except?: Filter) {
  if (except !== 'pillar' && query.pillar && role.pillar.slug !== query.pillar && role.pillar._id !== query.pillar) return false
  if (except !== 'type' && query.type && role.employmentType !== query.type) return false
  if (except !== 'mode' && query.mode && role.workMode !== query.mode) return false
  return !query.search || roleMatchesSearch(role, query.search)
}

/** Whether a role matches a query's filters and search (a job alert's search is a query: features/jobAlerts). */
export const roleMatchesQuery = (role: OpeningSummary, query: Omit<OpeningQuery, 'page'>) => matches(role, { ...query, page: 1 })

/** One page of the filtered roles; a page beyond the last is the last page. */
export function pageOfOpenings(roles: OpeningSummary[], query: OpeningQuery): OpeningsPage {
  const matching = roles.filter((role) => matches(role, query))
  const totalPages = Math.max(1, Math.ceil(matching.length / OPENINGS_PAGE_SIZE))
  const currentPage = Math.min(query.page, totalPages)
  const start = (currentPage - 1) * OPENINGS_PAGE_SIZE
  return { openings: matching.slice(start, start + OPENINGS_PAGE_SIZE), currentPage, totalPages, totalOpenings: matching.length }
}

export type FilterCount = { value: string; label: string; count: number }
export type OpeningFacets = { pillar: FilterCount[]; type: FilterCount[]; mode: FilterCount[] }

/**
 * Counts per filter choice, each with the other filters and the search applied (what choosing it would show). Pillars
 * come from the roles themselves, so no pillar without roles is offered.
 */
export function openingFacets(roles: OpeningSummary[], query: OpeningQuery): OpeningFacets {
  const count = (filter: Filter, test: (role: OpeningSummary) => boolean) =>
    roles.filter((role) => matches(role, query, filter) && test(role)).length
  const pillars = new Map<string, string>()
  for (const role of roles) pillars.set(role.pillar.slug || role.pillar._id, role.pillar.name)
  return {
    pillar: [...pillars].map(([value, label]) => ({
      value,
      label,
      count: count('pillar', (role) => (role.pillar.slug || role.pillar._id) === value),
    })),
    type: EMPLOYMENT_TYPES.map(({ value, label }) => ({ value, label, count: count('type', (role) => role.employmentType === value) })),
    mode: WORK_MODES.map(({ value, label }) => ({ value, label, count: count('mode', (role) => role.workMode === value) })),
  }
}

/** Similar open roles: same pillar first, then same employment type, newest first; never the role itself. */
export function similarOpenings(roles: OpeningSummary[], role: Pick<OpeningSummary, '_id' | 'pillar' | 'employmentType'>, limit: number) {
  const score = (other: OpeningSummary) =>
    (other.pillar._id === role.pillar._id ? 2 : 0) + (other.employmentType === role.employmentType ? 1 : 0)
  return roles
    .filter((other) => other._id !== role._id)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other)
}

/** Open at this moment (for server pages, which render when first asked for and again after each CMS change). */
export const isOpenAtRender = (role: Pick<OpeningSummary, 'status' | 'validThrough'>) => isOpenNow(role, Date.now())
