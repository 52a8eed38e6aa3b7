// The page cache (docs/caching.md): prerendered pages (HTML and the RSC payloads of client navigation) answered from server.mjs's
// in-memory page cache (server/pageCache.mjs) with the headers and bytes Next sent (the HTML with its scripts after
// the first paint), pre-compressed; 404s, redirects
// and dynamic pages never kept; a staff edit shows at once; shared caches told to ask again (no one-year s-maxage).
// The same on two instances through Redis: tests/faults/page-cache.test.ts.
import { randomBytes } from 'node:crypto'

import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param'
import { describe, expect, inject, it } from 'vitest'

import { loadScriptsAfterFirstPaint } from '../../server/scriptsAfterFirstPaint.mjs'
import { baseUrl, eventually, getJson, staffRequest } from './helpers'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers }, redirect: 'manual' })

/** A query string no other request used: the first answer for it comes from Next, not from the cache. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}pc=${randomBytes(4).toString('hex')}`

/**
 * Headers that belong to one transfer (or say where the answer came from), not to the page. Next's own x-nextjs-cache
 * is one of them: when another suite's content edit empties the page cache between the first answer and its keeping,
 * the copy kept is of Next's next answer, the same page from Next's cache ("HIT" where the first said "MISS").
 */
const TRANSFER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-page-cache', 'x-nextjs-cache'])
const pageHeaders = (response: Response, skip: string[] = []) =>
  Object.fromEntries([...response.headers].filter(([name]) => !TRANSFER.has(name) && !skip.includes(name)))

/** Asks until the answer comes from the page cache (it is kept once compressed, just after Next's answer). */
async function cached(path: string, headers: Record<string, string> = {}) {
  let response: Response | undefined
  await eventually(async () => {
    response = await get(path, headers)
    expect(response.headers.get('x-page-cache')).toBe('HIT')
  }, 5000)
  return response as Response
}

/** The headers of a client navigation's RSC request, with the `_rsc` hash Next checks. */
async function rscRequest(path: string, headers: { 'next-router-prefetch'?: '1' } = {}) {
  // Only the prefetch header is sent here; no segment prefetch, state tree or next-url.
  const hash = await computeCacheBustingSearchParam(headers['next-router-prefetch'], undefined, undefined, undefined)
  const sent: Record<string, string> = { rsc: '1', ...headers }
  return { path: `${path}${path.includes('?') ? '&' : '?'}_rsc=${hash}`, headers: sent }
}

