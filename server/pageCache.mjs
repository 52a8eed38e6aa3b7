// An in-process cache of prerendered pages in front of Next.js: the HTML and the RSC payloads client navigation
// fetches, kept pre-compressed (gzip and brotli, each made once when Next renders the page) so that a repeat request
// costs what a static file costs instead of Next's whole pipeline plus a fresh gzip of ~140 KB.
//
// What is kept: a 200 answer to a GET that Next itself marks as the same for every visitor until content changes
// (`Cache-Control: s-maxage=31536000`, which Next sends only for a page prerendered without a time limit, never for a
// page that read cookies, headers or search params), without Set-Cookie, not a stale copy. Nothing else: 404s, errors,
// redirects and dynamic pages always go to Next. Per-visitor parts of a page (login state, the chat) are islands
// that ask the API from the browser, so a shared copy of the page is what Next would have sent anyway.
// The key is the path and query plus every request header Next varies a page's answer on (RSC, prefetch, segment
// prefetch, router state tree, next-url), so a client navigation never gets HTML and a prefetch never a full payload.
// Content changes clear it: features/content/invalidate.ts (expireHere, here and on every instance through Redis)
// invalidates every registered answer cache (server/processBridge.mjs), and an answer whose rendering began before a change is not kept.
//
// Shared caches in front (a CDN) get `Cache-Control: no-cache` instead of Next's one-year s-maxage: they may keep a
// page but must ask again each time; the ETag makes that ask a 304 answered from this cache (docs/caching.md).
//
// The kept HTML loads its script chunks after the first paint (scriptsAfterFirstPaint.mjs), so it is not byte for byte
// what Next sent: it has an ETag of its own. The RSC payloads are kept as sent.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { acceptedEncodings, createAnswerCache, ENTRY_OVERHEAD_BYTES, ownBytes } from './apiResponseCache.mjs'
import { registerAnswerCache } from './processBridge.mjs'
import { loadScriptsAfterFirstPaint } from './scriptsAfterFirstPaint.mjs'

/** 32 MB of compressed pages (the home page is about 19 KB gzipped plus 15 KB brotli, its RSC payload less). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024
/** A page whose uncompressed answer is over 2 MB is not kept. */
const PAGE_CACHE_MAX_ENTRY_BYTES = 2 * 1024 * 1024
/** What Next sends for a page prerendered without a time limit (revalidated on demand only). */
const PRERENDERED = 's-maxage=31536000'
/** What a shared cache gets instead: keep it, but ask again every time (If-None-Match → 304). */
const SHARED_CACHE_POLICY = 'no-cache'
/** The request headers Next's page answers vary on (its `Vary` header), plus next-url (interception routes). */
const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url']
/** Paths that are never pages: the APIs, the admin, Next's static files and image optimiser. */
const NOT_PAGES = /^\/(api|cms-api|admin|_next)(\/|$)/
/** PAGE_CACHE=off: pages always come from Next (the shared-cache policy still applies); to compare, or to rule it out. */
const ENABLED = process.env.PAGE_CACHE !== 'off'
/** Headers of the recorded answer that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']

/**
 * Brotli quality 6: a page's copy is made whenever it renders, and after an edit every visited page renders at once on
 * a small machine. Quality 11 makes the home page 11% smaller (10.1 KB instead of 11.3) for about 30 times the CPU
 * (~300 ms instead of ~10 on the 2-core test machine), which slowed the renders that show the edit.
 */
const BROTLI_QUALITY = 6
const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/**
 * @typedef {{ headers: Record<string, string | number | string[] | undefined>, etag: string | undefined, gzip: Buffer, br: Buffer }} CachedPage
 */

/** Bytes a page costs in memory: both codings, its headers and key. */
const pageBytes = (/** @type {CachedPage} */ page, /** @type {string} */ key) =>
  page.gzip.length + page.br.length + key.length + JSON.stringify(page.headers).length + ENTRY_OVERHEAD_BYTES

const pages = /** @type {import('lru-cache').LRUCache<string, CachedPage>} */ (
  createAnswerCache({ maxBytes: PAGE_CACHE_MAX_BYTES, maxEntryBytes: PAGE_CACHE_MAX_ENTRY_BYTES, sizeCalculation: pageBytes })
)
/** Keys whose compression is under way: one render is compressed once even when many requests missed together. */
const compressing = new Set()
let generation = 0
registerAnswerCache({
  invalidate() {
    generation += 1
    pages.clear()
  },
})
/** @type {import('./memoryWatch.mjs').SheddableCache} */
export const pageCacheMemory = { name: 'pages', shed: () => pages.clear(), entries: () => pages.size, bytes: () => pages.calculatedSize }

/** The cache key: path, query and the value of each header Next varies on. */
const pageKey = (/** @type {import('node:http').IncomingMessage} */ req, /** @type {string} */ url) =>
  [url, ...VARIANT_HEADERS.map((name) => String(req.headers[name] ?? ''))].join('\n')

/**
 * Whether the client's If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2).
 * @param {string | undefined} header
 * @param {string | undefined} etag
 */
export function etagMatches(header, etag) {
  if (!header || !etag) return false
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '')
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag))
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {CachedPage} page
 */
