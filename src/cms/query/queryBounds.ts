// How large a query to Payload's REST API (/cms-api) may be. Payload runs what it is given: the SQL adapters make one
// LIKE term per word of a `like` value and one bound variable per value of an `in` list, and nothing else bounds a
// query, so one request could answer 500 ("too many SQL variables", "pattern too complex", "datatype mismatch"), write
// its whole query into the log, or exhaust the heap. These rules say 400 first, naming the limit but never a value.

/** The limits; each is far above what the admin and the staff screens send (README "Security"). */
export const QUERY_BOUNDS = {
  /** Words of one `like`/`not_like` value (the adapters split it at each space: one LIKE term per word). */
  wordsPerMatch: 20,
  /** Values of one `in`/`not_in`/`all` list (or a hasMany `contains` list): one bound variable each. */
  valuesPerList: 500,
  /** Characters of any one value (a LIKE pattern included; SQLite refuses patterns over 50,000 bytes). */
  valueLength: 500,
  /** Comparisons (`where[field][operator]`) in one query, `and`/`or` branches included. */
  conditions: 50,
  /** Words and list values of all comparisons together: bound variables of the one SQL statement. */
  terms: 1000,
  /** `and`/`or` inside `and`/`or`. */
  nesting: 5,
  /** Characters of a field path (`where[<path>]`, a sort key). */
  pathLength: 100,
  /** Fields to sort by. */
  sortKeys: 5,
  /** `page`: a whole number from 1 (offsets stay far inside the databases' integer range). */
  maxPage: 100_000,
  /** `limit`: a whole number from 0 (Payload's "no limit", used by the admin's bulk actions). */
  maxLimit: 1000,
} as const

const MATCH_WORDS = new Set(['like', 'not_like'])
const LISTS = new Set(['in', 'not_in', 'all'])

const count = (value: number) => value.toLocaleString('en-US')

/** Words as the adapters split them: at each single space (empty words included: each is a LIKE term). */
const wordCount = (value: string) => value.split(' ').length

/** An `in` value as the adapters read it: an array as is, a text at its commas. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[]
  if (typeof value === 'string') return value.split(',')
  if (value && typeof value === 'object') return Object.values(value)
  return [value]
}

/** A path in a message: the field as sent, unless it is itself too long to repeat. */
const named = (prefix: string, path: string) => (path.length <= QUERY_BOUNDS.pathLength ? `${prefix}[${path}]` : prefix)

class Tally {
  conditions = 0
  terms = 0
}

class BoundsProblem extends Error {}

function checkValueLength(value: unknown, where: string) {
  if (typeof value !== 'string') return
  if (value.length > QUERY_BOUNDS.valueLength) throw new BoundsProblem(`${where}: at most ${count(QUERY_BOUNDS.valueLength)} characters`)
  // PostgreSQL cannot hold a NUL character in text ("invalid byte sequence", a 500); no stored text contains one.
  if (value.includes('\u0000')) throw new BoundsProblem(`${where}: no NUL characters`)
}

/** One comparison: `where[path][operator] = value`. */
function checkComparison(operator: string, value: unknown, where: string, tally: Tally) {
  tally.conditions += 1
  if (tally.conditions > QUERY_BOUNDS.conditions) throw new BoundsProblem(`where: at most ${count(QUERY_BOUNDS.conditions)} conditions`)
  let terms = 1
  if (MATCH_WORDS.has(operator) && typeof value === 'string') {
    terms = wordCount(value)
    if (terms > QUERY_BOUNDS.wordsPerMatch) throw new BoundsProblem(`${where}: at most ${count(QUERY_BOUNDS.wordsPerMatch)} words`)
    checkValueLength(value, where)
  } else if (LISTS.has(operator) || Array.isArray(value) || (value && typeof value === 'object')) {
    const values = listOf(value)
    terms = values.length
    if (terms > QUERY_BOUNDS.valuesPerList) throw new BoundsProblem(`${where}: at most ${count(QUERY_BOUNDS.valuesPerList)} values`)
    for (const each of values) {
      if (each && typeof each === 'object') throw new BoundsProblem(`${where}: needs plain values`)
      checkValueLength(each, where)
    }
  } else {
    checkValueLength(value, where)
  }
  tally.terms += terms
  if (tally.terms > QUERY_BOUNDS.terms) throw new BoundsProblem(`where: at most ${count(QUERY_BOUNDS.terms)} words and values in all`)
}

