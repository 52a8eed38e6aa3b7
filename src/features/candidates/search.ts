// The talent pool's search (docs/decisions/talent-pool.md, "Search"), one function for both databases: free text over
// a candidate's name, headline, skills, location, tags, timeline notes and resume texts, and filters on the profile,
// the applications and the owner, all in SQL. The words live in `candidate_search`, kept by triggers
// (src/migrations/candidateSearch.ts): SQLite's FTS5 table, PostgreSQL's tsvector with a GIN index. Every word typed
// must begin a word of the candidate (a word of one or two characters must be one), in any order. Results are sorted by relevance
// (a word in the name or skills weighs more than one in the headline, the location or tags, which weigh more than one
// in a note or a resume), then by recency (the latest application, or when the profile was added). No candidate is
// loaded to be filtered in memory: only the page's candidates are read, to say which of their words matched.
import type { Payload } from 'payload'

import { isPostgres, rawQuery } from '@/lib/rawQuery'
import { WORK_MODES, type WorkMode } from '@/features/openings/options'
import { STAGES, stageLabel, type Stage } from '@/features/pipeline/stages'

const CANDIDATE_PAGE_SIZE = 25

/** At most this many words of a search are used. */
const MAX_TERMS = 8
const MAX_SKILLS = 10

/** "Applied within": a value, its label, and where that period starts. */
export const APPLIED_WITHIN = [
  { value: '30d', label: 'The last 30 days', since: (now: Date) => new Date(now.getTime() - 30 * 86_400_000) },
  { value: '6m', label: 'The last 6 months', since: (now: Date) => monthsBefore(now, 6) },
  { value: '1y', label: 'The last year', since: (now: Date) => monthsBefore(now, 12) },
] as const

type AppliedWithin = (typeof APPLIED_WITHIN)[number]['value']

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

export type CandidateSearch = {
  q: string
  /** Every one of these skills (case aside). */
  skills: string[]
  minYears: number | null
  maxYears: number | null
  /** Part of the candidate's location, case aside ("pune" finds "Aundh, Pune"). */
  location: string
  maxNoticeDays: number | null
  workMode: WorkMode | null
  /** At this stage in at least one role (or the general application). */
  stage: Stage | null
  tag: string
  /** A staff member's id, "mine" (the staff member searching) or "none" (nobody). */
  owner: number | 'mine' | 'none' | null
  appliedWithin: AppliedWithin | null
  page: number
}

export const emptyCandidateSearch = (): CandidateSearch => ({
  q: '',
  skills: [],
  minYears: null,
  maxYears: null,
  location: '',
  maxNoticeDays: null,
  workMode: null,
  stage: null,
  tag: '',
  owner: null,
  appliedWithin: null,
  page: 1,
})

type Params = URLSearchParams | Record<string, string | string[] | undefined> | undefined

