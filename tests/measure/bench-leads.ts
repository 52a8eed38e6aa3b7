// What the staff-page benchmarks share (bench:dashboard, bench:staff-pages): leads written straight into a fresh
// database, and timing a request several times. Figures, not tests: docs/benchmarks.md.
const DAY = 86_400_000
const STATUSES = ['new', 'in-progress', 'won-placed', 'closed']

/** Each kind's share of the leads and its own required columns. */
const KINDS = [
  {
    table: 'contact_messages',
    share: 0.5,
    columns: ['full_name', 'email_address', 'inquiry_type', 'message', 'notify_state'],
    values: (i: number) => [`Bench sender ${i}`, `bench-${i}@example.in`, 'General', 'Bench message', 'sent'],
  },
  { table: 'support_requests', share: 0.25, columns: ['email', 'conversation'], values: (i: number) => [`care-${i}@example.in`, '[]'] },
  { table: 'subscribers', share: 0.25, columns: ['email'], values: (i: number) => [`reader-${i}@example.in`] },
]

/**
 * Writes `leads` leads of three kinds, spread over the last `days` days (a second apart at the finest): every status,
 * one in 50 spam, a third assigned to `staffId`, a fifth with a follow-up day, half answered. Returns how many.
 */
export async function fillBenchLeads(
  query: (text: string, params: unknown[]) => Promise<unknown>,
  { staffId, leads, days }: { staffId: number; leads: number; days: number },
) {
  const now = Date.now()
  let n = 0
  for (const kind of KINDS) {
    const count = Math.round(leads * kind.share)
    const columns = [...kind.columns, 'status', 'spam', 'assignee_id', 'follow_up_on', 'first_reply_at', 'created_at', 'updated_at']
    for (let start = 0; start < count; start += 500) {
      const params: unknown[] = []
      const rows: string[] = []
      for (let i = start; i < Math.min(count, start + 500); i += 1) {
        n += 1
        const created = new Date(now - ((n * 7919) % (days * 86_400)) * 1000)
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

/** `run` timed `rounds` times after three warm-up runs, in ms each. */
export async function timings(run: () => Promise<unknown>, rounds: number) {
  for (let i = 0; i < 3; i += 1) await run()
  const taken: number[] = []
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now()
    await run()
    taken.push(performance.now() - started)
  }
  return taken
}

/** "p50 … ms, p95 … ms, max … ms". */
export function percentiles(values: number[], digits = 0) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(digits)
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${sorted[sorted.length - 1].toFixed(digits)} ms`
}