/** Walks a `where` (and/or branches, field paths, operators) without recursion, counting as it goes. */
function checkWhere(root: unknown, prefix: string, tally: Tally) {
  const pending: Array<{ node: unknown; prefix: string; depth: number }> = [{ node: root, prefix, depth: 0 }]
  while (pending.length) {
    const { node, prefix: at, depth } = pending.pop() as (typeof pending)[number]
    if (!node || typeof node !== 'object') continue
    for (const [path, constraint] of Object.entries(node as Record<string, unknown>)) {
      if (path.length > QUERY_BOUNDS.pathLength) {
        throw new BoundsProblem(`${at}: a field path of at most ${count(QUERY_BOUNDS.pathLength)} characters`)
      }
      if (['and', 'or'].includes(path.toLowerCase())) {
        if (depth + 1 > QUERY_BOUNDS.nesting) throw new BoundsProblem(`${at}: "and" and "or" nested at most ${QUERY_BOUNDS.nesting} deep`)
        if (constraint && typeof constraint === 'object') {
          for (const [index, branch] of Object.entries(constraint as Record<string, unknown>)) {
            pending.push({ node: branch, prefix: `${at}[${path}]${index.length <= 6 ? `[${index}]` : ''}`, depth: depth + 1 })
          }
        }
        continue
      }
      if (!constraint || typeof constraint !== 'object' || Array.isArray(constraint)) {
        // Not an operator object: Payload refuses it itself, but it still counts.
        checkComparison('equals', constraint, named(at, path), tally)
        continue
      }
      for (const [operator, value] of Object.entries(constraint as Record<string, unknown>)) {
        const where = operator.length <= 30 ? `${named(at, path)}[${operator}]` : named(at, path)
        checkComparison(operator, value, where, tally)
      }
    }
  }
}

function checkSort(sort: unknown, name: string) {
  if (sort === undefined || sort === null || sort === '') return
  const keys = Array.isArray(sort) ? (sort as unknown[]) : typeof sort === 'string' ? sort.split(',') : [sort]
  if (keys.length > QUERY_BOUNDS.sortKeys) throw new BoundsProblem(`${name}: at most ${QUERY_BOUNDS.sortKeys} fields`)
  for (const key of keys) {
    if (typeof key !== 'string') throw new BoundsProblem(`${name}: field names only`)
    if (key.length > QUERY_BOUNDS.pathLength)
      throw new BoundsProblem(`${name}: a field name of at most ${count(QUERY_BOUNDS.pathLength)} characters`)
  }
}

/** A whole number in [min, max], as a number or its decimal digits; absent or empty passes. */
function checkWholeNumber(value: unknown, name: string, min: number, max: number) {
  if (value === undefined || value === null || value === '') return
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new BoundsProblem(`${name}: a whole number from ${min} to ${count(max)}`)
  }
}

type Query = Record<string, unknown>

/**
 * Why this REST query (Payload's parsed query string: where, sort, page, limit, and the same inside `joins`) is too
 * large to run, or null when it is not. The reason names the part and the limit, never a value.
 */
export function queryBoundsProblem(query: unknown): string | null {
  if (!query || typeof query !== 'object') return null
  const { where, sort, page, limit, joins } = query as Query
  const tally = new Tally()
  try {
    checkWholeNumber(page, 'page', 1, QUERY_BOUNDS.maxPage)
    checkWholeNumber(limit, 'limit', 0, QUERY_BOUNDS.maxLimit)
    checkSort(sort, 'sort')
    checkWhere(where, 'where', tally)
    if (joins && typeof joins === 'object') {
      const entries = Object.entries(joins as Query)
      if (entries.length > QUERY_BOUNDS.conditions) throw new BoundsProblem(`joins: at most ${count(QUERY_BOUNDS.conditions)} fields`)
      for (const [field, join] of entries) {
        if (!join || typeof join !== 'object') continue
        const name = named('joins', field)
        const { where: joinWhere, sort: joinSort, page: joinPage, limit: joinLimit } = join as Query
        checkWholeNumber(joinPage, `${name}[page]`, 1, QUERY_BOUNDS.maxPage)
        checkWholeNumber(joinLimit, `${name}[limit]`, 0, QUERY_BOUNDS.maxLimit)
        checkSort(joinSort, `${name}[sort]`)
        checkWhere(joinWhere, `${name}[where]`, tally)
      }
    }
  } catch (error) {
    if (error instanceof BoundsProblem) return error.message
    throw error
  }
  return null
}
