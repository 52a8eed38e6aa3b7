// Resized images wait their turn (server/imageGate.mjs): at most N requests inside Next's image optimiser at once,
// every request answered, and a visitor who leaves while waiting costs no resize.
import http from 'node:http'
import type net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createImageGate, imageResizeConcurrency } from '../../server/imageGate.mjs'

let server: http.Server | undefined
afterEach(async () => {
  if (!server) return
  const closing = server
  server = undefined
  closing.closeAllConnections()
  await new Promise((resolve) => closing.close(resolve))
})

/** A server whose every request goes through the gate to `handle`; resolves with its port. */
async function serveThroughGate(concurrency: number, handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const gate = createImageGate(concurrency)
  server = http.createServer((req, res) => void gate.run(req, res, handle))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as net.AddressInfo).port, gate }
}

function get(port: number, path: string, signal?: AbortSignal) {
  return fetch(`http://127.0.0.1:${port}${path}`, { signal }).then(async (response) => ({
    status: response.status,
    body: await response.text(),
  }))
}

describe('the image resize gate', () => {
  it('takes IMAGE_RESIZE_CONCURRENCY, 2 by default', () => {
    expect(imageResizeConcurrency({})).toBe(2)
    expect(imageResizeConcurrency({ IMAGE_RESIZE_CONCURRENCY: '1' })).toBe(1)
    expect(imageResizeConcurrency({ IMAGE_RESIZE_CONCURRENCY: '0' })).toBe(2)
    expect(imageResizeConcurrency({ IMAGE_RESIZE_CONCURRENCY: 'lots' })).toBe(2)
  })

  it('lets two requests in at a time and answers all of them', async () => {
    let inside = 0
    let most = 0
    const { port } = await serveThroughGate(2, (req, res) => {
      inside++
      most = Math.max(most, inside)
      setTimeout(() => {
        inside--
        res.end(`resized ${req.url}`)
      }, 40)
    })
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => get(port, `/_next/image?w=${index}`)))
    expect(answers).toEqual(Array.from({ length: 8 }, (_, index) => ({ status: 200, body: `resized /_next/image?w=${index}` })))
    expect(most).toBe(2)
  })

  it('skips a request whose visitor left while it waited, and its place goes to the next one', async () => {
    const handled: string[] = []
    let release: (() => void) | undefined
    const { port, gate } = await serveThroughGate(1, (req, res) => {
      handled.push(req.url!)
      if (req.url === '/first') release = () => res.end('first')
      else res.end('later')
    })
    const first = get(port, '/first')
    await expect.poll(() => handled).toEqual(['/first'])
    const leaving = new AbortController()
    const left = get(port, '/left', leaving.signal).catch((error: Error) => error.name)
    await expect.poll(() => gate.counts()).toEqual({ active: 1, waiting: 1 })
    leaving.abort()
    expect(await left).toBe('AbortError')
    const later = get(port, '/later')
    await expect.poll(() => gate.counts().waiting).toBe(2)
    release!()
    expect(await first).toEqual({ status: 200, body: 'first' })
    expect(await later).toEqual({ status: 200, body: 'later' })
    expect(handled).toEqual(['/first', '/later'])
  })
})
