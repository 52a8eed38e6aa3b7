// Query bounds (docs/security.md, "Every `/cms-api` query is bounded before the database"): the size limits of a /cms-api query (src/cms/query/queryBounds.ts), the error serializer that keeps
// a failed query's SQL and values out of the log (server/log.mjs), and item 2's rule of which renderings Next's cache
// keeps (server/nextCacheHandler.mjs).
import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { QUERY_BOUNDS, queryBoundsProblem } from '@/cms/query/queryBounds'

import { loggerOptions, serializeError, WITHHELD_QUERY } from '../../server/log.mjs'
import { isNotFoundRendering } from '../../server/nextCacheHandler.mjs'

const words = (count: number, word = 'w') => Array.from({ length: count }, (_, index) => `${word}${index}`).join(' ')
const values = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1))

describe('query bounds', () => {
  it('accepts what the admin and the staff screens send, up to each limit', () => {
    expect(queryBoundsProblem({})).toBeNull()
    expect(queryBoundsProblem(undefined)).toBeNull()
    expect(queryBoundsProblem({ where: { title: { like: words(20) } }, page: 3, limit: 100, sort: ['-createdAt', 'title'] })).toBeNull()
    expect(queryBoundsProblem({ where: { id: { in: values(500) } }, limit: 0, page: 100_000 })).toBeNull()
    expect(queryBoundsProblem({ where: { id: { in: values(500).join(',') } }, page: '2', limit: '25', sort: 'a,b,c,d,e' })).toBeNull()
    expect(
      queryBoundsProblem({ where: { or: [{ title: { contains: 'x'.repeat(500) } }, { and: [{ slug: { equals: 'a' } }] }] } }),
    ).toBeNull()
    expect(queryBoundsProblem({ page: '', limit: '' })).toBeNull()
    const fifty = Array.from({ length: 50 }, (_, index) => ({ [`field${index}`]: { equals: 'x' } }))
    expect(queryBoundsProblem({ where: { and: fifty } })).toBeNull()
  })

  it('names the part and the limit, never a value', () => {
    const cases: Array<[query: Record<string, unknown>, reason: string]> = [
      [{ where: { title: { like: words(1100, 'secret') } } }, 'where[title][like]: at most 20 words'],
      [{ where: { title: { not_like: words(21) } } }, 'where[title][not_like]: at most 20 words'],
      [{ where: { title: { contains: 'secret'.repeat(40_000) } } }, 'where[title][contains]: at most 500 characters'],
      [{ where: { email: { equals: 'a'.repeat(501) } } }, 'where[email][equals]: at most 500 characters'],
      [{ where: { id: { in: values(40_000).join(',') } } }, 'where[id][in]: at most 500 values'],
      [{ where: { title: { equals: 'secret\u0000x' } } }, 'where[title][equals]: no NUL characters'],
      [{ where: { title: { like: 'secret\u0000' } } }, 'where[title][like]: no NUL characters'],
      [{ where: { slug: { in: ['a', 'secret\u0000'] } } }, 'where[slug][in]: no NUL characters'],
      [{ where: { id: { not_in: values(501) } } }, 'where[id][not_in]: at most 500 values'],
      [{ where: { tags: { all: values(501) } } }, 'where[tags][all]: at most 500 values'],
      [{ where: { or: Array.from({ length: 51 }, () => ({ title: { equals: 'x' } })) } }, 'where: at most 50 conditions'],
      [{ where: { or: Array.from({ length: 3 }, () => ({ id: { in: values(400) } })) } }, 'where: at most 1,000 words and values in all'],
      [
        { where: { or: Array.from({ length: 20 }, () => ({ title: { like: words(2000) } })) } },
        'where[or][19][title][like]: at most 20 words',
      ],
      [{ page: '99999999999999999999' }, 'page: a whole number from 1 to 100,000'],
      [{ page: 1e20 }, 'page: a whole number from 1 to 100,000'],
      [{ page: 'abc' }, 'page: a whole number from 1 to 100,000'],
      [{ page: 0 }, 'page: a whole number from 1 to 100,000'],
      [{ limit: -1 }, 'limit: a whole number from 0 to 1,000'],
      [{ limit: 1.5 }, 'limit: a whole number from 0 to 1,000'],
      [{ limit: 100_000 }, 'limit: a whole number from 0 to 1,000'],
      [{ sort: Array(2000).fill('title') }, 'sort: at most 5 fields'],
      [{ sort: Array(6).fill('title').join(',') }, 'sort: at most 5 fields'],
      [{ sort: ['x'.repeat(101)] }, 'sort: a field name of at most 100 characters'],
      [{ where: { ['secret'.repeat(20)]: { equals: 'x' } } }, 'where: a field path of at most 100 characters'],
      [{ joins: { applications: { where: { title: { like: words(21) } } } } }, 'joins[applications][where][title][like]: at most 20 words'],
      [{ joins: { applications: { limit: 5000 } } }, 'joins[applications][limit]: a whole number from 0 to 1,000'],
    ]
    for (const [query, reason] of cases) {
      const problem = queryBoundsProblem(query)
      expect(problem, reason).toBe(reason)
      expect(problem).not.toContain('secret')
    }
  })

  it('limits how deep and/or branches nest, without recursion', () => {
    let where: Record<string, unknown> = { title: { equals: 'x' } }
    for (let depth = 0; depth < 5; depth++) where = { or: [where] }
    expect(queryBoundsProblem({ where })).toBeNull()
    expect(queryBoundsProblem({ where: { and: [where] } })).toBe(
      'where[and][0][or][0][or][0][or][0][or][0]: "and" and "or" nested at most 5 deep',
    )
    // A JSON `where` nested 100,000 deep (Payload parses `where={…}` as JSON) is refused, not a stack overflow.
    let deep: Record<string, unknown> = {}
    for (let depth = 0; depth < 100_000; depth++) deep = { or: [deep] }
    expect(queryBoundsProblem({ where: deep })).toMatch(/nested at most 5 deep$/)
  })

  it('counts qs objects (lists past qs arrayLimit) like lists', () => {
    const asObject = Object.fromEntries(values(600).map((value, index) => [String(index + 1001), value]))
    expect(queryBoundsProblem({ where: { id: { in: asObject } } })).toBe('where[id][in]: at most 500 values')
    expect(
      queryBoundsProblem({
        where: { or: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(1001 + i), { a: { equals: 1 } }])) },
      }),
    ).toBe('where: at most 50 conditions')
  })

  it('has the limits the README lists', () => {
    expect(QUERY_BOUNDS).toEqual({
      wordsPerMatch: 20,
      valuesPerList: 500,
      valueLength: 500,
      conditions: 50,
      terms: 1000,
      nesting: 5,
      pathLength: 100,
      sortKeys: 5,
      maxPage: 100_000,
      maxLimit: 1000,
    })
  })
})

