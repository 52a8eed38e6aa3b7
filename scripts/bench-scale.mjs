// `npm run bench:scale -- --leads 10000 --roles 500 --posts 200 --db sqlite|postgres` (not a test): the site with a lot
// of data. Starts the production build once on a fresh database (migrations and seed), stops it, adds the leads,
// roles and posts straight into the database (scripts/lib/bulk-content.mjs), starts it again and measures, per
// request, p50 and p95 of: the staff dashboard, the inbox (unfiltered, a search, a filter, the last page), a lead's
// page and the pipeline board; the first public answers after a role edit and after a post edit; cached public
// answers; the blog search; and the size of /jobs. Prints a Markdown table (docs/benchmarks.md, "Scale") and the
// server's peak RSS. PostgreSQL: BENCH_DATABASE_URL (emptied first), default postgres://postgres@127.0.0.1:5432/bench_scale.
import { parseArgs } from 'node:util'

import { insertLeads, insertPosts, insertRoles, openDatabase } from './lib/bulk-content.mjs'
import { blogSearchTrigramIndex, dropIndexStatements } from '../src/migrations/scaleIndexes.ts'

import { loadAverage, processMemory } from './lib/process-memory.mjs'
import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from './lib/test-server.mjs'

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    roles: { type: 'string', default: '50' },
    posts: { type: 'string', default: '20' },
    db: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.BENCH_PORT || '3436' },
    // Drops the indexes of src/migrations/scaleIndexes.ts after loading, to measure without them ("before").
    'without-indexes': { type: 'boolean', default: false },
  },
})
const LEADS = Number(args.leads)
const ROLES = Number(args.roles)
const POSTS = Number(args.posts)
const RUNS = Math.max(3, Number(args.runs))
const postgres = args.db === 'postgres'
const TAG = `bench-${Date.now().toString(36)}`

const dir = makeTempDir(`bench-scale-${args.db}`)
let databaseUrl
if (postgres) {
  databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_scale'
  await resetPostgres(databaseUrl)
}
const port = Number(args.port)
const start = () => startTestServer({ name: 'bench-scale', port, databaseUrl, dir, env: { FOLLOW_UP_DIGEST_HOUR: 'off' } })

// 1. A real app database: migrated and seeded by the server itself.
let server = await start()
const staffAuth = await staffAuthHeader(server.url)
const me = await (await fetch(`${server.url}/cms-api/users/me`, { headers: staffAuth })).json()
databaseUrl = server.databaseUrl
await server.stop()

// 2. The data, straight into the database.
const loadStarted = performance.now()
const db = await openDatabase(databaseUrl)
try {
  await insertRoles(db, `${TAG}-role`, ROLES, { closedEvery: 11 })
  await insertPosts(db, `${TAG}-post`, POSTS)
  await insertLeads(db, TAG, LEADS, { assigneeId: me.user?.id ?? null })
  if (args['without-indexes']) {
    for (const statement of [...dropIndexStatements(), ...(postgres ? [`DROP INDEX IF EXISTS "${blogSearchTrigramIndex}"`] : [])]) {
      await db.run(statement)
    }
  }
  if (!postgres) await db.run('PRAGMA optimize=0x10002')
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that index-only counts need.
  else await db.run('VACUUM ANALYZE')
} finally {
  await db.close()
}
const loadSeconds = (performance.now() - loadStarted) / 1000

// 3. Measure.
server = await start()
// Staff pages with the staff token (Payload takes no cookie session from a request without an Origin).
const staffPage = await staffAuthHeader(server.url)
const staffJson = { ...staffPage, 'content-type': 'application/json' }

