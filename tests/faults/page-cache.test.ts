// The page cache (docs/caching.md) on two production instances with Redis, as behind a load balancer, on PostgreSQL and on one
// shared SQLite file: each keeps prerendered pages in its own in-memory page cache (server/pageCache.mjs); a staff
// edit through one shows on the other's HTML and RSC payload within 1 s; both send the same headers; unknown slugs
// are 404 on both and never kept. Its own databases (test_h2_pagecache, a fresh SQLite file) and ports, so it can run
// beside the other fault tests.
import path from 'node:path'

import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadScriptsAfterFirstPaint } from '../../server/scriptsAfterFirstPaint.mjs'
import { freshDatabase, makeTempDir, REDIS_URL, report, staffAuth, startTestServer, stopAndClean, within, type Instance } from './harness'

const PORT_A = Number(process.env.FAULTS_PAGE_PORT_A || 3517)
const PORT_B = Number(process.env.FAULTS_PAGE_PORT_B || 3518)
const run = `p${Date.now().toString(36)}`

const databases = {
  PostgreSQL: () => freshDatabase(process.env.FAULTS_PAGE_DATABASE || 'test_h2_pagecache'),
  SQLite: () => Promise.resolve(`file:${path.join(makeTempDir('page-sqlite'), 'site.db')}`),
}

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip', ...headers }, redirect: 'manual' })

/** Asks `base` until the answer comes from its page cache. */
async function cachedOn(base: string, path: string, headers: Record<string, string> = {}) {
  let response: Response | undefined
  await within(5000, async () => {
    response = await get(base, path, headers)
    return response.headers.get('x-page-cache') === 'HIT'
  })
  return response as Response
}

/** Headers of one transfer, not of the page: Next compresses with gzip, the page cache answers in brotli when accepted. */
const NOT_THE_PAGE = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'x-page-cache',
  'x-nextjs-cache',
])

describe.each(Object.keys(databases) as Array<keyof typeof databases>)('page cache on two instances (%s, Redis)', (kind) => {
  let a: Instance
  let b: Instance
  const started: Instance[] = []

  beforeAll(async () => {
    const databaseUrl = await databases[kind]()
    const env = { REDIS_URL, PAYLOAD_SECRET: 'page-cache-shared-secret-0123456789abcdefghijklmnop' }
    // One migrates and seeds first, then the second joins (start-up races are cluster.test.ts's subject).
    a = await startTestServer({ name: 'page-a', port: PORT_A, databaseUrl, dir: makeTempDir('page-a'), env, standalone: true })
    started.push(a)
    b = await startTestServer({ name: 'page-b', port: PORT_B, databaseUrl, dir: makeTempDir('page-b'), env, standalone: true })
    started.push(b)
  })

  afterAll(async () => {
    await stopAndClean(started)
  })

  it('send the same headers for the same page from either instance, cached or not', async () => {
    const pageHeaders = (response: Response, skip: string[] = []) =>
      Object.fromEntries([...response.headers].filter(([name]) => !NOT_THE_PAGE.has(name) && !skip.includes(name)))
    for (const page of ['/', '/services', '/blogs', '/blog/ai-in-hiring-where-people-decide', '/category/staffing-recruitment']) {
      // A query string not asked before: the first answer is Next's own, the next ones come from the page cache.
      const path = `${page}?pc=${run}`
      const byInstance = []
      for (const base of [a.url, b.url]) {
        const first = await get(base, path)
        expect(first.status, path).toBe(200)
        expect(first.headers.get('x-page-cache'), path).toBeNull()
        const firstBody = await first.text()
        const repeat = await cachedOn(base, path)
        // Each instance repeats what its Next sent, the scripts loaded after the first paint (so with an ETag of its own).
        expect(pageHeaders(repeat, ['etag']), path).toEqual(pageHeaders(first, ['etag']))
        expect(await repeat.text(), path).toBe(loadScriptsAfterFirstPaint(firstBody))
        byInstance.push(first)
      }
      // The instances render on their own (the ETag is a hash of each one's page); every other header is the same.
      expect(pageHeaders(byInstance[1], ['etag']), path).toEqual(pageHeaders(byInstance[0], ['etag']))
      const headers = pageHeaders(byInstance[0])
      expect(headers['cache-control'], path).toBe('no-cache')
      expect(headers['content-security-policy'], path).toContain("default-src 'self'")
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
    }
  })

  it('answer unknown slugs 404 on both, never from the cache', async () => {
    for (const base of [a.url, b.url]) {
      for (const path of [`/blog/no-such-post-${run}`, `/category/no-such-category-${run}`]) {
        for (let i = 0; i < 3; i++) {
          const response = await get(base, path)
          expect(response.status, path).toBe(404)
          expect(response.headers.get('x-page-cache'), path).toBeNull()
          await response.arrayBuffer()
        }
      }
    }
  })

  it('show an edit made through A on B within 1 s, in the HTML and in the RSC payload', async () => {
    const staff = { ...(await staffAuth(a.url)), 'content-type': 'application/json' }
    const found = await fetch(`${a.url}/cms-api/blogs?depth=0&limit=1&where[slug][equals]=ai-in-hiring-where-people-decide`, {
      headers: staff,
    })
    const post = ((await found.json()) as { docs: Array<{ id: string | number; title: string }> }).docs[0]
    const path = '/blog/ai-in-hiring-where-people-decide'
    const rsc = {
      path: `${path}?_rsc=${await computeCacheBustingSearchParam(undefined, undefined, undefined, undefined)}`,
      headers: { rsc: '1' },
    }
    // B's copies come from its page cache before the edit.
    expect(await (await cachedOn(b.url, path)).text()).toContain(post.title)
    expect(await (await cachedOn(b.url, rsc.path, rsc.headers)).text()).toContain(post.title)

    const title = `${post.title} ${run}`
    const edit = await fetch(`${a.url}/cms-api/blogs/${post.id}`, { method: 'PATCH', headers: staff, body: JSON.stringify({ title }) })
    expect(edit.status).toBe(200)
    try {
      const htmlMs = await within(1000, async () => (await (await get(b.url, path)).text()).includes(title))
      const rscMs = await within(1000, async () => (await (await get(b.url, rsc.path, rsc.headers)).text()).includes(title))
      // B keeps the new page again, and A shows it as well.
      expect(await (await cachedOn(b.url, path)).text()).toContain(title)
      expect(await (await cachedOn(a.url, path)).text()).toContain(title)
      report(`page cache: edit on A seen on B (${kind})`, { htmlMs, rscMs })
    } finally {
      await fetch(`${a.url}/cms-api/blogs/${post.id}`, { method: 'PATCH', headers: staff, body: JSON.stringify({ title: post.title }) })
    }
  })
})