function serve(req, res, page) {
  res.setHeaders(new Map(Object.entries(page.headers).filter(([, value]) => value !== undefined)))
  if (etagMatches(/** @type {string | undefined} */ (req.headers['if-none-match']), page.etag)) {
    res.removeHeader('content-type')
    res.writeHead(304)
    return res.end()
  }
  const encoding = acceptedEncodings(req.headers['accept-encoding']).find((coding) => coding !== 'deflate')
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : zlib.gunzipSync(page.gzip)
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('content-encoding', encoding)
  res.setHeader('content-length', body.length)
  res.writeHead(200)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** The HTML with its script chunks loaded after the first paint; the same buffer when it has none. */
function withScriptsAfterFirstPaint(/** @type {Buffer} */ html) {
  const text = html.toString('utf8')
  const changed = loadScriptsAfterFirstPaint(text)
  return changed === text ? html : Buffer.from(changed)
}

/** A strong ETag for a kept page that differs from what Next sent: the same page gives the same tag on every instance. */
const etagOf = (/** @type {Buffer} */ body) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/**
 * Makes both codings of a rendered page and keeps them, unless content changed since the request began.
 * @param {string} key
 * @param {number} startedAt the generation when the request began
 * @param {Buffer} sent the body as Next sent it
 * @param {Record<string, string | number | string[] | undefined>} sentHeaders
 */
async function keep(key, startedAt, sent, sentHeaders) {
  const coding = String(sentHeaders['content-encoding'] ?? 'identity').toLowerCase()
  if (compressing.has(key) || (coding !== 'gzip' && coding !== 'identity')) return
  compressing.add(key)
  try {
    const sentPlain = coding === 'gzip' ? zlib.gunzipSync(sent) : sent
    if (sentPlain.length > PAGE_CACHE_MAX_ENTRY_BYTES) return
    const plain = String(sentHeaders['content-type'] ?? '').startsWith('text/html') ? withScriptsAfterFirstPaint(sentPlain) : sentPlain
    const [gzipped, brotlied] = await Promise.all([
      gzip(plain, { level: zlib.constants.Z_BEST_COMPRESSION }),
      brotli(plain, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
    ])
    if (startedAt !== generation) return
    const headers = Object.fromEntries(Object.entries(sentHeaders).filter(([name]) => !TRANSFER_HEADERS.includes(name)))
    headers['x-page-cache'] = 'HIT'
    if (plain !== sentPlain && headers.etag) headers.etag = etagOf(plain)
    pages.set(key, { headers, etag: /** @type {string | undefined} */ (headers.etag), gzip: ownBytes(gzipped), br: ownBytes(brotlied) })
  } finally {
    compressing.delete(key)
  }
}

/**
 * Gives shared caches SHARED_CACHE_POLICY wherever Next would send its one-year s-maxage (pages, and the API's
 * static route handlers, whose answers also change on demand).
 * @param {import('node:http').ServerResponse} res
 * @returns {{ prerendered: boolean }} whether Next marked this answer prerendered, once it set its headers
 */
function replaceSharedCachePolicy(res) {
  const state = { prerendered: false }
  for (const method of /** @type {const} */ (['setHeader', 'appendHeader'])) {
    const original = res[method]
    res[method] = /** @type {any} */ (
      function (/** @type {string} */ name, /** @type {any} */ value) {
        if (name.toLowerCase() === 'cache-control' && String(value) === PRERENDERED) {
          state.prerendered = true
          return original.call(this, name, SHARED_CACHE_POLICY)
        }
        return original.call(this, name, value)
      }
    )
  }
  return state
}

/**
 * Lets Next answer and keeps a copy of a 200 answer Next marked prerendered.
 * @param {import('node:http').ServerResponse} res
 * @param {string} key
 */
function recordResponse(res, key) {
  const startedAt = generation
  const state = replaceSharedCachePolicy(res)
  /** @type {Buffer[]} */
  const chunks = []
  let bytes = 0
  const write = res.write
  const end = res.end
  /** @param {unknown} chunk */
  const collect = (chunk) => {
    if (!state.prerendered || !chunk || typeof chunk === 'function' || bytes > PAGE_CACHE_MAX_ENTRY_BYTES) return
    const buffer = Buffer.from(/** @type {string | Uint8Array} */ (chunk))
    bytes += buffer.length
    chunks.push(buffer)
  }
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...args) {
      collect(chunk)
      return write.call(this, chunk, ...args)
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...args) {
      collect(chunk)
      const headers = res.getHeaders()
      const stale = String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE'
      if (state.prerendered && res.statusCode === 200 && !stale && !headers['set-cookie'] && bytes <= PAGE_CACHE_MAX_ENTRY_BYTES) {
        void keep(key, startedAt, Buffer.concat(chunks), { ...headers }).catch(() => undefined)
      }
      return end.call(this, chunk, ...args)
    }
  )
}

/**
 * Requests Next answers differently from the prerendered copy: draft mode (its bypass cookie) and Next's own
 * on-demand revalidation.
 * @param {import('node:http').IncomingMessage} req
 */
const bypassesCache = (req) => 'x-prerender-revalidate' in req.headers || String(req.headers.cookie ?? '').includes('__prerender_bypass')

/**
 * Answers a page from the cache when it can (true); otherwise lets Next answer, and arranges for a prerendered answer
 * to be kept and for shared caches to get SHARED_CACHE_POLICY (false).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ pathname: string, search: string }} path the request's path from routedPath
 */
export function answerFromPageCache(req, res, { pathname, search }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (!ENABLED || NOT_PAGES.test(pathname) || bypassesCache(req)) {
    replaceSharedCachePolicy(res)
    return false
  }
  const key = pageKey(req, pathname + search)
  const page = pages.get(key)
  if (page) {
    serve(req, res, page)
    return true
  }
  if (req.method === 'GET') recordResponse(res, key)
  else replaceSharedCachePolicy(res)
  return false
}