/** drizzle-orm's DrizzleQueryError (drizzle-orm/errors.js, the adapters' own dependency): query and values in the message. */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    cause?: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${String(params)}`, { cause })
  }
}

function capture() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: pino({ ...loggerOptions, level: 'info' }, destination), lines }
}

describe('error log lines of a failed query', () => {
  const sql = `select "id", "title" from "openings" where ("title" like ? and "title" like ?) limit ?`
  const personal = ['%priya.sharma@example.in%', '%9876543210%', 10]

  it('keep the error and the database reason, without the SQL text or the values', () => {
    const sqlite = new DrizzleQueryError(
      sql,
      personal,
      Object.assign(new Error('SQLITE_ERROR: too many SQL variables'), { code: 'SQLITE_ERROR' }),
    )
    const { logger, lines } = capture()
    logger.error({ err: sqlite }, 'request failed: GET /cms-api/x')
    expect(lines).toHaveLength(1)
    const line = lines[0]
    const entry = JSON.parse(line) as { level: number; err: { message: string; stack: string; type: string } }
    expect(entry.level).toBe(50)
    expect(entry.err.message).toBe(`${WITHHELD_QUERY}: SQLITE_ERROR: too many SQL variables`)
    expect(entry.err.stack).toContain(WITHHELD_QUERY)
    expect(entry.err.stack).toContain('caused by: Error: SQLITE_ERROR: too many SQL variables')
    for (const leaked of ['priya', '9876543210', 'select', 'openings', '"title"']) expect(line).not.toContain(leaked)
  })

  it("drop PostgreSQL's quoted values and details, and cut a long message", () => {
    const pg = Object.assign(new Error('invalid input syntax for type integer: "priya.sharma@example.in"'), {
      code: '22P02',
      detail: 'Key (email)=(priya.sharma@example.in) already exists.',
    })
    const serialized = serializeError(new DrizzleQueryError(sql, personal, pg)) as Record<string, unknown>
    expect(serialized.message).toBe(`${WITHHELD_QUERY}: invalid input syntax for type integer: "…"`)
    expect(JSON.stringify(serialized)).not.toContain('priya')
    expect(serialized).not.toHaveProperty('query')
    expect(serialized).not.toHaveProperty('params')
    const long = serializeError(new Error('x'.repeat(200_000))) as { message: string; stack: string }
    expect(long.message.length).toBeLessThan(1100)
    expect(long.stack.length).toBeLessThan(4100)
  })

  it('leave other errors as pino writes them', () => {
    const serialized = serializeError(new Error('database exploded "here"')) as { message: string; type: string }
    expect(serialized).toMatchObject({ type: 'Error', message: 'database exploded "here"' })
  })
})

describe("Next's cache of rendered pages", () => {
  it('keeps every rendering but a 404', () => {
    expect(isNotFoundRendering({ kind: 'APP_PAGE', status: 404 })).toBe(true)
    expect(isNotFoundRendering({ kind: 'PAGES', status: 404 })).toBe(true)
    expect(isNotFoundRendering({ kind: 'APP_PAGE', status: 200 })).toBe(false)
    expect(isNotFoundRendering({ kind: 'APP_PAGE' })).toBe(false)
    expect(isNotFoundRendering({ kind: 'FETCH', data: { status: 404 } })).toBe(false)
    expect(isNotFoundRendering({ kind: 'APP_ROUTE', status: 404 })).toBe(false)
    expect(isNotFoundRendering(null)).toBe(false)
  })
})
