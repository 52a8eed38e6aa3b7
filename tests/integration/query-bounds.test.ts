// Query bounds (docs/security.md, "Every `/cms-api` query is bounded before the database"): no query to Payload's REST API (/cms-api) can take the server down, fill the disk with log lines
// or put what it searched for into the log. Each shape the review sent (a `like` of 1,100 words, 20 `or` branches of
// 2,000 words in an 800 KB read by POST, `page` past any integer, `in` with 40,000 values, `contains` with 200,000
// characters, 2,000 sort keys) answers 400 in Payload's error shape at once, naming the limit; the health check
// answers during and after; the log line is short and holds nothing from the query. Anonymous visitors read nothing
// through /cms-api (the site reads /api), and their reads by POST carry at most 16 KB.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { baseUrl, eventually, staffHeaders } from './helpers'

const serverLog = () => fs.readFileSync(path.join(inject('serverDir'), 'server.log'), 'utf8')

/** A word no other request sends: if it reaches the log, the query did. */
const marker = `qbmark${Date.now().toString(36)}`

type Who = 'anonymous' | 'staff'
type Answer = { status: number; body: Record<string, unknown>; ms: number; health: number }

async function credentials(who: Who): Promise<Record<string, string>> {
  if (who === 'anonymous') return {}
  const { authorization } = await staffHeaders()
  return { authorization }
}

/** Sends one request to /cms-api and, while it runs, asks /api/health; answers both, and how long the request took. */
async function send(request: () => Promise<Response>): Promise<Answer> {
  const started = Date.now()
  const [response, health] = await Promise.all([request(), fetch(`${baseUrl()}/api/health`)])
  const text = await response.text()
  const ms = Date.now() - started
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { text: text.slice(0, 200) }
  }
  return { status: response.status, body, ms, health: health.status }
}

const get = async (who: Who, query: string) =>
  send(async () => fetch(`${baseUrl()}/cms-api/openings?${query}`, { headers: await credentials(who) }))

/** Payload's "read by POST": the query string as a form body, turned back into a GET by Payload. */
const postRead = async (who: Who, query: string) =>
  send(async () =>
    fetch(`${baseUrl()}/cms-api/openings`, {
      method: 'POST',
      headers: {
        ...(await credentials(who)),
        'x-payload-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: query,
    }),
  )

/** `count` words separated by spaces (`+` in a query string); the first is the marker. */
const words = (count: number) => [marker, ...Array<string>(count - 1).fill('a')].join('+')
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',')

const refused = (message: string) => ({ errors: [{ message }] })

/** Every shape the review sent, with the 400 message it now gets. `get`: small enough for a GET (Node takes 16 KB). */
const SHAPES: Array<{ name: string; query: () => string; message: string; get: boolean }> = [
  {
    name: 'a like of 1,100 words',
    query: () => `where[title][like]=${words(1100)}`,
    message: 'where[title][like]: at most 20 words.',
    get: true,
  },
  {
    name: '20 or-branches of 2,000 words (about 800 KB)',
    query: () =>
      Array.from(
        { length: 20 },
        (_, index) => `where[or][${index}][title][like]=${[marker, ...Array<string>(1999).fill('abcdefghijklmnopqrst')].join('+')}`,
      ).join('&'),
    message: 'where[or][19][title][like]: at most 20 words.',
    get: false,
  },
  {
    name: 'page=99999999999999999999',
    query: () => 'page=99999999999999999999',
    message: 'page: a whole number from 1 to 100,000.',
    get: true,
  },
  { name: 'in with 40,000 values', query: () => `where[id][in]=${ids(40_000)}`, message: 'where[id][in]: at most 500 values.', get: false },
  { name: 'in with 2,000 values', query: () => `where[id][in]=${ids(2000)}`, message: 'where[id][in]: at most 500 values.', get: true },
  {
    name: 'contains with 200,000 characters',
    query: () => `where[title][contains]=${marker}${'x'.repeat(200_000)}`,
    message: 'where[title][contains]: at most 500 characters.',
    get: false,
  },
  {
    name: 'contains with 10,000 characters',
    query: () => `where[title][contains]=${marker}${'x'.repeat(10_000)}`,
    message: 'where[title][contains]: at most 500 characters.',
    get: true,
  },
  {
    name: 'sort with 2,000 keys',
    query: () => `sort=${Array<string>(2000).fill('title').join(',')}`,
    message: 'sort: at most 5 fields.',
    get: true,
  },
  { name: 'limit=100000', query: () => 'limit=100000', message: 'limit: a whole number from 0 to 1,000.', get: true },
  // PostgreSQL answered 500 ("invalid byte sequence for encoding UTF8: 0x00").
  {
    name: 'a NUL character',
    query: () => `where[title][equals]=${marker}%00x`,
    message: 'where[title][equals]: no NUL characters.',
    get: true,
  },
  {
    name: '60 conditions',
    query: () => Array.from({ length: 60 }, (_, index) => `where[or][${index}][slug][equals]=${marker}`).join('&'),
    message: 'where: at most 50 conditions.',
    get: true,
  },
]

/** Whoever sends it, a refused query answers at once, and the server goes on answering its health check. */
function expectRefusedAtOnce(answer: Answer, message: string) {
  expect(answer.body).toEqual(refused(message))
  expect(answer.status).toBe(400)
  expect(answer.ms).toBeLessThan(3000)
  expect(answer.health).toBe(200)
}

