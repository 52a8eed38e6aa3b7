// How the instance listens. A Node process accepts one new connection per turn of its event loop (libuv accepts once
// per poll since 1.45). When the instance is busy, a turn serves every request that arrived meanwhile, so a visitor
// opening a connection waited one whole turn per connection ahead of theirs: 50 new connections at once took up to
// 2.6 s to be accepted in `npm run bench:leads`. On Linux the instance listens with LISTEN_SOCKETS sockets on the same
// port (SO_REUSEPORT: the kernel spreads new connections over them), so it accepts up to that many per turn. All of
// them hand their connections to the one HTTP server.
import net from 'node:net'

import { positiveInteger } from './settings.mjs'

/** Node has `reusePort` from 22.12 and 23.1 (the project needs 22.12 or later; an older Node gets one socket). */
function hasReusePort(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12)
}

/**
 * LISTEN_SOCKETS (default 16, at most 64); one where SO_REUSEPORT does not spread connections (outside Linux), on a
 * Node without it, or for port 0.
 * @param {Record<string, string | undefined>} env
 * @param {{ platform?: string, port?: number, nodeVersion?: string }} [where]
 */
export function listenSocketCount(env, { platform = process.platform, port, nodeVersion } = {}) {
  if (platform !== 'linux' || port === 0 || !hasReusePort(nodeVersion)) return 1
  return Math.min(positiveInteger(env.LISTEN_SOCKETS, 16), 64)
}

/** @param {import('node:net').Server} target @param {import('node:net').ListenOptions} options */
function listen(target, options) {
  return new Promise((resolve, reject) => {
    const failed = (/** @type {Error} */ error) => reject(error)
    target.once('error', failed)
    target.listen(options, () => {
      target.off('error', failed)
      resolve(undefined)
    })
  })
}

/**
 * Stops a socket listening; resolves once the connections it accepted have ended. For the HTTP server this is the
 * plain socket's close: the HTTP server's own would also cut every keep-alive connection without a request at once,
 * and with it a request the client had just sent that is not read yet (server.mjs closes those a moment later).
 */
const close = (/** @type {import('node:net').Server} */ target) =>
  new Promise((resolve) => net.Server.prototype.close.call(target, () => resolve(undefined)))

/**
 * Listens `server` on host:port with `count` sockets. Rejects (EADDRINUSE…) when the port is taken, by anything: the
 * port is first tried without SO_REUSEPORT, so a second instance started on the same port is refused as before
 * instead of silently sharing it. `close()` stops every socket and resolves once their connections have ended.
 * @param {import('node:http').Server} server
 * @param {{ port: number, host: string, count: number }} where
 * @returns {Promise<{ count: number, close: () => Promise<void> }>}
 */
export async function listenOnSockets(server, { port, host, count }) {
  if (count <= 1) {
    await listen(server, { port, host })
    return { count: 1, close: () => close(server) }
  }
  const probe = net.createServer()
  await listen(probe, { port, host })
  await close(probe)
  await listen(server, { port, host, reusePort: true })
  /** @type {import('node:net').Server[]} */
  const extra = []
  try {
    for (let index = 1; index < count; index++) {
      // The socket options Node's HTTP server gives its own connections (half-open allowed, Nagle off).
      const listener = net.createServer({ allowHalfOpen: true, noDelay: true }, (socket) => server.emit('connection', socket))
      await listen(listener, { port, host, reusePort: true })
      extra.push(listener)
    }
  } catch (error) {
    // Not waiting for connections: a health check may already hold one open on the first socket.
    for (const listener of [server, ...extra]) listener.close()
    server.closeAllConnections()
    throw error
  }
  // Each socket counts the connections it accepted: closing all of them waits for every connection to end.
  return { count, close: () => Promise.all([server, ...extra].map(close)).then(() => undefined) }
}
