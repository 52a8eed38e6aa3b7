// `npm run bench` (not a test): requests per second of the public API against a static file of the same
// server, in one run. Needs a production build (`npm run build`); starts the server on a fresh seeded database.
import autocannon from 'autocannon'

import { startTestServer } from './lib/test-server.mjs'

const DURATION = Number(process.env.BENCH_SECONDS || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32)

const targets = [
  { label: 'static asset /images/fallback.svg', path: '/images/fallback.svg' },
  { label: 'GET /api/categories', path: '/api/categories' },
  { label: 'GET /api/blogs?page=1', path: '/api/blogs?page=1' },
  { label: 'GET /api/blogs?searchTerm=hiring', path: '/api/blogs?searchTerm=hiring' },
]

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

const server = await startTestServer({ name: 'bench', port: Number(process.env.BENCH_PORT || 3401) })
try {
  for (const target of targets) {
    const response = await fetch(server.url + target.path) // warm the cache
    if (!response.ok) throw new Error(`${target.path} answered ${response.status}`)
  }
  const rows = []
  for (const target of targets) {
    const result = await measure(server.url + target.path)
    if (result.non2xx || result.errors) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`)
    rows.push({ ...target, rps: result.requests.average, p99: result.latency.p99 })
  }
  const baseline = rows[0].rps
  console.log(`\n${DURATION}s per target, ${CONNECTIONS} connections, loopback, one production server on SQLite\n`)
  console.log('target'.padEnd(40), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'x static'.padStart(10))
  for (const row of rows) {
    console.log(
      row.label.padEnd(40),
      row.rps.toFixed(0).padStart(10),
      String(row.p99).padStart(8),
      (row.rps / baseline).toFixed(2).padStart(10),
    )
  }
} finally {
  await server.stop()
}