describe(`Query bounds on /cms-api on ${inject('dbKind')}`, () => {
  it.each(SHAPES.filter((shape) => shape.get).map((shape) => [shape.name, shape] as const))(
    'refuses %s in a GET with 400 at once, anonymous or staff',
    async (_name, shape) => {
      for (const who of ['anonymous', 'staff'] as const) expectRefusedAtOnce(await get(who, shape.query()), shape.message)
    },
  )

  it.each(SHAPES.map((shape) => [shape.name, shape] as const))(
    'refuses %s in a staff read by POST with 400 at once',
    async (_name, shape) => {
      expectRefusedAtOnce(await postRead('staff', shape.query()), shape.message)
    },
  )

  it('takes at most 16 KB in an anonymous read by POST: 413 before Payload reads it', async () => {
    for (const shape of SHAPES.filter(({ query }) => query().length > 16 * 1024)) {
      const answer = await postRead('anonymous', shape.query())
      expect(answer.status, shape.name).toBe(413)
      expect(answer.body).toEqual({ error: 'payload_too_large', msg: 'The request is too large (at most 16 KB here).' })
      expect(answer.health).toBe(200)
    }
    // A small anonymous read by POST reaches Payload, which bounds it like a GET.
    expectRefusedAtOnce(await postRead('anonymous', `where[title][like]=${words(21)}`), 'where[title][like]: at most 20 words.')
  })

  it('answers the health check after every shape, and staff queries within the limits as before', async () => {
    expect((await fetch(`${baseUrl()}/api/health`)).status).toBe(200)
    const within = [
      `where[title][like]=${words(20)}`,
      `where[id][in]=${ids(500)}`,
      'sort=title,-createdAt,id,slug,updatedAt',
      'page=100000',
      'limit=0&depth=0',
      `where[title][contains]=${'x'.repeat(500)}`,
    ]
    for (const query of within) {
      const answer = await get('staff', query)
      expect(answer.status, query).toBe(200)
      expect(answer.body).toHaveProperty('docs')
    }
    // The admin reads long queries by POST: 500 ids in a staff read by POST still work.
    const byPost = await postRead('staff', `where[id][in]=${ids(500)}&depth=0`)
    expect(byPost.status).toBe(200)
  })

  it('logs each refusal as one short line at info, with nothing from the query', async () => {
    const before = serverLog().length
    for (const shape of SHAPES) {
      await postRead('staff', shape.query())
      if (shape.get) await get('anonymous', shape.query())
    }
    await eventually(() => {
      const lines = serverLog().slice(before).split('\n').filter(Boolean)
      const entries = lines.map((line) => JSON.parse(line) as { level: number; status?: number; msg?: string; err?: unknown })
      for (const shape of SHAPES) {
        expect(entries).toContainEqual(expect.objectContaining({ level: 30, status: 400, msg: shape.message }))
      }
      for (const line of lines) {
        expect(line.length).toBeLessThan(2048)
        expect(line).not.toContain(marker)
        expect(line).not.toContain('abcdefghijklmnopqrst')
        expect(line).not.toContain('xxxxxxxxxx')
      }
      expect(entries.filter(({ level }) => level >= 50)).toEqual([])
      return Promise.resolve()
    }, 3000)
  })
})

describe(`Anonymous reads through /cms-api on ${inject('dbKind')}`, () => {
  const forbidden = { errors: [{ message: 'You are not allowed to perform this action.' }] }

  it('are refused: the site reads /api; staff read as before', async () => {
    const staff = await staffHeaders()
    const { docs } = (await (await fetch(`${baseUrl()}/cms-api/openings?limit=1&depth=0`, { headers: staff })).json()) as {
      docs: { id: number }[]
    }
    expect(docs).toHaveLength(1)
    for (const target of [
      '/cms-api/openings',
      `/cms-api/openings/${docs[0].id}`,
      '/cms-api/openings/count',
      '/cms-api/blogs?where[slug][exists]=true',
      '/cms-api/categories?limit=1',
      '/cms-api/media',
    ]) {
      const anonymous = await fetch(`${baseUrl()}${target}`)
      expect(anonymous.status, target).toBe(403)
      expect(await anonymous.json()).toEqual(forbidden)
      // A made-up session cookie is no login either.
      const forged = await fetch(`${baseUrl()}${target}`, { headers: { cookie: 'payload-token=made-up' } })
      expect(forged.status, target).toBe(403)
      expect((await fetch(`${baseUrl()}${target}`, { headers: staff })).status, target).toBe(200)
    }
  })

  it('still serve files, the login state and the public API', async () => {
    const staff = await staffHeaders()
    const media = (await (await fetch(`${baseUrl()}/cms-api/media?limit=1&depth=0`, { headers: staff })).json()) as {
      docs: { url: string }[]
    }
    expect(media.docs.length).toBe(1)
    const file = await fetch(`${baseUrl()}${new URL(media.docs[0].url, baseUrl()).pathname}`)
    expect(file.status).toBe(200)
    expect(await (await fetch(`${baseUrl()}/cms-api/users/me`)).json()).toMatchObject({ user: null })
    expect((await fetch(`${baseUrl()}/api/openings`)).status).toBe(200)
  })
})

describe(`a where given whole as text that is not JSON on ${inject('dbKind')}`, () => {
  it("answers 400 in Payload's shape, to visitors and staff alike, and the health check answers", async () => {
    for (const who of ['anonymous', 'staff'] as const) {
      const headers = await credentials(who)
      const answer = await send(() =>
        fetch(`${baseUrl()}/cms-api/openings?where=${encodeURIComponent(`{"title":{"like":"${marker}`)}`, { headers }),
      )
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ errors: [{ message: 'where: not valid JSON.' }] })
      expect(answer.health).toBe(200)
    }
  })
})
