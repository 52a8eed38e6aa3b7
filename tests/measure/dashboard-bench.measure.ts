// `npm run bench:dashboard` (a measurement, not a timed test): 10,000 leads spread over 100 days, three kinds, every
// status, some assigned, answered or due for follow-up, in a fresh database (SQLite; PostgreSQL too when
// BENCH_DATABASE_URL is set); then the dashboard's figures (loadDashboard) and the whole /admin page as staff, each
// timed several times. Needs a production build (`npm run build`) for the server that creates the schema.
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { loadDashboard } from '@/features/leadDesk/dashboard'
import { rawQuery } from '@/lib/rawQuery'

import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from '../../scripts/lib/test-server.mjs'

const LEADS = Number(process.env.BENCH_LEADS || 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20)
const DAY = 86_400_000
const STATUSES = ['new', 'in-progress', 'won-placed', 'closed']

/** Each kind's share of the leads and its own required columns. */
const KINDS = [
  {
    table: 'contact_messages',
    share: 0.5,
    columns: ['full_name', 'email_address', 'inquiry_type', 'message'],
    values: (i: number) => [`Bench sender ${i}`, `bench-${i}@example.in`, 'General', 'Bench message'],
  },
  { table: 'support_requests', share: 0.25, columns: ['email'], values: (i: number) => [`care-${i}@example.in`] },
  { table: 'subscribers', share: 0.25, columns: ['email'], values: (i: number) => [`reader-${i}@example.in`] },
]

async function fill(query: (text: string, params: unknown[]) => Promise<unknown>, staffId: number) {
  const now = Date.now()
  let n = 0
  for (const kind of KINDS) {
    const count = Math.round(LEADS * kind.share)
    const columns = [...kind.columns, 'status', 'spam', 'assignee_id', 'follow_up_on', 'first_reply_at', 'created_at', 'updated_at']
    for (let start = 0; start < count; start += 500) {
      const params: unknown[] = []
      const rows: string[] = []
      for (let i = start; i < Math.min(count, start + 500); i += 1) {
        n += 1
        const created = new Date(now - ((n * 7919) % (100 * DAY)))
        const values = [
          ...kind.values(n),
          STATUSES[n % 4],
          n % 50 === 0,
          n % 3 === 0 ? staffId : null,
          n % 5 === 0 ? new Date(now + ((n % 11) - 5) * DAY).toISOString() : null,
          n % 2 === 0 ? new Date(created.getTime() + 3600_000).toISOString() : null,
          created.toISOString(),
          created.toISOString(),
        ]
        rows.push(`(${values.map((value) => `$${params.push(value)}`).join(', ')})`)
      }
      await query(`INSERT INTO ${kind.table} (${columns.join(', ')}) VALUES ${rows.join(', ')}`, params)
    }
  }
  return n
}

const ms = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1)
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`
}

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run()
  const timings: number[] = []
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now()
    await run()
    timings.push(performance.now() - started)
  }
  return ms(timings)
}

const databases = [
  { name: 'SQLite', url: undefined as string | undefined, port: 3421 },
  ...(process.env.BENCH_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL, port: 3422 }] : []),
]

describe('dashboard with 10,000 leads', () => {
  for (const database of databases) {
    it(`on ${database.name}`, { timeout: 900_000 }, async () => {
      if (database.url) await resetPostgres(database.url)
      const dir = makeTempDir(`bench-dashboard-${database.name.toLowerCase()}`)
      const server = await startTestServer({
        name: 'bench-dashboard',
        port: Number(process.env.BENCH_PORT || database.port),
        databaseUrl: database.url,
        dir,
      })
      const pool = database.url ? new pg.Pool({ connectionString: database.url, max: 4 }) : undefined
      const client = database.url ? undefined : createClient({ url: server.databaseUrl })
      try {
        const payload = { db: pool ? { pool } : { client } } as unknown as Payload
        const query = rawQuery(payload)
        const [staff] = await query('SELECT id FROM users ORDER BY id LIMIT 1', [])
        const stored = await fill(query, Number(staff.id))
        const figures = await loadDashboard(payload)
        expect(figures.weeks.flatMap((week) => week.counts).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0)

        const headers = await staffAuthHeader(server.url)
        const page = async () => {
          const response = await fetch(`${server.url}/admin`, { headers })
          const html = await response.text()
          if (!html.includes('data-metric="new-today:all"')) throw new Error(`no dashboard in the page (${response.status})`)
        }
        console.log(
          `\n${database.name}, ${stored} leads (contact messages, support requests, subscribers over 100 days), ${ROUNDS} rounds after 3 warm-ups:\n` +
            `  loadDashboard (five aggregate queries)  ${await time(() => loadDashboard(payload))}\n` +
            `  GET /admin as staff (whole page)        ${await time(page)}`,
        )
      } finally {
        await pool?.end()
        client?.close()
        await server.stop()
      }
    })
  }
})
