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

import { fillBenchLeads, percentiles, timings } from './bench-leads'

import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from '../../scripts/lib/test-server.mjs'

const LEADS = Number(process.env.BENCH_LEADS || 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20)

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
        const stored = await fillBenchLeads(query, { staffId: Number(staff.id), leads: LEADS, days: 100 })
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
            `  loadDashboard (five aggregate queries)  ${percentiles(await timings(() => loadDashboard(payload), ROUNDS), 1)}\n` +
            `  GET /admin as staff (whole page)        ${percentiles(await timings(page, ROUNDS), 1)}`,
        )
      } finally {
        await pool?.end()
        client?.close()
        await server.stop()
      }
    })
  }
})
