// Production entry (`npm start`): Next.js behind a small in-process response cache for the public GET API.
// Next's pipeline costs ~2 ms of CPU per request even on a cache hit; answering repeat GETs of the public
// JSON API from memory makes them as cheap as a static file. Entries are filled from Next's own (tagged)
// data cache and dropped whenever staff change content (cms/hooks/revalidate.ts calls invalidate()).
import http from 'node:http'

import next from 'next'

import { securityHeaders } from './server/securityHeaders.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'

/** Only the public read API: its answers do not depend on who asks. */
const CACHEABLE = /^\/api\/(categories|subpages|clients|featuredSolutions|blogs|teamup\/categories)(\/|\?|$)/
/** Behind a load balancer (TRUST_PROXY=1) the client is the first X-Forwarded-For address, otherwise the socket's peer. */
const TRUST_PROXY = process.env.TRUST_PROXY === '1'
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
      headers['x-api-cache'] = 'HIT'
      responseCache.set(cacheKey(req), { status: 200, headers, body: Buffer.concat(chunks) })
    }
    return end.call(this, chunk, ...args)
  }
}

const app = next({ dev: false, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

/** Route handlers read the client's address (rate limits) from x-client-ip, which a client can never set itself. */
function setClientIp(req) {
  const forwarded = TRUST_PROXY ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : ''
  req.headers['x-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown'
}

const production = process.env.NODE_ENV === 'production'

const server = http.createServer((req, res) => {
  setClientIp(req)
  const pathname = (req.url ?? '/').split('?')[0]
  for (const [name, value] of securityHeaders(pathname, { production })) res.setHeader(name, value)
  if ((req.method === 'GET' || req.method === 'HEAD') && CACHEABLE.test(req.url ?? '')) {
    if (serveCached(req, res)) return
    if (req.method === 'GET') recordResponse(req, res)
  }
  handle(req, res)
})

server.listen(port, hostname, () => console.log(`> Ready on http://${hostname}:${port}`))
