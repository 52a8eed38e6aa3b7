// The client address behind a load balancer (TRUST_PROXY=1, server/clientAddress.mjs): the test server sits behind a
// small proxy that appends the address that connected to it to whatever X-Forwarded-For the client sent, as nginx's
// $proxy_add_x_forwarded_for and cloud load balancers do. A client that rotates a forged first entry is still one
// client to every per-address limit.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { messages } from '@/lib/messages'

import { baseUrl } from './helpers'

let proxy: http.Server
let proxyPort = 0

beforeAll(async () => {
  const target = new URL(baseUrl())
  proxy = http.createServer((req, res) => {
    const sent = req.headers['x-forwarded-for']
    const forwardedFor = [sent, req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyPort = (proxy.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve))
})

/** One POST through the proxy from `localAddress` (a loopback address of this test's own), with a forged header. */
function postThroughProxy(path: string, localAddress: string, forgedFor: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({})
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forgedFor,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe(`the client address behind an appending proxy on ${inject('dbKind')}`, () => {
  it('counts the address the proxy saw, however the client forges the first X-Forwarded-For entry', async () => {
    // A loopback address no other test uses: 127.77.x.y, different on each database's run.
    const client = `127.77.${inject('dbKind') === 'postgres' ? 2 : 1}.${Math.floor(Math.random() * 200) + 20}`
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await postThroughProxy('/api/contact', client, `203.0.113.${i + 1}`)).status)
    // Ten invalid contact messages a minute are allowed (every attempt counts, valid or not)...
    expect(statuses.every((status) => status === 400)).toBe(true)
    // ...the eleventh, with yet another forged first entry, is refused: the limit counted the real client.
    const refused = await postThroughProxy('/api/contact', client, '198.51.100.200')
    expect(refused.status).toBe(429)
    expect(JSON.parse(refused.body)).toMatchObject({ msg: messages.tooManySubmissions })
    // Another client behind the same proxy is not affected.
    const other = await postThroughProxy('/api/contact', client.replace(/\.\d+$/, '.9'), '198.51.100.200')
    expect(other.status).toBe(400)
  })
})
