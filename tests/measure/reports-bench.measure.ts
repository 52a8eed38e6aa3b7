// `npm run bench:reports` (a measurement, not a timed test; docs/benchmarks.md, "Reports"): 100,000 leads, 50,000 talent
// applications with 500,000 stage moves, 200 roles, their placements and 5,000 job alerts spread over the last year, in
// a fresh database (SQLite; PostgreSQL too when BENCH_DATABASE_URL is set); then the reports' figures (loadReports, in
// this process), GET /cms-api/reports and the whole /admin/reports page as staff, for this month and this quarter,
// each timed several times. Needs a production build (`npm run build`) for the server that creates the schema.
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { loadReports, reportPeriod } from '@/features/reports'
import { rawQuery } from '@/lib/rawQuery'

import { percentiles, timings } from './bench-leads'
import { fillReportsBench } from './bench-reports-data'

import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from '../../scripts/lib/test-server.mjs'

const LEADS = Number(process.env.BENCH_LEADS || 100_000)
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 50_000)
const MOVES_PER_APPLICATION = 10
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20)
const PERIODS = ['this-month', 'this-quarter'] as const

/** A GET as staff, sent again once when the server had just closed the kept-alive connection ("other side closed"). */
async function fetchAgain(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers })
  } catch {
    return fetch(url, { headers })
  }
}

const databases = [
  { name: 'SQLite', url: undefined as string | undefined, port: 3423 },
  ...(process.env.BENCH_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL, port: 3424 }] : []),
]

describe('reports with 100,000 leads, 50,000 applications and 500,000 stage moves', () => {
  for (const database of databases) {
    it(`on ${database.name}`, { timeout: 1_800_000 }, async () => {
      if (database.url) await resetPostgres(database.url)
      const dir = makeTempDir(`bench-reports-${database.name.toLowerCase()}`)
      const server = await startTestServer({
        name: 'bench-reports',
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
        const filling = performance.now()
        const stored = await fillReportsBench(query, {
          staffId: Number(staff.id),
          leads: LEADS,
          applications: APPLICATIONS,
          movesPerApplication: MOVES_PER_APPLICATION,
          days: 365,
        })
        // Fresh statistics, as a server's start gives them (cms/onInit.ts) after a bulk load.
        await query('ANALYZE', [])
        const filled = ((performance.now() - filling) / 1000).toFixed(0)

        const headers = await staffAuthHeader(server.url)
        const lines: string[] = []
        for (const choice of PERIODS) {
          const chosen = reportPeriod({ period: choice })
          if ('error' in chosen) throw new Error(chosen.error)
          const figures = await loadReports(payload, chosen.period)
          expect(figures.candidates.funnel[0].reached).toBeGreaterThan(0)
          const api = async () => {
            const response = await fetchAgain(`${server.url}/cms-api/reports?period=${choice}`, headers)
            if (response.status !== 200) throw new Error(`GET /cms-api/reports answered ${response.status}`)
            await response.json()
          }
          const page = async () => {
            const response = await fetchAgain(`${server.url}/admin/reports?period=${choice}`, headers)
            const html = await response.text()
            if (!html.includes('data-report="leads-by-kind"')) throw new Error(`no reports in the page (${response.status})`)
          }
          lines.push(
            `  ${choice}: ${figures.leads.all.received + figures.leads.byKind.find((row) => row.kind === 'subscriber')!.received} leads, ` +
              `${figures.candidates.funnel[0].reached} applications, ${figures.candidates.daysInStage.reduce((sum, row) => sum + row.days.count, 0)} moves in the period`,
            `    loadReports (grouped queries)      ${percentiles(await timings(() => loadReports(payload, chosen.period), ROUNDS), 1)}`,
            `    GET /cms-api/reports as staff      ${percentiles(await timings(api, ROUNDS), 1)}`,
            `    GET /admin/reports (whole page)    ${percentiles(await timings(page, ROUNDS), 1)}`,
          )
        }
        console.log(
          `\n${database.name}: ${stored.leads} leads, ${stored.applications} applications, ${stored.moves} stage moves, ${stored.placements} placements ` +
            `(loaded in ${filled} s), ${ROUNDS} rounds after 3 warm-ups:\n${lines.join('\n')}`,
        )
      } finally {
        await pool?.end()
        client?.close()
        await server.stop()
      }
    })
  }
})
