// Job search in candidates' words (docs/decisions/openings.md, "Job search"): every word of the search must match a
// whole word of the role, or the start of one ("dev" finds "developer"), never the inside of one ("HR" does not find
// "Kothrud"); a word of five letters or more forgives one typo ("raect" finds "React"), of eight or more two; and
// the phrases candidates use are read as the role's words ("work from home" is a remote role, "fresher" an
// internship or an entry-level role). Pure and client-safe: the /jobs page and GET /api/openings share it.
import { employmentTypeLabel, workModeLabel } from './options'
import type { OpeningSummary } from './types'

/** Phrases (and single words) candidates type, each read as any one of the role words beside it. */
const CANDIDATE_WORDS: readonly (readonly [string, readonly string[]])[] = [
  ['work from home', ['remote']],
  ['wfh', ['remote']],
  ['from home', ['remote']],
  ['online', ['remote']],
  ['fresher', ['internship', 'intern', 'micro', 'entry', 'junior', 'trainee', 'graduate', 'campus']],
  ['freshers', ['internship', 'intern', 'micro', 'entry', 'junior', 'trainee', 'graduate', 'campus']],
  ['entry level', ['internship', 'intern', 'micro', 'entry', 'junior', 'trainee', 'graduate', 'campus']],
  ['no experience', ['internship', 'intern', 'micro', 'entry', 'junior', 'trainee', 'graduate', 'campus']],
  ['part time', ['part']],
  ['full time', ['full']],
  ['returnship', ['return']],
  ['women returners', ['return']],
]

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}+#]+/gu) ?? []

/** Each role's words, kept while the role object lives (the cached list is filtered several times per request). */
const wordsOfRole = new WeakMap<OpeningSummary, Set<string>>()

/** What the search needs of a role: its words, from the fields a candidate can see on its card and page. */
function roleWords(role: OpeningSummary): Set<string> {
  const known = wordsOfRole.get(role)
  if (known) return known
  const text = [
    role.title,
    role.summary,
    role.pillar.name,
    role.service?.title,
    role.location,
    role.employer.name,
    employmentTypeLabel(role.employmentType),
    workModeLabel(role.workMode),
    ...role.skills,
  ]
    .filter(Boolean)
    .join(' ')
  const found = new Set(words(text))
  wordsOfRole.set(role, found)
  return found
}

/** Optimal string alignment distance (a transposition counts once), stopping early past `limit`. */
function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j
  for (let i = 1; i <= a.length; i += 1) {
    let best = Infinity
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1)
      rows[i][j] = value
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
  }
  return rows[a.length][b.length]
}

const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0)

/** One searched word against the role's words: the same word, the start of one, or (if long enough) one typo away. */
function wordMatches(word: string, role: Set<string>): boolean {
  if (role.has(word)) return true
  const typos = typosAllowed(word)
  for (const candidate of role) {
    if (candidate.startsWith(word)) return true
    if (typos && typoDistance(word, candidate, typos) <= typos) return true
  }
  return false
}

/** The search as alternatives per position: each is matched when any one of its words is. */
export function searchTerms(search: string): string[][] {
  let text = ` ${words(search).join(' ')} `
  const terms: string[][] = []
  for (const [phrase, meaning] of CANDIDATE_WORDS) {
    if (text.includes(` ${phrase} `)) {
      terms.push([...meaning])
      text = text.replace(` ${phrase} `, ' ')
    }
  }
  for (const word of text.split(' ').filter(Boolean)) terms.push([word])
  return terms
}

let lastSearch: { search: string; terms: string[][] } | null = null

/** Whether a role answers the search: every term matches one of the role's words. */
export function roleMatchesSearch(role: OpeningSummary, search: string): boolean {
  // One list is filtered with the same search for every role: its terms are worked out once.
  if (lastSearch?.search !== search) lastSearch = { search, terms: searchTerms(search) }
  const known = roleWords(role)
  return lastSearch.terms.every((alternatives) => alternatives.some((word) => wordMatches(word, known)))
}
