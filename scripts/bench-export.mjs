// `node scripts/bench-export.mjs` (not a test): the inbox's CSV export of BENCH_LEADS (100,000) leads with 2,000
// characters of text each, written straight into a fresh database (SQLite, or PostgreSQL with BENCH_DATABASE_URL),
// downloaded once by staff while a visitor keeps asking for a cached public answer. Prints the rows and bytes
// received, the time, the server's resident memory before and at its peak (sampled every 20 ms, and the kernel's
// VmHWM), and the cached answer's p50/p95 during the export. Needs a production build (`npm run build`).
import { performance } from 'node:perf_hooks'

import { createClient } from '@libsql/client'

import { loadAverage, processMemory } from './lib/process-memory.mjs'
import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from './lib/test-server.mjs'

const LEADS = Number(process.env.BENCH_LEADS || 100_000)
const TEXT = 2000
const databaseUrl = process.env.BENCH_DATABASE_URL
const postgres = Boolean(databaseUrl?.startsWith('postgres'))
if (postgres) await resetPostgres(databaseUrl)

const dir = makeTempDir('bench-export')
const server = await startTestServer({ name: 'bench-export', port: Number(process.env.BENCH_PORT || 3245), dir, databaseUrl })
const pid = server.child.pid

async function sql(text) {
  if (postgres) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: server.databaseUrl })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
    return
  }
  const client = createClient({ url: server.databaseUrl })
  try {
    await client.execute(text)
  } finally {
    client.close()
  }
}

try {
  const started = performance.now()
  const body = postgres ? `repeat('ab', ${TEXT / 2})` : `substr(replace(hex(zeroblob(${TEXT / 2})), '00', 'ab'), 1, ${TEXT})`
  const now = new Date().toISOString()
  const time = postgres
    ? `CAST('${now}' AS timestamptz) - i * interval '1 second'`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', '${now}', '-' || i || ' seconds')`
  await sql(`INSERT INTO contact_messages (full_name, email_address, inquiry_type, message, status, spam, notify_state, created_at, updated_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LEADS})
    SELECT 'Bench sender ' || i, 'bench-' || i || '@example.in', 'General', 'Lead ' || i || ' ' || ${body}, 'new', false, 'sent', ${time}, ${time} FROM n`)
  console.log(`${LEADS} leads written in ${Math.round(performance.now() - started)} ms (${postgres ? 'PostgreSQL' : 'SQLite'})`)

  const headers = await staffAuthHeader(server.url)
  // A warm server: the export route and a cached public answer loaded once.
  await fetch(`${server.url}/cms-api/inbox/export?q=nothing-matches`, { headers }).then((response) => response.arrayBuffer())
  await fetch(`${server.url}/api/openings`).then((response) => response.arrayBuffer())
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const before = processMemory(pid)
  let peak = before.rss
  const sampler = setInterval(() => {
    peak = Math.max(peak, processMemory(pid).rss)
  }, 20)

  let exporting = true
  const cached = []
  const visitor = (async () => {
    while (exporting) {
      const t = performance.now()
      await fetch(`${server.url}/api/openings`).then((response) => response.arrayBuffer())
      cached.push(performance.now() - t)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()

  const exportStarted = performance.now()
  const response = await fetch(`${server.url}/cms-api/inbox/export`, { headers })
  let bytes = 0
  let lines = 0
  const reader = response.body.getReader()
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    bytes += part.value.length
    for (const byte of part.value) if (byte === 10) lines += 1
  }
  const took = performance.now() - exportStarted
  exporting = false
  await visitor
  clearInterval(sampler)
  const after = processMemory(pid)
  cached.sort((a, b) => a - b)
  const pct = (p) => cached[Math.min(cached.length - 1, Math.floor((p / 100) * cached.length))]?.toFixed(1)
  console.log(
    JSON.stringify(
      {
        database: postgres ? 'postgres' : 'sqlite',
        status: response.status,
        rows: lines - 1,
        megabytes: Math.round(bytes / 1048576),
        seconds: Number((took / 1000).toFixed(1)),
        rssBeforeMb: Math.round(before.rss),
        rssPeakMb: Math.round(Math.max(peak, after.rss)),
        vmHwmMb: Math.round(after.peak),
        cachedAnswerMs: { p50: pct(50), p95: pct(95), max: pct(100), requests: cached.length },
        load: loadAverage(),
      },
      null,
      2,
    ),
  )
} finally {
  await server.stop()
}
