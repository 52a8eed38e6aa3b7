// Production entry (`npm start`, and `node server.mjs` inside the standalone folder): checks the settings, then
// serves Next.js with security headers, a cache of the public GET API, request-size limits, JSON logs and a
// graceful shutdown on SIGTERM/SIGINT.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { answerFromApiCache } from './server/apiResponseCache.mjs'
import { logger, routeConsoleToLogger } from './server/log.mjs'
import { productionConfigProblems } from './server/preflight.mjs'
import { securityHeaders } from './server/securityHeaders.mjs'

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
/** Behind a load balancer (TRUST_PROXY=1) the client is the first X-Forwarded-For address, otherwise the socket's peer. */
const TRUST_PROXY = process.env.TRUST_PROXY === '1'
/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS || 25_000)
/** The largest body the public API accepts (a 5 MB resume plus the multipart envelope); staff uploads go to /cms-api. */
const MAX_API_BODY_BYTES = 6 * 1024 * 1024

// Inside the standalone folder (marked by scripts/standalone.mjs) Next.js runs on the configuration the build
// resolved, as its own standalone server does, instead of loading next.config.ts.
if (fs.existsSync(path.join(dir, '.standalone'))) {
  const { config } = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}

let stopping = false
let server
// Registered before Next.js starts, so a SIGTERM during start-up also ends the process cleanly (exit 0).
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

const { default: next } = await import('next')
const app = next({ dev: false, dir, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()

/** Route handlers read the client's address (rate limits) from x-client-ip, which a client can never set itself. */
function setClientIp(req) {
  const forwarded = TRUST_PROXY
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : ''
  req.headers['x-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown'
}

function answerJson(res, status, error, msg) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ error, msg }))
}

/**
 * Refuses an API body before anyone reads it: over the size limit (413), or streamed without a declared length
 * (411) so its size could only be known after buffering it all. Browsers always declare the length of a form post.
 */
function refuseOversizedBody(req, res) {
  if (!req.url?.startsWith('/api/') || req.method === 'GET' || req.method === 'HEAD') return false
  const declared = req.headers['content-length']
  if (declared === undefined && req.headers['transfer-encoding']) {
    answerJson(res, 411, 'length_required', 'The request must declare its Content-Length.')
    return true
  }
  if (Number(declared) > MAX_API_BODY_BYTES) {
    answerJson(res, 413, 'payload_too_large', 'The request is too large.')
    return true
  }
  return false
}

server = http.createServer((req, res) => {
  setClientIp(req)
  const pathname = (req.url ?? '/').split('?')[0]
  for (const [name, value] of securityHeaders(pathname, { production })) res.setHeader(name, value)
  // While stopping, every answer closes its connection, so keep-alive clients move to another instance.
  if (stopping) res.setHeader('connection', 'close')
  if (refuseOversizedBody(req, res)) return
  if (answerFromApiCache(req, res)) return
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
  globalThis.__shuttingDown = true
  const started = Date.now()
  logger.info({ signal }, 'Shutting down: no new connections; finishing requests in flight')
  if (!server) {
    logger.info('Stopped before start-up finished')
    process.exit(0)
  }
  const closed = new Promise((resolve) => server.close(() => resolve(undefined)))
  server.closeIdleConnections()
  const cut = setTimeout(() => {
    logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'Shutdown grace period over: closing the remaining connections')
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  cut.unref()
  await closed
  clearTimeout(cut)
  try {
    if ((await withTimeout(globalThis.__appShutdown?.(), 15_000)) === 'timeout') logger.warn('Closing the database and Redis timed out')
  } catch (error) {
    logger.error({ err: error }, 'Closing the database and Redis failed')
  }
  logger.info({ ms: Date.now() - started }, 'Stopped')
  process.exit(0)
}

server.on('error', (error) => {
  logger.fatal({ err: error }, `Cannot listen on ${hostname}:${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, hostname, () => logger.info({ url: `http://${hostname}:${port}` }, 'Ready'))
