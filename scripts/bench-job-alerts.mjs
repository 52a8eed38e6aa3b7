// `npm run bench:job-alerts -- --db sqlite|postgres --alerts 20000 --roles 30` (not a test; after `npm run build`):
// job alerts at scale (docs/decisions/job-alerts.md; docs/benchmarks.md, "Job alerts"). Starts the production build
// once on a fresh database (migrations and seed), stops it, writes the confirmed alerts (a mix of searches, filters
// and frequencies, confirmed a day ago) and the new open roles (first opened ten minutes ago) straight into the
// database, starts it again and times POST /cms-api/job-alerts/send as staff: every alert read, matched and its mail
// queued. Mail goes to a closed port and is not retried during the run, so the time is the matching and queueing.
// Prints the time, the alerts checked and mails queued, the server's memory, and checks the target (under 60 s).
// PostgreSQL: BENCH_DATABASE_URL (emptied first), default postgres://postgres@127.0.0.1:5432/bench_job_alerts.
import { parseArgs } from 'node:util'

import { insertRoles, minutesBefore, openDatabase, pick, series } from './lib/bulk-content.mjs'
import { loadAverage, processMemory } from './lib/process-memory.mjs'
import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from './lib/test-server.mjs'

const { values: args } = parseArgs({
  options: {
    alerts: { type: 'string', default: '20000' },
    roles: { type: 'string', default: '30' },
    db: { type: 'string', default: 'sqlite' },
    port: { type: 'string', default: process.env.BENCH_PORT || '3438' },
    target: { type: 'string', default: '60' },
  },
})
const ALERTS = Number(args.alerts)
const ROLES = Number(args.roles)
const TARGET_SECONDS = Number(args.target)
const postgres = args.db === 'postgres'
const TAG = `bench-${Date.now().toString(36)}`

const dir = makeTempDir(`bench-job-alerts-${args.db}`)
let databaseUrl
if (postgres) {
  databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_job_alerts'
  await resetPostgres(databaseUrl)
}
const port = Number(args.port)
const env = { SMTP_URL: 'smtp://127.0.0.1:9', LEAD_MAIL_RETRY_SECONDS: '3600' }
const start = () => startTestServer({ name: 'bench-job-alerts', port, databaseUrl, dir, env })

// 1. A real app database: migrated and seeded by the server itself.
let server = await start()
databaseUrl = server.databaseUrl
await server.stop()

// 2. The alerts and the new roles, straight into the database.
const loadStarted = performance.now()
const db = await openDatabase(databaseUrl)
const enumCast = (type) => (postgres ? `::${type}` : '')
try {
  const pillars = (await db.run('SELECT slug FROM categories WHERE slug IS NOT NULL ORDER BY id')).map((row) => String(row.slug))
  const at = new Date().toISOString()
  await insertRoles(db, TAG, ROLES, { now: new Date() })
  await db.run(`UPDATE openings SET opened_at = ${minutesBefore(postgres, '10')} WHERE slug LIKE CAST(? AS text) || '-%'`, [at, TAG])
  // One alert in five names no filter, the others a service area, a type or a mode; one in three searches words.
  const nullable = (expression, every) => `(CASE WHEN i % ${every} = 0 THEN NULL ELSE ${expression} END)`
  await db.run(
    `INSERT INTO job_alerts (email, state, frequency, search_term, pillar, employment_type, work_mode, confirmed_at,
       consent_at, consent_version, spam, created_at, updated_at)
     ${series(ALERTS)}
     SELECT 'alert-' || i || '@bench' || (i % 500) || '.example.in', 'confirmed'${enumCast('enum_job_alerts_state')},
       ${pick(['daily', 'weekly'], 'i', 'enum_job_alerts_frequency', postgres)},
       (CASE WHEN i % 3 = 0 THEN ${pick(['developer', 'analyst', 'payroll', 'recruiter', 'support', 'react', 'work from home', 'fresher'], 'i / 3')} ELSE NULL END),
       ${nullable(pick(pillars, 'i / 7'), 2)},
       ${postgres ? `CAST(${nullable(pick(['full-time', 'part-time', 'contract', 'internship', 'gig'], 'i / 11'), 3)} AS enum_job_alerts_employment_type)` : nullable(pick(['full-time', 'part-time', 'contract', 'internship', 'gig'], 'i / 11'), 3)},
       ${postgres ? `CAST(${nullable(pick(['on-site', 'hybrid', 'remote'], 'i / 13'), 2)} AS enum_job_alerts_work_mode)` : nullable(pick(['on-site', 'hybrid', 'remote'], 'i / 13'), 2)},
       ${minutesBefore(postgres, '1440')}, ${minutesBefore(postgres, '1440')}, 'privacy-2026-11', ${postgres ? 'false' : '0'},
       ${minutesBefore(postgres, '1440')}, ${minutesBefore(postgres, '1440')}
     FROM n`,
    [at, at, at, at],
  )
  if (!postgres) await db.run('ANALYZE')
} finally {
  await db.close()
}
const loadSeconds = (performance.now() - loadStarted) / 1000

// 3. Measure one run of the day's sending.
server = await start()
try {
  const headers = await staffAuthHeader(server.url)
  const started = performance.now()
  const response = await fetch(`${server.url}/cms-api/job-alerts/send`, { method: 'POST', headers })
  const body = await response.json()
  const seconds = (performance.now() - started) / 1000
  const memory = processMemory(server.child.pid)
  const check = await openDatabase(databaseUrl)
  const [jobs] = await check.run(`SELECT COUNT(*) AS n FROM payload_jobs WHERE queue = 'mail'`)
  await check.close()
  console.log(`\n### ${args.db}: ${ALERTS} confirmed alerts, ${ROLES} new roles\n`)
  console.log(`Bulk load: ${loadSeconds.toFixed(1)} s. Load average: ${loadAverage()}.`)
  console.log(
    `POST /cms-api/job-alerts/send: ${response.status} in ${seconds.toFixed(1)} s: ${body.checked} alerts checked, ${body.queued} mails queued, ${body.nothingNew} with nothing new.`,
  )
  console.log(`Mail jobs in the queue: ${jobs.n}. Server RSS: ${memory.rss.toFixed(0)} MB now, ${memory.peak.toFixed(0)} MB peak.`)
  const ok = response.status === 200 && body.checked === ALERTS && seconds < TARGET_SECONDS
  console.log(ok ? `Target met: under ${TARGET_SECONDS} s.` : `TARGET MISSED (under ${TARGET_SECONDS} s, every alert checked).`)
  process.exitCode = ok ? 0 : 1
} finally {
  await server.stop()
}
