// `npm run bench` (not a test): requests per second of the prerendered pages (HTML, and the RSC payload a client
// navigation fetches) and of the public API against a static JS chunk of the same server, in one run, with the
// server's memory (RSS now and its peak). Needs a production build (`npm run build`); starts the server on a fresh
// seeded database.
import os from 'node:os'

import autocannon from 'autocannon'

import { loadAverage, processMemory } from './lib/process-memory.mjs'
import { startTestServer } from './lib/test-server.mjs'

const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)

/** The five public pages measured (docs/benchmarks.md): seed content (src/cms/seed/data). */
const PAGES = ['/', '/services', '/blogs', '/blog/ai-in-hiring-where-people-decide', '/category/staffing-recruitment']
/** A client navigation without a router state tree: the whole page's payload (its `_rsc` hash is then empty). */
const RSC_HEADERS = { rsc: '1' }

const pageTargets = PAGES.flatMap((path) => [
  { label: `page ${path}`, path },
  { label: `  RSC ${path}`, path: `${path}?_rsc=`, headers: RSC_HEADERS },
])
const apiTargets = [
  { label: 'GET /api/categories', path: '/api/categories' },
  { label: 'GET /api/blogs?page=1', path: '/api/blogs?page=1' },
  { label: 'GET /api/blogs?searchTerm=hiring', path: '/api/blogs?searchTerm=hiring' },
]

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const server = await startTestServer({ name: 'bench', port: Number(process.env.BENCH_PORT || 3401) })
try {
  const started = processMemory(server.child.pid)
  const home = await (await fetch(server.url + '/')).text()
  // Scripts the home page loads, files Next serves from .next/static (compressing them per request, as it does a
  // page): the smallest one above Next's 1 KB compression threshold is the baseline, the largest is shown beside it.
  const chunks = [...new Set(home.match(/\/_next\/static\/chunks\/[^"']+\.js/g) ?? [])]
  const sized = (
    await Promise.all(chunks.map(async (path) => ({ path, bytes: (await (await fetch(server.url + path)).arrayBuffer()).byteLength })))
  )
    .filter((chunk) => chunk.bytes > 1024)
    .sort((x, y) => x.bytes - y.bytes)
  if (!sized.length) throw new Error('no script chunk found on /')
  const chunkTarget = (/** @type {{ path: string, bytes: number }} */ chunk) => ({
    label: `static JS chunk (${(chunk.bytes / 1024).toFixed(1)} KB)`,
    path: chunk.path,
  })
  const targets = [chunkTarget(sized[0]), chunkTarget(sized[sized.length - 1]), ...pageTargets, ...apiTargets]
  for (const target of targets) {
    // Warm Next's caches and ours.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(server.url + target.path, { headers: target.headers, redirect: 'manual' })
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`)
      await response.arrayBuffer()
    }
  }
  const rows = []
  for (const target of targets) {
    const result = await measure(server.url + target.path, target.headers)
    if (result.non2xx || result.errors) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    rows.push({
      ...target,
      rps: result.requests.average,
      p99: result.latency.p99,
      kb: result.throughput.average / result.requests.average / 1024,
      ...processMemory(server.child.pid),
    })
  }
  const baseline = rows[0].rps
  console.log(`\n${DURATION}s per target, ${CONNECTIONS} connections, gzip/br accepted, loopback, one production server on SQLite`)
  console.log(`load average before: ${loadAverage()}; ${os.cpus().length} CPUs\n`)
  console.log(
    'target'.padEnd(52),
    'req/s'.padStart(8),
    'p99 ms'.padStart(7),
    'KB/ans'.padStart(7),
    'x static'.padStart(9),
    'RSS MB'.padStart(7),
  )
  for (const row of rows) {
    console.log(
      row.label.padEnd(52),
      row.rps.toFixed(0).padStart(8),
      String(row.p99).padStart(7),
      row.kb.toFixed(1).padStart(7),
      (row.rps / baseline).toFixed(2).padStart(9),
      row.rss.toFixed(0).padStart(7),
    )
  }
  const end = processMemory(server.child.pid)
  console.log(`\nRSS after start ${started.rss.toFixed(0)} MB, at the end ${end.rss.toFixed(0)} MB, peak ${end.peak.toFixed(0)} MB`)
  console.log(`load average after: ${loadAverage()}`)
} finally {
  await server.stop()
}
