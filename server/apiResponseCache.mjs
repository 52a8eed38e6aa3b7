// A small in-process cache of the public GET API in front of Next.js. Next's pipeline costs ~2 ms of CPU per
// request even on a cache hit; answering repeat GETs of the public JSON API from memory makes them as cheap as a
// static file. Entries are filled from Next's own (tagged) data cache and dropped whenever content changes
// (features/content/invalidate.ts invalidates every registered answer cache, server/processBridge.mjs). Prerendered pages have their own
// cache built on the same pieces (server/pageCache.mjs).
// Anyone can ask for new URLs (`?page=N`, `?v=N`), so the cache is bounded in bytes and keeps what was used last.
import { LRUCache } from 'lru-cache'

import { registerAnswerCache } from './processBridge.mjs'

/** Only the public read API: its answers do not depend on who asks. */
const CACHEABLE = /^\/api\/(categories|subpages|clients|featuredSolutions|blogs|openings|teamup\/categories)(\/|$)/
/** 32 MB of answers (a full blog page is about 10 KB gzipped, the largest list about 40 KB). */
export const API_CACHE_MAX_BYTES = 32 * 1024 * 1024
/** A single answer above 1 MB is not kept: it would push out hundreds of others. */
export const API_CACHE_MAX_ENTRY_BYTES = 1024 * 1024
/** Encodings a cached answer may have been sent in (Next compresses with gzip when the client accepts it). */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity']

/** @typedef {{ status: number, headers: Record<string, string | number | string[] | undefined>, body: Buffer }} CachedAnswer */

/**
 * A cache of answers bounded in bytes: past `maxBytes` the least recently used answers go first, and an answer over
 * `maxEntryBytes` is not kept at all. `sizeCalculation` says what an entry costs (by default a CachedAnswer's body,
 * headers and key); the page cache (server/pageCache.mjs) keeps two codings per entry.
 * @template [T=CachedAnswer]
 * @param {{ maxBytes: number, maxEntryBytes: number, sizeCalculation?: (value: T, key: string) => number }} bounds
 * @returns {LRUCache<string, T>}
 */
export function createAnswerCache({ maxBytes, maxEntryBytes, sizeCalculation = /** @type {any} */ (answerBytes) }) {
  return new LRUCache({ maxSize: maxBytes, maxEntrySize: maxEntryBytes, sizeCalculation })
}

/**
 * The bytes in a buffer of their own, for keeping. Small buffers (zlib's output, Buffer.concat's) are slices of a
 * shared pool slab, 64 KB since Node.js 24: a kept 2 KB answer held its whole slab alive, so the caches' real memory
 * was several times the bytes they counted (in a soak of 20,000 requests, 180 MB of slabs for 35 MB counted).
 * @param {Buffer} buffer
 */
export function ownBytes(buffer) {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer
  const copy = Buffer.allocUnsafeSlow(buffer.length)
  buffer.copy(copy)
  return copy
}

/**
 * What an entry costs beyond its bytes: the headers object, the key, the cache's own bookkeeping (about 0.8 MB of heap
 * per 1,000 cached URLs, measured in a heap snapshot), counted so that many small answers cannot outgrow the bound.
 */
export const ENTRY_OVERHEAD_BYTES = 1024

/** What an answer costs in memory: its body, headers and key, and the entry's overhead. */
const answerBytes = (/** @type {CachedAnswer} */ answer, /** @type {string} */ key) =>
  answer.body.length + key.length + JSON.stringify(answer.headers).length + ENTRY_OVERHEAD_BYTES

const responseCache = createAnswerCache({ maxBytes: API_CACHE_MAX_BYTES, maxEntryBytes: API_CACHE_MAX_ENTRY_BYTES })
let generation = 0
registerAnswerCache({
  invalidate() {
    generation += 1
    responseCache.clear()
  },
})
/** @type {import('./memoryWatch.mjs').SheddableCache} */
export const apiCacheMemory = {
  name: 'api',
  shed: () => responseCache.clear(),
  entries: () => responseCache.size,
  bytes: () => responseCache.calculatedSize,
}

/**
 * The content codings a client accepts, by its Accept-Encoding header (RFC 9110 12.5.3): a coding listed with q=0, or
 * covered only by `*;q=0`, is refused; identity is acceptable unless refused that way.
 * @param {string | undefined} header
 * @returns {string[]} from ENCODINGS, in their order of preference
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const quality = new Map()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    quality.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const wildcard = quality.get('*')
  return ENCODINGS.filter((encoding) => {
    const q = quality.get(encoding) ?? (encoding === 'identity' ? (wildcard ?? 1) : (wildcard ?? 0))
    return q > 0
  })
}

/** The key of an answer: the coding it was sent in and the request's path (as routed) and query. */
const cacheKey = (/** @type {string} */ encoding, /** @type {string} */ url) => `${encoding} ${url}`

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} url
 */
function serveCached(req, res, url) {
  for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
    const hit = responseCache.get(cacheKey(encoding, url))
    if (!hit) continue
    res.writeHead(hit.status, hit.headers)
    res.end(req.method === 'HEAD' ? undefined : hit.body)
    return true
  }
  return false
}

/**
 * Lets Next answer, and keeps a copy of a 200 answer under the coding it was actually sent in, unless content changed
 * meanwhile.
 * @param {import('node:http').ServerResponse} res
 * @param {string} url
 */
function recordResponse(res, url) {
  const startedAt = generation
  /** @type {Buffer[]} */
  const chunks = []
  let bytes = 0
  const write = res.write
  const end = res.end
  // Caches between us and the client must also keep one copy per coding.
  res.setHeader('vary', 'Accept-Encoding')
  /** @param {unknown} chunk */
  const keep = (chunk) => {
    if (!chunk || typeof chunk === 'function' || bytes > API_CACHE_MAX_ENTRY_BYTES) return
    const buffer = Buffer.from(/** @type {string | Uint8Array} */ (chunk))
    bytes += buffer.length
    chunks.push(buffer)
  }
  res.write = /** @type {typeof res.write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...args) {
      keep(chunk)
      return write.call(this, chunk, ...args)
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...args) {
      keep(chunk)
      if (res.statusCode === 200 && startedAt === generation && bytes <= API_CACHE_MAX_ENTRY_BYTES) {
        const headers = { ...res.getHeaders() }
        delete headers['transfer-encoding']
        delete headers.date
        delete headers.connection
        headers['x-api-cache'] = 'HIT'
        const encoding = String(headers['content-encoding'] ?? 'identity').toLowerCase()
        const key = cacheKey(encoding, url)
        responseCache.set(key, { status: 200, headers, body: ownBytes(Buffer.concat(chunks)) })
      }
      return end.call(this, chunk, ...args)
    }
  )
}

/**
 * Answers from the cache when it can (true); otherwise arranges for Next's answer to be cached (false).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ pathname: string, search: string }} path the request's path from routedPath
 */
export function answerFromApiCache(req, res, { pathname, search }) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !CACHEABLE.test(pathname)) return false
  const url = pathname + search
  if (serveCached(req, res, url)) return true
  if (req.method === 'GET') recordResponse(res, url)
  return false
}
