import { createClient } from '@libsql/client'
import pg from 'pg'
import fs from 'node:fs'
import type { Payload } from 'payload'
import { it } from 'vitest'

import { listInbox, parseInboxFilters } from '@/features/leadDesk/inbox'
import { loadDashboard } from '@/features/leadDesk/dashboard'
import { rawQuery } from '@/lib/rawQuery'

const DAY = 86_400_000
const STATUSES = ['new', 'in-progress', 'won-placed', 'closed']
const KINDS = [
  { table: 'contact_messages', share: 0.5, columns: ['full_name', 'email_address', 'inquiry_type', 'message', 'notify_state'], values: (i: number) => [`Bench sender ${i}`, `bench-${i}@example.in`, 'General', 'Bench message', 'sent'] },
  { table: 'support_requests', share: 0.25, columns: ['email', 'conversation'], values: (i: number) => [`care-${i}@example.in`, '[]'] },
  { table: 'subscribers', share: 0.25, columns: ['email'], values: (i: number) => [`reader-${i}@example.in`] },
]
it('plan', { timeout: 900_000 }, async () => {
  const pgUrl = process.env.PLAN_PG
  const client = createClient({ url: 'file:/tmp/h5/big.db' })
  const pool = pgUrl ? new pg.Pool({ connectionString: pgUrl, max: 4 }) : undefined
  const payload = { db: pool ? { pool } : { client } } as unknown as Payload
  const log = (...args: unknown[]) => fs.appendFileSync('/tmp/h5/plan.log', args.join(' ') + '\n')
  const query = rawQuery(payload)
  if (!pool) await client.execute('PRAGMA foreign_keys=OFF')
  const LEADS = Number(process.env.PLAN_LEADS || 100_000)
  const now = Date.now()
  let n = 0
  const t0 = performance.now()
  for (const kind of KINDS) {
    const count = Math.round(LEADS * kind.share)
    const columns = [...kind.columns, 'status', 'spam', 'assignee_id', 'follow_up_on', 'first_reply_at', 'created_at', 'updated_at']
    for (let start = 0; start < count; start += 500) {
      const params: unknown[] = []
      const rows: string[] = []
      for (let i = start; i < Math.min(count, start + 500); i += 1) {
        n += 1
        const created = new Date(now - ((n * 7919) % (400 * DAY)))
        const values = [...kind.values(n), STATUSES[n % 4], n % 50 === 0, n % 3 === 0 ? 1 : null, n % 5 === 0 ? new Date(now + ((n % 11) - 5) * DAY).toISOString() : null, n % 2 === 0 ? new Date(created.getTime() + 3600_000).toISOString() : null, created.toISOString(), created.toISOString()]
        rows.push(`(${values.map((value) => `$${params.push(value)}`).join(', ')})`)
      }
      await query(`INSERT INTO ${kind.table} (${columns.join(', ')}) VALUES ${rows.join(', ')}`, params)
    }
  }
  log(pgUrl ? 'PG' : 'SQLite', 'filled', n, ((performance.now() - t0) / 1000).toFixed(1), 's')
  if (pool) await pool.query('VACUUM ANALYZE'); else await client.execute('ANALYZE')
  const time = async (label: string, run: () => Promise<unknown>) => {
    await run()
    const taken: number[] = []
    for (let i = 0; i < 10; i++) { const s = performance.now(); await run(); taken.push(performance.now() - s) }
    taken.sort((a, b) => a - b)
    log(label.padEnd(30), 'p50', taken[5].toFixed(1), 'max', taken[9].toFixed(1))
  }
  const first = await listInbox(payload, parseInboxFilters({}), 1)
  for (const [label, params] of [
    ['first', {}], ['next', { older: `${first.older!.kind}_${first.older!.id}_${first.older!.createdAt}` }], ['oldest', { oldest: '1' }], ['page 40', { page: '40' }],
    ['search 2 words', { q: 'sender 4242' }], ['search email', { q: 'care-12345@example.in' }], ['search common', { q: 'bench' }], ['search a', { q: 'a' }],
    ['open mine', { status: 'open', assignee: 'mine' }], ['waiting', { waiting: '1' }], ['overdue', { followUp: 'overdue' }], ['received week', { received: 'week' }],
  ] as const) await time(label, () => listInbox(payload, parseInboxFilters(params as Record<string, string>), 1))
  await time('dashboard', () => loadDashboard(payload))
})