/** One GET: milliseconds to the last byte, status and body size. */
async function timed(path, headers = {}) {
  const started = performance.now()
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' })
  const body = Buffer.from(await response.arrayBuffer())
  return { ms: performance.now() - started, status: response.status, bytes: body.length, text: () => body.toString('utf8') }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const rows = []
function record(name, samples, note = '') {
  const statuses = [...new Set(samples.map((sample) => sample.status))].join('/')
  const ms = samples.map((sample) => sample.ms)
  rows.push({ name, p50: percentile(ms, 50), p95: percentile(ms, 95), n: ms.length, note: `${statuses}${note ? `; ${note}` : ''}` })
}

/** `RUNS` GETs of `path` one after another (the first one warms up and is not counted). */
async function repeat(name, path, headers = {}, note = '') {
  await timed(path, headers)
  const samples = []
  for (let index = 0; index < RUNS; index++) samples.push(await timed(path, headers))
  // An admin view answers 200 even to a visitor, with a redirect to the login inside the page.
  const refused = path.startsWith('/admin') && samples.some((sample) => sample.text().includes('/admin/login?redirect'))
  record(name, samples, refused ? 'NOT LOGGED IN' : note)
  return samples
}

/** A staff edit through /cms-api that changes nothing but runs the collection's hooks (which expire the caches). */
async function touch(collection, id, field, value) {
  const response = await fetch(`${server.url}/cms-api/${collection}/${id}`, {
    method: 'PATCH',
    headers: staffJson,
    body: JSON.stringify({ [field]: value }),
  })
  if (!response.ok) throw new Error(`PATCH ${collection}/${id}: ${response.status}`)
}

/** The first request after an edit, `RUNS` times: edit, then time `path` (uncached: the caches were just expired). */
async function afterEdit(name, edit, path) {
  const samples = []
  for (let index = 0; index < Math.min(RUNS, 10); index++) {
    await edit()
    samples.push(await timed(path))
  }
  record(name, samples)
}

const find = async (collection, query) =>
  (await (await fetch(`${server.url}/cms-api/${collection}?${query}&depth=0&limit=1`, { headers: staffJson })).json()).docs[0]

try {
  const role = await find('openings', `where[slug][equals]=${TAG}-role-1`)
  const post = await find('blogs', 'where[_status][equals]=published&sort=-publishedAt')
  const lead = await find('contact-messages', 'sort=-createdAt')
  const editRole = () => touch('openings', role.id, 'summary', role.summary)
  const editPost = () => touch('blogs', post.id, 'summary', post.summary)

  // Staff pages.
  await repeat('staff: dashboard /admin', '/admin', staffPage)
  await repeat('staff: inbox, unfiltered', '/admin/inbox', staffPage)
  await repeat('staff: inbox, search ?q=patil', '/admin/inbox?q=patil', staffPage)
  await repeat('staff: inbox, filter ?status=new', '/admin/inbox?status=new', staffPage)
  await repeat('staff: inbox, last page', '/admin/inbox?page=1000000', staffPage)
  await repeat('staff: a lead', `/admin/collections/contact-messages/${lead.id}`, staffPage)
  await repeat('staff: pipeline board', '/admin/pipeline', staffPage)

  // Public: the first answers after an edit.
  await afterEdit('after a role edit: GET /api/openings', editRole, '/api/openings')
  await afterEdit('after a role edit: /jobs', editRole, '/jobs')
  await afterEdit('after a role edit: a role page', editRole, `/jobs/${TAG}-role-2`)
  await afterEdit('after a role edit: /jobs/feed.xml', editRole, '/jobs/feed.xml')
  await afterEdit('after a post edit: GET /api/blogs', editPost, '/api/blogs')
  await afterEdit('after a post edit: /blogs', editPost, '/blogs')

  // Public: cached answers, and the blog search (never cached in the data cache).
  await repeat('cached: GET /api/openings?page=2', '/api/openings?page=2')
  await repeat('cached: /jobs', '/jobs')
  await repeat('cached: GET /api/blogs', '/api/blogs')
  const words = ['hiring', 'contract', 'intern', 'zebra']
  const searches = []
  for (let index = 0; index < RUNS; index++) {
    for (const word of words) searches.push(await timed(`/api/blogs?searchTerm=${word}&v=${index}`))
  }
  record('blog search (hiring, contract, intern, zebra)', searches, 'uncached')

  const jobs = await timed('/jobs', { 'accept-encoding': 'identity' })
  const memory = processMemory(server.child.pid)
  const label = `${args.db}${args['without-indexes'] ? ' without the new indexes' : ''}, ${LEADS} leads, ${ROLES} roles (10 in 11 open), ${POSTS} posts`
  console.log(`\n### ${label}\n`)
  console.log(`Bulk load: ${loadSeconds.toFixed(1)} s. Load average: ${loadAverage()}. /jobs HTML: ${(jobs.bytes / 1024).toFixed(0)} KB.`)
  console.log(`Server RSS: ${memory.rss.toFixed(0)} MB now, ${memory.peak.toFixed(0)} MB peak.\n`)
  console.log('| request | p50 ms | p95 ms | n | status |')
  console.log('| --- | ---: | ---: | ---: | --- |')
  for (const row of rows) console.log(`| ${row.name} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.n} | ${row.note} |`)
} finally {
  await server.stop()
}
