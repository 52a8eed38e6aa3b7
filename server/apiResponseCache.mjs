// A small in-process cache of the public GET API in front of Next.js. Next's pipeline costs ~2 ms of CPU per
// request even on a cache hit; answering repeat GETs of the public JSON API from memory makes them as cheap as a
// static file. Entries are filled from Next's own (tagged) data cache and dropped whenever content changes
// (cms/hooks/revalidate.ts and /api/internal/revalidate call globalThis.__apiResponseCache.invalidate()).

/** Only the public read API: its answers do not depend on who asks. */
const CACHEABLE = /^\/api\/(categories|subpages|clients|featuredSolutions|blogs|teamup\/categories)(\/|\?|$)/
const MAX_ENTRIES = 2000

const responseCache = new Map()
let generation = 0
globalThis.__apiResponseCache = {
  invalidate() {
    generation += 1
    responseCache.clear()
  },
}

/** Next gzips answers for clients that accept it, so a cached answer is only reused for the same encoding. */
function cacheKey(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const encoding = /\bgzip\b/.test(accepted) ? 'gzip' : /\bdeflate\b/.test(accepted) ? 'deflate' : 'identity'
  return `${encoding} ${req.url}`
}

function serveCached(req, res) {
  const hit = responseCache.get(cacheKey(req))
  if (!hit) return false
  res.writeHead(hit.status, hit.headers)
  res.end(req.method === 'HEAD' ? undefined : hit.body)
  return true
}

/** Lets Next answer, and keeps a copy of a 200 answer unless content changed meanwhile. */
function recordResponse(req, res) {
  const startedAt = generation
  const chunks = []
  const write = res.write
  const end = res.end
  res.write = function (chunk, ...args) {
    if (chunk) chunks.push(Buffer.from(chunk))
    return write.call(this, chunk, ...args)
  }
  res.end = function (chunk, ...args) {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk))
    if (res.statusCode === 200 && startedAt === generation && responseCache.size < MAX_ENTRIES) {
      const headers = { ...res.getHeaders() }
      delete headers['transfer-encoding']
      delete headers.date
      delete headers.connection
      headers['x-api-cache'] = 'HIT'
      responseCache.set(cacheKey(req), { status: 200, headers, body: Buffer.concat(chunks) })
    }
    return end.call(this, chunk, ...args)
  }
}

/** Answers from the cache when it can (true); otherwise arranges for Next's answer to be cached (false). */
export function answerFromApiCache(req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !CACHEABLE.test(req.url ?? '')) return false
  if (serveCached(req, res)) return true
  if (req.method === 'GET') recordResponse(req, res)
  return false
}