describe(`Page cache on ${inject('dbKind')}`, () => {
  it('answers a repeat request for a prerendered page from memory: the headers Next sent, its scripts after the first paint', async () => {
    const path = fresh('/about')
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-page-cache')).toBeNull()
    const firstBody = await first.text()
    expect(firstBody).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/)
    const repeat = await cached(path)
    expect(repeat.status).toBe(200)
    // The kept page is Next's with its script chunks added after the first paint: its own ETag, every other header the same.
    expect(pageHeaders(repeat, ['etag'])).toEqual(pageHeaders(first, ['etag']))
    expect(repeat.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
    expect(repeat.headers.get('etag')).not.toBe(first.headers.get('etag'))
    const repeatBody = await repeat.text()
    expect(repeatBody).toBe(loadScriptsAfterFirstPaint(firstBody))
    expect(repeatBody).not.toMatch(/<script src="[^"]+" async="">/)
    expect(repeatBody).toContain('addScriptsAfterFirstPaint')
    expect(repeat.headers.get('content-encoding')).toBe('gzip')
    expect(repeat.headers.get('content-type')).toContain('text/html')
    expect(repeat.headers.get('vary')).toContain('rsc')
    expect(repeat.headers.get('vary')).toContain('Accept-Encoding')
  })

  it('sends the page in brotli, gzip or uncompressed as the client accepts, the same page each time', async () => {
    const path = fresh('/services')
    await get(path)
    const html = await (await cached(path)).text()
    const codings: Array<[accepted: string, sent: string | null]> = [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['gzip;q=0, deflate', null],
    ]
    for (const [accepted, sent] of codings) {
      const response = await get(path, { 'accept-encoding': accepted })
      expect(response.headers.get('x-page-cache'), accepted).toBe('HIT')
      expect(response.headers.get('content-encoding'), accepted).toBe(sent)
      expect(await response.text(), accepted).toBe(html)
    }
  })

  it('tells shared caches to ask again each time, and answers If-None-Match with 304', async () => {
    const path = fresh('/blogs')
    const first = await get(path)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('etag')).toBeTruthy()
    const repeat = await cached(path)
    expect(repeat.headers.get('cache-control')).toBe('no-cache')
    const etag = repeat.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await cached(path)).headers.get('etag')).toBe(etag)
    const revalidated = await get(path, { 'if-none-match': etag as string })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    expect(revalidated.headers.get('cache-control')).toBe('no-cache')
    expect(await revalidated.text()).toBe('')
    expect((await get(path, { 'if-none-match': '"something-else"' })).status).toBe(200)
    // The static API answers (route handlers Next prerenders) no longer carry the one-year s-maxage either.
    const api = await getJson('/api/categories')
    expect(api.headers.get('cache-control')).toBe('no-cache')
  })

  it('keeps the RSC payloads of client navigation apart from the HTML, each as Next sent it', async () => {
    const path = fresh('/blog/ai-in-hiring-where-people-decide')
    const navigation = await rscRequest(path)
    const prefetch = await rscRequest(path, { 'next-router-prefetch': '1' })
    const answers = []
    for (const request of [navigation, prefetch, { path, headers: {} }]) {
      const first = await get(request.path, request.headers)
      expect(first.status, JSON.stringify(request.headers)).toBe(200)
      answers.push({ request, first, body: await first.text() })
    }
    for (const { request, first, body } of answers) {
      const repeat = await cached(request.path, request.headers)
      const html = String(first.headers.get('content-type')).includes('text/html')
      expect(pageHeaders(repeat, html ? ['etag'] : [])).toEqual(pageHeaders(first, html ? ['etag'] : []))
      expect(await repeat.text()).toBe(html ? loadScriptsAfterFirstPaint(body) : body)
    }
    expect(answers[0].first.headers.get('content-type')).toBe('text/x-component')
    expect(answers[0].body.startsWith('<')).toBe(false)
    expect(answers[2].first.headers.get('content-type')).toContain('text/html')
    // A wrong `_rsc` hash is still Next's redirect, never a kept answer.
    const wrong = await get(`${path}&_rsc=wrong`, { rsc: '1' })
    expect(wrong.status).toBe(307)
    expect(wrong.headers.get('x-page-cache')).toBeNull()
  })

  it('never keeps a 404, a redirect or a page rendered for one visitor', async () => {
    for (const path of ['/blog/no-such-post-anywhere', '/category/no-such-category', '/no-such-page']) {
      for (let i = 0; i < 3; i++) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
        expect(response.headers.get('x-page-cache'), path).toBeNull()
        await response.arrayBuffer()
      }
    }
    for (let i = 0; i < 3; i++) {
      // Reads its token from the query: rendered per request.
      const dynamic = await get('/unsubscribe?token=abc')
      expect(dynamic.status).toBe(200)
      expect(dynamic.headers.get('x-page-cache')).toBeNull()
      expect(dynamic.headers.get('cache-control')).toContain('no-store')
      await dynamic.arrayBuffer()
      const redirect = await get('/join-as-talent')
      expect([303, 307, 308]).toContain(redirect.status)
      expect(redirect.headers.get('x-page-cache')).toBeNull()
    }
  })

  it('shows a staff edit at once, in the HTML and in the RSC payload', async () => {
    const category = (
      await staffRequest<{ docs: Array<{ id: number | string; name: string; slug: string }> }>(
        'GET',
        '/categories?depth=0&limit=1&where[slug][equals]=staffing-recruitment',
      )
    ).docs[0]
    const path = `/category/${category.slug}`
    const navigation = await rscRequest(path)
    expect(await (await cached(path)).text()).toContain(category.name)
    expect(await (await cached(navigation.path, navigation.headers)).text()).toContain(category.name)
    const renamed = `${category.name} ${randomBytes(3).toString('hex')}`
    await staffRequest('PATCH', `/categories/${category.id}`, { name: renamed })
    try {
      await eventually(async () => {
        expect(await (await get(path)).text()).toContain(renamed)
        expect(await (await get(navigation.path, navigation.headers)).text()).toContain(renamed)
      }, 1000)
      // And it is kept again, now with the new name.
      expect(await (await cached(path)).text()).toContain(renamed)
    } finally {
      await staffRequest('PATCH', `/categories/${category.id}`, { name: category.name })
    }
  })
})