function values(params: Params, name: string): string[] {
  if (!params) return []
  if (params instanceof URLSearchParams) return params.getAll(name)
  const value = params[name]
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

const first = (params: Params, name: string) => values(params, name)[0]?.trim() ?? ''

/** A number from 0 to `max` with at most one decimal (years), or a whole number (`whole`); null when not one. */
function number(text: string, max: number, whole = false): number | null {
  if (!(whole ? /^\d{1,4}$/ : /^\d{1,4}(\.\d{1,2})?$/).test(text)) return null
  const value = Number(text)
  return value <= max ? value : null
}

export type ParsedSearch = { ok: true; search: CandidateSearch } | { ok: false; message: string }

/**
 * The search in an address (the endpoint's query string, the admin view's, a saved search's). Empty fields are
 * left out; anything else that is not a valid value is refused with a message staff can act on.
 */
export function parseCandidateSearch(params: Params): ParsedSearch {
  const search = emptyCandidateSearch()
  const refuse = (message: string): ParsedSearch => ({ ok: false, message })

  search.q = first(params, 'q')
  if (search.q.length > 200) return refuse('The search can have up to 200 characters.')

  const skills = values(params, 'skills')
    .flatMap((value) => value.split(','))
    .map((skill) => skill.trim())
    .filter(Boolean)
  // Each skill once, as first written.
  const byKey = new Map<string, string>()
  for (const skill of skills) if (!byKey.has(skill.toLowerCase())) byKey.set(skill.toLowerCase(), skill)
  search.skills = [...byKey.values()]
  if (search.skills.length > MAX_SKILLS) return refuse(`Choose up to ${MAX_SKILLS} skills.`)
  if (search.skills.some((skill) => skill.length > 100)) return refuse('A skill can have up to 100 characters.')

  for (const [name, label] of [
    ['minYears', 'Minimum'],
    ['maxYears', 'Maximum'],
  ] as const) {
    const text = first(params, name)
    if (!text) continue
    const value = number(text, 60)
    if (value === null) return refuse(`${label} years of experience must be a number from 0 to 60.`)
    search[name] = value
  }
  if (search.minYears !== null && search.maxYears !== null && search.minYears > search.maxYears)
    return refuse('The minimum years of experience must not be more than the maximum.')

  search.location = first(params, 'location')
  if (search.location.length > 100) return refuse('The location can have up to 100 characters.')

  const notice = first(params, 'maxNoticeDays')
  if (notice) {
    search.maxNoticeDays = number(notice, 365, true)
    if (search.maxNoticeDays === null) return refuse('The notice period must be a whole number of days from 0 to 365.')
  }

  const workMode = first(params, 'workMode')
  if (workMode) {
    const mode = WORK_MODES.find((entry) => entry.value === workMode)
    if (!mode) return refuse(`The work mode must be one of: ${WORK_MODES.map((entry) => entry.value).join(', ')}.`)
    search.workMode = mode.value
  }

  const stage = first(params, 'stage')
  if (stage) {
    const found = STAGES.find((entry) => entry === stage)
    if (!found) return refuse(`The stage must be one of: ${STAGES.join(', ')}.`)
    search.stage = found
  }

  search.tag = first(params, 'tag')
  if (search.tag.length > 60) return refuse('A tag can have up to 60 characters.')

  const owner = first(params, 'owner')
  if (owner) {
    if (owner === 'mine' || owner === 'none') search.owner = owner
    else if (/^[1-9]\d{0,8}$/.test(owner)) search.owner = Number(owner)
    else return refuse('The owner must be a staff member, "mine" or "none".')
  }

  const within = first(params, 'appliedWithin')
  if (within) {
    const found = APPLIED_WITHIN.find((entry) => entry.value === within)
    if (!found) return refuse(`"Applied within" must be one of: ${APPLIED_WITHIN.map((entry) => entry.value).join(', ')}.`)
    search.appliedWithin = found.value
  }

  const page = first(params, 'page')
  if (page) {
    if (!/^[1-9]\d{0,5}$/.test(page)) return refuse('The page must be a whole number from 1.')
    search.page = Number(page)
  }
  return { ok: true, search }
}

/** The search as an address's query string (page 1 and empty fields left out): what a saved search keeps. */
export function candidateSearchQuery(search: CandidateSearch, { withPage = false } = {}): string {
  const query = new URLSearchParams()
  if (search.q) query.set('q', search.q)
  if (search.skills.length) query.set('skills', search.skills.join(','))
  if (search.minYears !== null) query.set('minYears', String(search.minYears))
  if (search.maxYears !== null) query.set('maxYears', String(search.maxYears))
  if (search.location) query.set('location', search.location)
  if (search.maxNoticeDays !== null) query.set('maxNoticeDays', String(search.maxNoticeDays))
  if (search.workMode) query.set('workMode', search.workMode)
  if (search.stage) query.set('stage', search.stage)
  if (search.tag) query.set('tag', search.tag)
  if (search.owner !== null) query.set('owner', String(search.owner))
  if (search.appliedWithin) query.set('appliedWithin', search.appliedWithin)
  if (withPage && search.page > 1) query.set('page', String(search.page))
  return query.toString()
}

/** Folds a word as SQLite's search table does: lower case, accents of Latin letters off (other scripts' marks kept). */
export const foldWord = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()

const WORD = /[\p{L}\p{N}\p{M}]+/gu

/** The words to look for: lower case, split at anything not a letter or digit, each once. */
export function candidateSearchTerms(q: string): string[] {
  const text = q.normalize('NFKC').toLowerCase()
  return [...new Set(text.match(WORD) ?? [])].slice(0, MAX_TERMS)
}

/**
 * A word of three characters or more is looked for as the start of a word ("dev" finds "developer"); one or two
 * characters as a whole word ("go", "js", "bi" of "Power BI"): as the start of a word they would match most of the pool.
 */
const prefix = (term: string) => term.length > 2

/** Whether `word` (as written) is one the search found for `term`. */
const wordMatches = (word: string, term: string) =>
  prefix(term) ? foldWord(word).startsWith(foldWord(term)) : foldWord(word) === foldWord(term)

export type CandidateHit = {
  id: number
  name: string
  headline: string | null
  skills: string[]
  yearsExperience: number | null
  location: string | null
  /** The candidate's words the search found (as written, each once), for highlighting. */
  matched: string[]
  /** Where in a note or resume a word was found, when it is not in the name, headline, skills, location or tags. */
  excerpt: string | null
}

export type CandidateResults = { docs: CandidateHit[]; totalDocs: number; page: number; totalPages: number }

/** SQLite's bm25 weights per column of candidate_search (name, headline, skills, location, tags, notes, resume). */
const SQLITE_WEIGHTS = '10.0, 4.0, 8.0, 2.0, 2.0, 1.0, 0.5'

type Param = (value: unknown) => string

/** A query's parameters: `param` adds one and returns its placeholder ($n). */
function parameters() {
  const params: unknown[] = []
  const param: Param = (value) => {
    params.push(value)
    return `$${params.length}`
  }
  return { params, param }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * The filters' conditions on the candidate whose id is `id`, its row `c` of candidates and its recency row `r`;
 * `profile` says whether any reads `c` (else the candidates table is joined only for the page's rows).
 */
function filterConditions(search: CandidateSearch, staffId: number, now: Date, param: Param, id = 'c.id') {
  const where: string[] = []
  let profile = false
  const onProfile = (condition: string) => {
    profile = true
    where.push(condition)
  }
  for (const skill of search.skills)
    where.push(
      `${id} IN (SELECT t.parent_id FROM candidates_texts t WHERE t.path = 'skills' AND lower(t.text) = ${param(skill.toLowerCase())})`,
    )
  if (search.minYears !== null) onProfile(`c.years_experience >= ${param(search.minYears)}`)
  if (search.maxYears !== null) onProfile(`c.years_experience <= ${param(search.maxYears)}`)
  if (search.location) onProfile(`lower(c.location) LIKE ${param(`%${escapeLike(search.location.toLowerCase())}%`)} ESCAPE '\\'`)
  if (search.maxNoticeDays !== null) onProfile(`c.notice_days <= ${param(search.maxNoticeDays)}`)
  if (search.workMode) where.push(`${id} IN (SELECT w.parent_id FROM candidates_work_modes w WHERE w.value = ${param(search.workMode)})`)
  if (search.stage)
    where.push(`${id} IN (SELECT a.candidate_id FROM talent_applications a WHERE a.stage = ${param(search.stage)} AND a.spam = false)`)
  if (search.tag)
    where.push(
      `${id} IN (SELECT t.parent_id FROM candidates_texts t WHERE t.path = 'tags' AND lower(t.text) = ${param(search.tag.toLowerCase())})`,
    )
  if (search.owner === 'none') onProfile('c.assignee_id IS NULL')
  else if (search.owner !== null) onProfile(`c.assignee_id = ${param(search.owner === 'mine' ? staffId : search.owner)}`)
  if (search.appliedWithin) {
    const since = APPLIED_WITHIN.find((entry) => entry.value === search.appliedWithin)!.since(now)
    where.push(`r.last_applied_at >= ${param(since.toISOString())}`)
  }
  return { where, profile }
}

/** The full-text query of `terms` (not empty) in the dialect's own syntax. */
function textQuery(terms: readonly string[], postgres: boolean): string {
  return postgres
    ? terms.map((term) => `'${term}'${prefix(term) ? ':*' : ''}`).join(' & ')
    : terms.map((term) => `"${term}"${prefix(term) ? '*' : ''}`).join(' AND ')
}

const COLUMNS = 'c.id, c.name, c.headline, c.location, c.years_experience'

type Row = Record<string, unknown>

/** The matches of `terms` (ids as `id`), with their score when `scored`, in the dialect's own full-text syntax. */
function matchesSql(terms: readonly string[], param: Param, postgres: boolean, scored: boolean): string {
  const text = param(textQuery(terms, postgres))
  // PostgreSQL: from the GIN index, ranked on the profile's weighted words (src/migrations/candidateSearch.ts).
  if (postgres) return `SELECT id${scored ? ', score' : ''} FROM candidate_matches(CAST(${text} AS tsquery))`
  // SQLite's bm25 can only be read in the FTS table's own query.
  return `SELECT rowid AS id${scored ? `, -bm25(candidate_search, ${SQLITE_WEIGHTS}) AS score` : ''} FROM candidate_search WHERE candidate_search MATCH ${text}`
}

/**
 * The page's candidates in order, and how many match in all: with words or filters one query (the page's ids ranked
 * and limited with the count beside them, then their candidates); with neither the count apart, from the recency
 * table alone, then the page.
 */
async function findPage(payload: Payload, search: CandidateSearch, terms: string[], staffId: number, now: Date) {
  const query = rawQuery(payload)
  const postgres = isPostgres(payload)
  // Without words, a skill (the first) gives the candidates to check, from its index, instead of every candidate.
  const skill = !terms.length && search.skills.length ? search.skills[0] : null
  const driven = terms.length > 0 || skill !== null
  const id = driven ? 'm.id' : 'r.candidate_id'
  /**
   * The query of the matching candidates selecting `columns` (`m` the text matches or the first skill's candidates,
   * `r` their recency, `c` when a filter reads it). The text matches are read first, as a materialized CTE, from the
   * full-text index: SQLite's planner would otherwise run the full-text query once per candidate when a filter looks
   * selective (and bm25 needs the FTS table's own cursor), PostgreSQL's would test every candidate's words in turn
   * to rank the page.
   */
  const matching = (param: Param, columns: string, scored: boolean, tail = '') => {
    const rest = skill ? { ...search, skills: search.skills.slice(1) } : search
    const { where, profile } = filterConditions(rest, staffId, now, param, id)
    const candidates = profile ? ` JOIN candidates c ON c.id = ${id}` : ''
    // Never the candidates the retention rules set aside (features/retention): few, from their own index.
    const conditions = ` WHERE ${[...where, `${id} NOT IN (SELECT q.id FROM candidates q WHERE q.quarantined_at IS NOT NULL)`].join(' AND ')}`
    if (!driven) return { sql: `SELECT ${columns} FROM candidate_recency r${candidates}${conditions}${tail}`, filtered: where.length > 0 }
    const matches = skill
      ? `SELECT DISTINCT t.parent_id AS id, 0 AS score FROM candidates_texts t WHERE t.path = 'skills' AND lower(t.text) = ${param(skill.toLowerCase())}`
      : matchesSql(terms, param, postgres, scored)
    const sql = `WITH m AS MATERIALIZED (${matches}) SELECT ${columns} FROM m JOIN candidate_recency r ON r.candidate_id = m.id${candidates}${conditions}${tail}`
    return { sql, filtered: where.length > 0 || skill !== null }
  }

  const offset = (search.page - 1) * CANDIDATE_PAGE_SIZE
  const order = ` ORDER BY ${terms.length ? 'm.score DESC, ' : ''}r.recent_at DESC, ${id} DESC LIMIT ${CANDIDATE_PAGE_SIZE} OFFSET ${offset}`
  const pageOf = (sql: string, params: unknown[]) =>
    query(
      `SELECT ${COLUMNS}, p.total FROM (${sql}) p JOIN candidates c ON c.id = p.id ORDER BY p.score DESC, p.recent_at DESC, p.id DESC`,
      params,
    )
  const score = terms.length ? 'm.score' : '0'
  const { params, param } = parameters()

  // Filtered, or ranked by words: one pass, the page with the count of every match beside it (ranking reads every
  // match anyway, so counting them apart would read them twice).
  const probe = matching(parameters().param, '1', false)
  if (probe.filtered || terms.length) {
    const page = matching(param, `${id} AS id, ${score} AS score, r.recent_at, COUNT(*) OVER () AS total`, true, order)
    const rows = await pageOf(page.sql, params)
    if (rows.length || search.page === 1) return { rows, total: rows.length ? Number(rows[0].total) : 0 }
    // Past the last page: counted apart.
    const counting = parameters()
    const [count] = await query(matching(counting.param, 'COUNT(*) AS total', false).sql, counting.params)
    return { rows: [], total: Number(count?.total ?? 0) }
  }

  // Nothing to match or filter: counted in the recency table, then the page.
  const counting = parameters()
  const [count] = await query(matching(counting.param, 'COUNT(*) AS total', false).sql, counting.params)
  const total = Number(count?.total ?? 0)
  if (!total || offset >= total) return { rows: [], total }
  const page = matching(param, `${id} AS id, ${score} AS score, r.recent_at, 0 AS total`, true, order)
  return { rows: await pageOf(page.sql, params), total }
}

type Texts = { skills: string[]; tags: string[]; notes: string[]; resume: string[] }

/** The skills and tags of the page's candidates (and, when words were searched, their notes and resume texts). */
async function readTexts(payload: Payload, ids: number[], withLongTexts: boolean): Promise<Map<number, Texts>> {
  const texts = new Map<number, Texts>(ids.map((id) => [id, { skills: [], tags: [], notes: [], resume: [] }]))
  if (!ids.length) return texts
  const { params, param } = parameters()
  const list = ids.map((id) => param(id)).join(', ')
  const parts = [
    `SELECT t.parent_id AS id, t.path AS part, t.text AS text, t."order" AS n FROM candidates_texts t WHERE t.parent_id IN (${list}) AND t.path IN ('skills', 'tags')`,
  ]
  if (withLongTexts)
    parts.push(
      `SELECT a.lead_id AS id, 'notes' AS part, a.text AS text, a.id AS n FROM lead_activity a WHERE a.lead_id IN (${list}) AND CAST(a.lead_collection AS text) = 'candidates' AND CAST(a.type AS text) = 'note'`,
      `SELECT r.candidate_id AS id, 'resume' AS part, r.text AS text, r.id AS n FROM resumes r WHERE r.candidate_id IN (${list}) AND r.text IS NOT NULL`,
    )
  const rows = await rawQuery(payload)(`${parts.join(' UNION ALL ')} ORDER BY 1, 2, 4`, params)
  for (const row of rows) {
    const entry = texts.get(Number(row.id))
    const part = String(row.part) as keyof Texts
    if (entry && entry[part] && typeof row.text === 'string') entry[part].push(row.text)
  }
  return texts
}

const EXCERPT_RADIUS = 80

/** Up to 20 of the candidate's words that the terms found, as written, each once; and an excerpt of a note or resume. */
export function matchedWords(
  terms: readonly string[],
  visible: readonly string[],
  hidden: readonly string[],
): { matched: string[]; excerpt: string | null } {
  if (!terms.length) return { matched: [], excerpt: null }
  const found = new Map<string, string>()
  const collect = (text: string) => {
    for (const word of text.match(WORD) ?? []) {
      if (found.size >= 20) return
      if (!found.has(foldWord(word)) && terms.some((term) => wordMatches(word, term))) found.set(foldWord(word), word)
    }
  }
  for (const text of visible) collect(text)
  const seenInProfile = new Set(found.keys())
  let excerpt: string | null = null
  for (const text of hidden) {
    collect(text)
    if (excerpt) continue
    // The first word found only in this note or resume: a few words either side of it.
    for (const match of text.matchAll(WORD)) {
      const word = match[0]
      if (seenInProfile.has(foldWord(word)) || !terms.some((term) => wordMatches(word, term))) continue
      const start = Math.max(0, (match.index ?? 0) - EXCERPT_RADIUS)
      const end = Math.min(text.length, (match.index ?? 0) + word.length + EXCERPT_RADIUS)
      excerpt = `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`
      break
    }
  }
  return { matched: [...found.values()], excerpt }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)
const numeric = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value))

/**
 * One page of the candidates matching `search`, for the staff member `staffId` ("mine" is theirs): the matches by
 * relevance then recency (or, without words, by recency), with the words found in each.
 */
export async function searchCandidates(
  payload: Payload,
  search: CandidateSearch,
  staffId: number,
  now = new Date(),
): Promise<CandidateResults> {
  const terms = candidateSearchTerms(search.q)
  // Typed text with no word in it (only punctuation) finds nobody.
  if (search.q && !terms.length) return { docs: [], totalDocs: 0, page: search.page, totalPages: 1 }
  const { rows, total } = await findPage(payload, search, terms, staffId, now)
  const ids = rows.map((row: Row) => Number(row.id))
  const texts = await readTexts(payload, ids, terms.length > 0)
  const docs = rows.map((row: Row): CandidateHit => {
    const id = Number(row.id)
    const own = texts.get(id) ?? { skills: [], tags: [], notes: [], resume: [] }
    const name = text(row.name) ?? ''
    const headline = text(row.headline)
    const location = text(row.location)
    const { matched, excerpt } = matchedWords(
      terms,
      [name, ...own.skills, headline ?? '', location ?? '', ...own.tags],
      [...own.notes, ...own.resume],
    )
    return { id, name, headline, skills: own.skills, yearsExperience: numeric(row.years_experience), location, matched, excerpt }
  })
  return { docs, totalDocs: total, page: search.page, totalPages: Math.max(1, Math.ceil(total / CANDIDATE_PAGE_SIZE)) }
}

/** The search in staff words, e.g. "react · skills: React, Node.js · 3–5 years · Pune", for a saved search's default name. */
export function describeCandidateSearch(search: CandidateSearch): string {
  const parts: string[] = []
  if (search.q) parts.push(`“${search.q}”`)
  if (search.skills.length) parts.push(search.skills.join(', '))
  if (search.minYears !== null && search.maxYears !== null) parts.push(`${search.minYears}–${search.maxYears} years`)
  else if (search.minYears !== null) parts.push(`${search.minYears}+ years`)
  else if (search.maxYears !== null) parts.push(`up to ${search.maxYears} years`)
  if (search.location) parts.push(search.location)
  if (search.maxNoticeDays !== null) parts.push(`notice ≤ ${search.maxNoticeDays} days`)
  if (search.workMode) parts.push(WORK_MODES.find((mode) => mode.value === search.workMode)?.label ?? search.workMode)
  if (search.stage) parts.push(`at ${stageLabel[search.stage]}`)
  if (search.tag) parts.push(`tag ${search.tag}`)
  if (search.appliedWithin)
    parts.push(`applied: ${APPLIED_WITHIN.find((entry) => entry.value === search.appliedWithin)?.label.toLowerCase()}`)
  return parts.join(' · ') || 'Every candidate'
}
