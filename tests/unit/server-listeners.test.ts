// How an instance listens (server/listeners.mjs): several SO_REUSEPORT sockets on one port feeding one HTTP server,
// a taken port still refused, and a close that waits for the connections every socket accepted.
import http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { listenOnSockets, listenSocketCount } from '../../server/listeners.mjs'

/** A free port on loopback, chosen by the system. */
async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** One GET on its own connection (no keep-alive pool): status and body. */
function get(port: number, path = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
  })
}

const toClose: { close: () => Promise<unknown> }[] = []
afterEach(async () => {
  await Promise.all(toClose.splice(0).map((listening) => listening.close()))
})

describe('listening sockets of one instance', () => {
  it('uses 16 sockets on Linux unless LISTEN_SOCKETS says otherwise, and one elsewhere, on a Node before 22.12 or on port 0', () => {
    expect(listenSocketCount({}, { platform: 'linux', port: 3000 })).toBe(16)
    expect(listenSocketCount({ LISTEN_SOCKETS: '4' }, { platform: 'linux', port: 3000 })).toBe(4)
    expect(listenSocketCount({ LISTEN_SOCKETS: '1' }, { platform: 'linux', port: 3000 })).toBe(1)
    expect(listenSocketCount({ LISTEN_SOCKETS: '500' }, { platform: 'linux', port: 3000 })).toBe(64)
    expect(listenSocketCount({ LISTEN_SOCKETS: 'many' }, { platform: 'linux', port: 3000 })).toBe(16)
    expect(listenSocketCount({ LISTEN_SOCKETS: '8' }, { platform: 'darwin', port: 3000 })).toBe(1)
    expect(listenSocketCount({}, { platform: 'linux', port: 0 })).toBe(1)
    expect(listenSocketCount({}, { platform: 'linux', port: 3000, nodeVersion: '22.12.0' })).toBe(16)
    expect(listenSocketCount({}, { platform: 'linux', port: 3000, nodeVersion: '24.21.0' })).toBe(16)
    expect(listenSocketCount({}, { platform: 'linux', port: 3000, nodeVersion: '22.11.0' })).toBe(1)
    expect(listenSocketCount({}, { platform: 'linux', port: 3000, nodeVersion: '20.20.2' })).toBe(1)
  })

  it.runIf(process.platform === 'linux')('serves every connection through the one HTTP server, whichever socket accepted it', async () => {
    const port = await freePort()
    const server = http.createServer((request, response) => response.end(`hello ${request.url}`))
    const listening = await listenOnSockets(server, { port, host: '127.0.0.1', count: 4 })
    toClose.push(listening)
    expect(listening.count).toBe(4)
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => get(port, `/${index}`)))
    expect(answers).toEqual(Array.from({ length: 40 }, (_, index) => ({ status: 200, body: `hello /${index}` })))
  })

  it.runIf(process.platform === 'linux')('refuses a port another process or instance already listens on', async () => {
    const port = await freePort()
    const first = await listenOnSockets(http.createServer(), { port, host: '127.0.0.1', count: 4 })
    toClose.push(first)
    await expect(listenOnSockets(http.createServer(), { port, host: '127.0.0.1', count: 4 })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    const plain = net.createServer()
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
    const { port: taken } = plain.address() as net.AddressInfo
    await expect(listenOnSockets(http.createServer(), { port: taken, host: '127.0.0.1', count: 4 })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    })
    await new Promise((resolve) => plain.close(resolve))
  })

  it.runIf(process.platform === 'linux')('closes every socket only after the requests in flight are answered', async () => {
    const port = await freePort()
    let answered = 0
    const server = http.createServer((_request, response) => {
      response.on('finish', () => answered++)
      setTimeout(() => response.end('done'), 300)
    })
    const listening = await listenOnSockets(server, { port, host: '127.0.0.1', count: 4 })
    const inFlight = Array.from({ length: 12 }, () => get(port))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(answered).toBe(0)
    await listening.close()
    expect(answered).toBe(12)
    const answers = await Promise.all(inFlight)
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'done')).toBe(true)
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })
  it.runIf(process.platform === 'linux')(
    'leaves idle keep-alive connections to the caller, so a request sent just before the close is answered',
    async () => {
      const port = await freePort()
      const server = http.createServer((request, response) => response.end(`hello ${request.url}`))
      const listening = await listenOnSockets(server, { port, host: '127.0.0.1', count: 4 })
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const viaAgent = (path: string) =>
        new Promise<string>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path, agent }, (response) => {
              let body = ''
              response.setEncoding('utf8')
              response.on('data', (chunk) => (body += chunk))
              response.on('end', () => resolve(body))
            })
            .on('error', reject)
        })
      expect(await viaAgent('/before')).toBe('hello /before')
      let closed = false
      const closing = listening.close().then(() => (closed = true))
      expect(await viaAgent('/after')).toBe('hello /after')
      expect(closed).toBe(false)
      server.closeIdleConnections()
      await closing
      agent.destroy()
    },
  )
})
