// Production entry (`npm start`, and `node server.mjs` inside the standalone folder): checks the settings, then
// serves Next.js with security headers, caches of the prerendered pages and the public GET API, request-size limits, a refusal of anonymous
// CMS writes, JSON logs and a graceful shutdown on SIGTERM/SIGINT.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { clientAddress, trustedProxyHops } from './server/clientAddress.mjs'
import { answerCmsBadRequest, malformedCmsJson } from './server/cmsQuery.mjs'
import { isAnonymousCmsWrite } from './server/anonymousWrites.mjs'
import { answerFromApiCache, apiCacheMemory } from './server/apiResponseCache.mjs'
import { answerContentVersion } from './server/contentVersion.mjs'
import { refuseAndClose, refuseOversizedBody } from './server/bodyLimits.mjs'
import { logger, routeConsoleToLogger } from './server/log.mjs'
import { listenOnSockets, listenSocketCount } from './server/listeners.mjs'
import { createImageGate, IMAGE_OPTIMIZER_PATH, imageResizeConcurrency } from './server/imageGate.mjs'
import { heapLimitWarning, mallocArenaWarning } from './server/memoryFlags.mjs'
import { createMemoryState, pressureRatio, watchFullCollections } from './server/memoryWatch.mjs'
import { productionConfigProblems } from './server/preflight.mjs'
import { closeApp, markShuttingDown, reportMemoryWith } from './server/processBridge.mjs'
import { routedPath } from './server/requestPath.mjs'
import { answerFromPageCache, pageCacheMemory } from './server/pageCache.mjs'
import { securityHeaders } from './server/securityHeaders.mjs'
import { positiveInteger } from './server/settings.mjs'

process.env.NODE_ENV ||= 'production'
const production = process.env.NODE_ENV === 'production'
if (production) routeConsoleToLogger()

const problems = productionConfigProblems(process.env)
if (problems.length) {
  logger.fatal({ problems }, `Refusing to start: ${problems.join('; ')}`)
  process.exit(1)
}

const dir = path.dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '0.0.0.0'
/** Behind n proxies (TRUST_PROXY=n) the client is the n-th X-Forwarded-For address from the right, otherwise the socket's peer. */
const TRUSTED_PROXY_HOPS = trustedProxyHops(process.env)
/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = positiveInteger(process.env.SHUTDOWN_GRACE_MS, 25_000)
/** After SIGTERM, keep-alive connections still without a request are closed every this many ms. */
const IDLE_CLOSE_DELAY_MS = 1000
/** MEMORY_LOG_SECONDS=N: a `memory` log line every N seconds (RSS, V8 heap, buffers, the answer caches), for soaks. */
const MEMORY_LOG_SECONDS = Number(process.env.MEMORY_LOG_SECONDS || 0)
/** The methods the site, the API and the admin use; anything else (TRACE, WebDAV, …) is answered 405 here. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

// Inside the standalone folder (marked by scripts/standalone.mjs) Next.js runs on the configuration the build
// resolved, as its own standalone server does, instead of loading next.config.ts.
if (fs.existsSync(path.join(dir, '.standalone'))) {
  const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

for (const warning of [heapLimitWarning(), mallocArenaWarning()]) if (warning) logger.warn(warning)

let stopping = false
let server
/** The listening sockets (server/listeners.mjs), once listening. */
let listening
// Registered before Next.js starts, so a SIGTERM during start-up also ends the process cleanly (exit 0).
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

const { default: next } = await import('next')
// Next builds each request's absolute URL from this host and port, and answers may repeat it (Payload's "Cannot GET
// <url>"): they name the public address (SITE_URL), never the address the process listens on.
const publicUrl = new URL(process.env.SITE_URL || `http://localhost:${port}`)
const app = next({
  dev: false,
  dir,
  hostname: publicUrl.hostname,
  port: Number(publicUrl.port || (publicUrl.protocol === 'https:' ? 443 : 80)),
})
await app.prepare()
const handle = app.getRequestHandler()
const imageGate = createImageGate(imageResizeConcurrency(process.env))

/** Route handlers read the client's address (rate limits) from x-client-ip, which a client can never set itself. */
function setClientIp(req) {
  req.headers['x-client-ip'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, TRUSTED_PROXY_HOPS)
}

