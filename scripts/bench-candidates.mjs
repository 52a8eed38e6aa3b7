// `npm run bench:candidates -- --db sqlite|postgres --candidates 100000` (not a test; after `npm run build`): the
// talent pool's search at scale (docs/decisions/talent-pool.md, "Search"; docs/benchmarks.md, "Candidate search").
// Starts the production build once on a fresh database (migrations and seed), stops it, writes the candidates with
// their skills, resumes and applications straight into the database (scripts/lib/bulk-candidates.mjs), starts it
// again and times GET /cms-api/candidates/search as staff, one request at a time, to the last byte: a mix of
// searches (common and rare words, two words, a three-letter start, filters alone, words with filters, a far page).
// Prints p50/p95 per search and over all of them, and checks the target (p95 under 150 ms). PostgreSQL:
// BENCH_DATABASE_URL (emptied first), default postgres://postgres@127.0.0.1:5432/bench_candidates.
import { parseArgs } from 'node:util'

import { openDatabase } from './lib/bulk-content.mjs'
import { loadCandidates } from './lib/bulk-candidates.mjs'
import { loadAverage, processMemory } from './lib/process-memory.mjs'
import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from './lib/test-server.mjs'

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.BENCH_PORT || '3437' },
    target: { type: 'string', default: '150' },
  },
})
const COUNT = Number(args.candidates)
const RUNS = Math.max(3, Number(args.runs))
const TARGET = Number(args.target)
const postgres = args.db === 'postgres'
const TAG = `bench-${Date.now().toString(36)}`

const dir = makeTempDir(`bench-candidates-${args.db}`)
let databaseUrl
if (postgres) {
  databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_candidates'
  await resetPostgres(databaseUrl)
}
const port = Number(args.port)
const start = () => startTestServer({ name: 'bench-candidates', port, databaseUrl, dir })

// 1. A real app database: migrated and seeded by the server itself.
let server = await start()
const staffAuth = await staffAuthHeader(server.url)
const me = await (await fetch(`${server.url}/cms-api/users/me`, { headers: staffAuth })).json()
databaseUrl = server.databaseUrl
await server.stop()

// 2. The candidates, straight into the database.
const loadStarted = performance.now()
const db = await openDatabase(databaseUrl)
try {
  await loadCandidates(db, TAG, COUNT, { assigneeId: me.user?.id ?? null })
} finally {
  await db.close()
}
const loadSeconds = (performance.now() - loadStarted) / 1000

// 3. Measure.
server = await start()
const headers = await staffAuthHeader(server.url)

async function timed(query) {
  const started = performance.now()
  const response = await fetch(`${server.url}/cms-api/candidates/search?${query}`, { headers })
  const body = await response.text()
  const ms = performance.now() - started
  let total = null
  try {
    total = JSON.parse(body).totalDocs ?? null
  } catch {
    // not JSON: the status says what went wrong
  }
  return { ms, status: response.status, total }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const SEARCHES = [
  ['everyone, newest first', ''],
  ['a common skill word: q=react', 'q=react'],
  ['two words: q=react pune', 'q=react%20pune'],
  ['a name: q=meera kulkarni', 'q=meera%20kulkarni'],
  ['resume words: q=payroll provident', 'q=payroll%20provident'],
  ['a rare word: q=emp4242', 'q=emp4242'],
  ['a common word: q=developer', 'q=developer'],
  ['a three-letter start: q=dev', 'q=dev'],
  ['filters: skills=Java,Selenium&minYears=3&maxYears=8', 'skills=Java,Selenium&minYears=3&maxYears=8'],
  [
    'words and filters: q=developer&location=pune&maxNoticeDays=30&workMode=remote',
    'q=developer&location=pune&maxNoticeDays=30&workMode=remote',
  ],
  ['applications: stage=interview&appliedWithin=6m', 'stage=interview&appliedWithin=6m'],
  ['tag and owner: tag=referral&owner=mine', 'tag=referral&owner=mine'],
  ['a far page: q=developer&page=20', 'q=developer&page=20'],
]

const rows = []
const all = []
try {
  for (const [name, query] of SEARCHES) {
    await timed(query)
    const samples = []
    for (let index = 0; index < RUNS; index++) samples.push(await timed(query))
    const ms = samples.map((sample) => sample.ms)
    all.push(...ms)
    rows.push({
      name,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      statuses: [...new Set(samples.map((sample) => sample.status))].join('/'),
      total: samples[0].total,
    })
  }
  const memory = processMemory(server.child.pid)
  console.log(`\n### ${args.db}, ${COUNT} candidates (with resumes; one in two applied)\n`)
  console.log(`Bulk load and search tables: ${loadSeconds.toFixed(1)} s. Load average: ${loadAverage()}.`)
  console.log(`Server RSS: ${memory.rss.toFixed(0)} MB now, ${memory.peak.toFixed(0)} MB peak.\n`)
  console.log('| search | matches | p50 ms | p95 ms | status |')
  console.log('| --- | ---: | ---: | ---: | --- |')
  for (const row of rows)
    console.log(`| ${row.name} | ${row.total ?? '—'} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.statuses} |`)
  const p95 = percentile(all, 95)
  console.log(`| **all searches** (${all.length} requests) | | ${percentile(all, 50).toFixed(0)} | ${p95.toFixed(0)} | |`)
  console.log(`\nTarget p95 < ${TARGET} ms over all searches: ${p95 < TARGET ? 'met' : 'NOT met'}.`)
  if (rows.some((row) => row.statuses !== '200')) process.exitCode = 1
} finally {
  await server.stop()
}
