// An instance that runs for weeks (docs/operations.md "Memory"): under mixed traffic from thousands of client addresses the live
// heap levels off far from its limit, and under memory pressure the answer caches are emptied before anything else.
// The full run is `npm run bench:soak` (30 minutes, 20,000 addresses); this is its shorter version.
import { afterAll, describe, expect, it } from 'vitest'

import { liveHeap } from '../../scripts/lib/heap-probe.mjs'
import { runSoak, SOAK_LIMITS } from '../../scripts/lib/soak.mjs'
import { makeTempDir, report, startTestServer, stopAndClean, type Instance } from './harness'

const SOAK_PORT = Number(process.env.FAULTS_SOAK_PORT || 3531)
const SOAK_INSPECT_PORT = Number(process.env.FAULTS_SOAK_INSPECT_PORT || 9531)
const PRESSURE_PORT = Number(process.env.FAULTS_PRESSURE_PORT || 3532)
const PRESSURE_INSPECT_PORT = Number(process.env.FAULTS_PRESSURE_INSPECT_PORT || 9532)
const SOAK_MINUTES = Number(process.env.FAULTS_SOAK_MINUTES || 5)

const instances: Instance[] = []
afterAll(async () => {
  await stopAndClean(instances)
})

type Health = {
  status: string
  memory: { pressure: boolean; sheds: number; fullCollections: number; caches: Record<string, { entries: number }> }
}
const health = async (instance: Instance) => (await (await fetch(`${instance.url}/api/health`)).json()) as Health

describe('memory of one instance', () => {
  it(
    `levels off under ${SOAK_MINUTES} minutes of mixed traffic from 5,000 client addresses, under 60% of the heap limit`,
    async () => {
      const server = await startTestServer({
        name: 'soak',
        port: SOAK_PORT,
        dir: makeTempDir('fault-soak'),
        env: { MEMORY_LOG_SECONDS: '10', TRUST_PROXY: '1' },
        nodeFlags: [`--inspect=127.0.0.1:${SOAK_INSPECT_PORT}`],
      })
      instances.push(server)
      const lines: string[] = []
      const result = await runSoak({
        server,
        inspectPort: SOAK_INSPECT_PORT,
        minutes: SOAK_MINUTES,
        addresses: 5000,
        log: (line) => lines.push(line),
      })
      report('soak', { ...result, log: lines.join('\n') })
      expect(result.statuses).not.toMatch(/(^|, )5\d\d×|network error/)
      expect(result.window.growthPercent).toBeLessThan(SOAK_LIMITS.growth * 100)
      expect(result.highestShareOfLimit).toBeLessThan(SOAK_LIMITS.shareOfLimit)
      // Nothing was under pressure: the caches were never emptied.
      expect((await health(server)).memory).toMatchObject({ pressure: false, sheds: 0 })
    },
    (SOAK_MINUTES + 4) * 60_000,
  )

  it('empties the answer caches when the live heap nears the limit, keeps serving, and says so on /api/health', async () => {
    // Pressure from 1% of the heap limit: every full collection finds the instance under pressure.
    const server = await startTestServer({
      name: 'pressure',
      port: PRESSURE_PORT,
      dir: makeTempDir('fault-pressure'),
      env: { MEMORY_PRESSURE_PERCENT: '1' },
      nodeFlags: [`--inspect=127.0.0.1:${PRESSURE_INSPECT_PORT}`],
    })
    instances.push(server)
    const apiPaths = Array.from({ length: 40 }, (_, i) => `/api/blogs?searchTerm=pressure${i}`)
    const fill = async () => {
      for (const path of [...apiPaths, '/', '/services', '/blogs'])
        await (await fetch(server.url + path, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()
    }
    // Kept: the second request of each is answered from the caches (tried again if a full collection of V8's own,
    // which empties them at this threshold, came in between).
    let kept = false
    for (let attempt = 0; attempt < 5 && !kept; attempt++) {
      await fill()
      const again = await fetch(`${server.url}${apiPaths[0]}`, { headers: { 'accept-encoding': 'br' } })
      const page = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } })
      kept = again.headers.get('x-api-cache') === 'HIT' && page.headers.get('x-page-cache') === 'HIT'
    }
    expect(kept).toBe(true)
    const before = await health(server)
    // A full collection (forced through the inspector, as V8 would run one when the heap fills).
    await liveHeap(PRESSURE_INSPECT_PORT)
    const after = await health(server)
    report('pressure', { before: before.memory, after: after.memory })
    expect(after.status).toBe('ok')
    expect(after.memory.pressure).toBe(true)
    expect(after.memory.sheds).toBeGreaterThan(before.memory.sheds)
    expect(after.memory.caches.api.entries).toBeLessThan(Math.max(1, before.memory.caches.api.entries))
    expect(after.memory.caches.api.entries).toBe(0)
    expect(after.memory.caches.pages.entries).toBe(0)
    // Still serving: the next request renders and answers.
    const served = await fetch(`${server.url}${apiPaths[1]}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('x-api-cache')).toBeNull()
  })
})