server = http.createServer((req, res) => {
  setClientIp(req)
  // Every check below reads the same path; one it cannot read unambiguously is refused before any of them.
  const routed = routedPath(req.url)
  for (const [name, value] of securityHeaders(routed.ok ? routed.pathname : '/', { production })) res.setHeader(name, value)
  // While stopping, every answer closes its connection, so keep-alive clients move to another instance.
  if (stopping) res.setHeader('connection', 'close')
  // Refused before the body is read: the connection is half-closed after the answer (refuseAndClose), so a client still
  // sending its body (an upload) reads the answer instead of a reset.
  if (!routed.ok) return refuseAndClose(req, res, 400, 'invalid_path', routed.msg)
  if (!METHODS.includes(req.method ?? '')) {
    return refuseAndClose(req, res, 405, 'method_not_allowed', 'This method is not allowed.', { allow: METHODS.join(', ') })
  }
  if (isAnonymousCmsWrite(req.method ?? '', routed.pathname, req.headers)) {
    return refuseAndClose(req, res, 401, 'login_required', 'Log in as staff to make changes.')
  }
  if (refuseOversizedBody(req, res, routed.pathname)) return
  const malformed = malformedCmsJson(routed.pathname, routed.search)
  if (malformed) return answerCmsBadRequest(res, malformed)
  if (answerContentVersion(req, res, routed)) return
  if (answerFromPageCache(req, res, routed)) return
  if (answerFromApiCache(req, res, routed)) return
  if (routed.pathname === IMAGE_OPTIMIZER_PATH) return void imageGate.run(req, res, handle)
  handle(req, res)
})

function withTimeout(promise, ms) {
  return Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('timeout'), ms).unref())])
}

/**
 * SIGTERM: stop accepting connections, let requests in flight finish (a lead being stored is stored), wait for the
 * e-mails they scheduled, close Redis and the database, exit 0. Connections still busy after the grace period are cut.
 */
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  markShuttingDown()
  const started = Date.now()
  logger.info({ signal }, 'Shutting down: no new connections; finishing requests in flight')
  if (!listening) {
    logger.info('Stopped before start-up finished')
    process.exit(0)
  }
  const closed = listening.close()
  // Keep-alive connections without a request are closed a moment later, not at once: a request the client sent just
  // before the signal may still be unread, and closing its connection would cut it. Until then every answer closes
  // its connection (the handler sends `Connection: close` while stopping).
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_CLOSE_DELAY_MS)
  idle.unref()
  const cut = setTimeout(() => {
    logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'Shutdown grace period over: closing the remaining connections')
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  cut.unref()
  await closed
  clearTimeout(cut)
  clearInterval(idle)
  try {
    if ((await withTimeout(closeApp(), 15_000)) === 'timeout') logger.warn('Closing the database and Redis timed out')
  } catch (error) {
    logger.error({ err: error }, 'Closing the database and Redis failed')
  }
  logger.info({ ms: Date.now() - started }, 'Stopped')
  process.exit(0)
}

/** After each full collection: the live heap, and the caches emptied when it nears the limit (server/memoryWatch.mjs). */
const memoryState = createMemoryState({
  ratio: pressureRatio(process.env),
  caches: () => [pageCacheMemory, apiCacheMemory],
  onFullCollection(snapshot) {
    if (snapshot.pressure)
      logger.warn({ liveHeapMb: snapshot.liveHeapMb, heapLimitMb: snapshot.heapLimitMb }, 'Memory pressure: answer caches emptied')
    else if (MEMORY_LOG_SECONDS > 0) logger.info({ liveHeapMb: snapshot.liveHeapMb, heapLimitMb: snapshot.heapLimitMb }, 'full gc')
  },
})
watchFullCollections(memoryState)
// Read by /api/health (src/app/api/health/route.ts), which Next.js bundles apart from this file.
reportMemoryWith(memoryState.snapshot)

if (MEMORY_LOG_SECONDS > 0) {
  const mb = (/** @type {number} */ bytes) => Math.round(bytes / 1048576)
  setInterval(() => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage()
    const { liveHeapMb, fullCollections } = memoryState.snapshot()
    logger.info(
      {
        rssMb: mb(rss),
        heapTotalMb: mb(heapTotal),
        heapUsedMb: mb(heapUsed),
        liveHeapMb,
        fullCollections,
        externalMb: mb(external),
        arrayBuffersMb: mb(arrayBuffers),
        pageCacheMb: mb(pageCacheMemory.bytes()),
        apiCacheMb: mb(apiCacheMemory.bytes()),
      },
      'memory',
    )
  }, MEMORY_LOG_SECONDS * 1000).unref()
}

try {
  listening = await listenOnSockets(server, { port, host: hostname, count: listenSocketCount(process.env, { port }) })
} catch (error) {
  logger.fatal({ err: error }, `Cannot listen on ${hostname}:${port}: ${error.message}`)
  process.exit(1)
}
logger.info({ url: `http://${hostname}:${port}`, sockets: listening.count }, 'Ready')
