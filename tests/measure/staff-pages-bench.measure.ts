// `npm run bench:staff-pages` (a measurement, not a timed test): BENCH_LEADS leads (10,000 by default; 100,000 for
// the figures in docs/benchmarks.md) spread over 400 days, three kinds, every status, some assigned, answered or due
// for follow-up, written straight into a fresh database (SQLite; PostgreSQL too when BENCH_DATABASE_URL is set); then
// each staff page as staff, timed several times: the dashboard, the inbox (first page, next page by key, last page,
// search, filters) and a lead's page; and, on each database, a public answer while one person asks for the inbox's
// last page again and again (docs/decisions/lead-desk.md, "Inbox paging and search"). Needs a production build.
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { rawQuery } from '@/lib/rawQuery'

import { fillBenchLeads, percentiles, timings } from './bench-leads'

import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from '../../scripts/lib/test-server.mjs'

const LEADS = Number(process.env.BENCH_LEADS || 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS || 20)

const databases = [
  { name: 'SQLite', url: undefined as string | undefined, port: 3456 },
  ...(process.env.BENCH_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.BENCH_DATABASE_URL, port: 3457 }] : []),
]

describe(`staff pages with ${LEADS} leads`, () => {
  for (const database of databases) {
    it(`on ${database.name}`, { timeout: 1_800_000 }, async () => {
      if (database.url) await resetPostgres(database.url)
      const dir = makeTempDir(`bench-staff-pages-${database.name.toLowerCase()}`)
      const server = await startTestServer({
        name: 'bench-staff-pages',
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
        const stored = await fillBenchLeads(query, { staffId: Number(staff.id), leads: LEADS, days: 400 })
        const filled = ((performance.now() - filling) / 1000).toFixed(0)
        if (pool) await pool.query('VACUUM ANALYZE')
        else await client!.execute('ANALYZE')
        const [lead] = await query('SELECT id FROM contact_messages ORDER BY id DESC LIMIT 1', [])

        const headers = await staffAuthHeader(server.url)
        const get = (address: string, expected: string) => async () => {
          const response = await fetch(`${server.url}${address}`, { headers })
          const html = await response.text()
          if (response.status !== 200 || !html.includes(expected)) throw new Error(`${address}: ${response.status}, no "${expected}"`)
          return html
        }
        const first = await get('/admin/inbox', 'data-testid="inbox-row"')()
        const next = /<a [^>]*href="([^"]*)"[^>]*>Next page<\/a>/.exec(first)?.[1].replace(/&amp;/g, '&')
        expect(next).toBeTruthy()
        const pages: [string, string, string][] = [
          ['dashboard (/admin)', '/admin', 'data-metric="new-today:all"'],
          ['inbox, first page', '/admin/inbox', 'data-testid="inbox-row"'],
          ['inbox, next page (by key)', next!, 'data-testid="inbox-row"'],
          ['inbox, last page', '/admin/inbox?oldest=1', 'data-testid="inbox-row"'],
          ['inbox, page 40 (numbered link)', '/admin/inbox?page=40', 'data-testid="inbox-row"'],
          ['inbox, search a name (2 words)', '/admin/inbox?q=sender%204242', 'Bench sender 4242'],
          ['inbox, search an e-mail', '/admin/inbox?q=care-12345%40example.in', 'inbox'],
          ['inbox, search a common word', '/admin/inbox?q=bench', 'data-testid="inbox-row"'],
          ['inbox, open and mine', '/admin/inbox?status=open&assignee=mine', 'data-testid="inbox-row"'],
          ['inbox, waiting for a first reply', '/admin/inbox?waiting=1', 'data-testid="inbox-row"'],
          ['inbox, follow-up overdue', '/admin/inbox?followUp=overdue', 'data-testid="inbox-row"'],
          ['a lead’s page', `/admin/collections/contact-messages/${Number(lead.id)}`, '<html'],
          ['the board (/admin/pipeline)', '/admin/pipeline', '<html'],
        ]
        const lines: string[] = []
        for (const [label, address, expected] of pages)
          lines.push(`  ${label.padEnd(34)} ${percentiles(await timings(get(address, expected), ROUNDS))}`)

        // A public answer while one person asks for the inbox's last page again and again.
        const publicAnswer = async () => (await fetch(`${server.url}/api/openings`)).arrayBuffer()
        const quiet = await timings(publicAnswer, 40)
        let paging = true
        const pager = (async () => {
          while (paging) await get('/admin/inbox?oldest=1', 'data-testid="inbox-row"')()
        })()
        const busy = await timings(async () => {
          await publicAnswer()
          await new Promise((resolve) => setTimeout(resolve, 20))
        }, 40)
        paging = false
        await pager
        lines.push(`  GET /api/openings alone              ${percentiles(quiet)}`)
        lines.push(`  GET /api/openings while paging       ${percentiles(busy.map((taken) => taken - 20))} (20 ms pause taken off)`)
        console.log(
          `\n${database.name}, ${stored} leads (filled in ${filled} s), ${ROUNDS} rounds after 3 warm-ups, as staff:\n${lines.join('\n')}`,
        )
      } finally {
        await pool?.end()
        client?.close()
        await server.stop()
      }
    })
  }
})
