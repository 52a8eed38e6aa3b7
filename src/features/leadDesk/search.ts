// The inbox's search, one function for both databases (see docs/decisions/lead-desk.md, "Inbox paging and search"):
// every word typed must begin a word of the lead's name, e-mail, company or role (a single letter must be one), in
// any order ("Kulkarni Asha" finds Asha Kulkarni), and a phone number matches whatever its formatting ("98220 33445",
// "+91-98220-33445" and "9822033445" find the same lead). The words live in `lead_search`, kept by triggers (src/migrations/leadSearch.ts):
// SQLite's FTS5 table, PostgreSQL's tsvector with a GIN index; spam is left out of it. No row is loaded to be
// filtered in memory.
import type { LeadKind } from './kinds'

/** At most this many words of a search are used. */
const MAX_TERMS = 8

/** A phone number as typed: digits with spaces, dashes, dots, slashes, brackets or a leading plus. */
const PHONE = /^[\d\s()+\-./]+$/

/**
 * The words to look for: lower case, split at anything not a letter or digit; a phone number is its digits as one
 * word (the last ten when longer: the table keeps every phone's last ten digits, so a country code typed or not
 * finds the same lead). Empty: the search can find nothing.
 */
export function searchTerms(search: string): string[] {
  const text = search.normalize('NFKC').toLowerCase().trim()
  const digits = text.replace(/\D/g, '')
  if (PHONE.test(text) && digits.length >= 5) return [digits.length > 10 ? digits.slice(-10) : digits]
  return [...new Set(text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean))].slice(0, MAX_TERMS)
}

/**
 * SQL: the lead `l` of this kind has every one of `terms` (searchTerms, not empty) as the start of one of its words.
 * `param` adds a parameter and returns its placeholder.
 */
export function leadSearchSql(
  kind: LeadKind,
  terms: readonly string[],
  param: (value: unknown) => string,
  postgres: boolean,
  /** Many matches: SQLite should walk the lead table's date index and look each lead up in the matches (`+`
   * keeps it from starting with the matches and sorting them all). */
  many = false,
): string {
  return `${many && !postgres ? '+' : ''}l.id IN (${matchesSql(kind, terms, param, postgres, postgres ? 'lead_id' : 'rowid / 8')})`
}

/** SQL: how many leads of this kind (spam left out: the search table holds no spam) have every one of `terms`. */
export const leadSearchCountSql = (kind: LeadKind, terms: readonly string[], param: (value: unknown) => string, postgres: boolean) =>
  `(${matchesSql(kind, terms, param, postgres, 'COUNT(*)')})`

/** A word of two characters or more is looked for as the start of a word; a single letter or digit only as a whole
 * word ("a" beginning half the leads' words would read most of the search table). */
const prefix = (term: string) => term.length > 1

function matchesSql(kind: LeadKind, terms: readonly string[], param: (value: unknown) => string, postgres: boolean, select: string) {
  if (postgres) {
    const query = param(terms.map((term) => `'${term}'${prefix(term) ? ':*' : ''}`).join(' & '))
    return `SELECT ${select} FROM lead_search WHERE kind = ${kind.searchCode} AND doc @@ CAST(${query} AS tsquery)`
  }
  const query = param(terms.map((term) => `"${term}"${prefix(term) ? '*' : ''}`).join(' AND '))
  return `SELECT ${select} FROM lead_search WHERE lead_search MATCH ${query} AND rowid % 8 = ${kind.searchCode}`
}
