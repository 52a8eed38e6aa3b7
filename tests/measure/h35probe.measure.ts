// Scratch probe (not committed): per-query timings of the reports on a filled SQLite file.
import fs from 'node:fs'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import { it } from 'vitest'

import { reportPeriod } from '@/features/reports'
import { candidatesReport } from '@/features/reports/candidates'
import { channelsReport } from '@/features/reports/channels'
import { leadsReport } from '@/features/reports/leads'
import { rawQuery } from '@/lib/rawQuery'

import { fillReportsBench } from './bench-reports-data'

const FILE = process.env.PROBE_DB || '/tmp/h35exp/bench.db'

it('probe', { timeout: 3_600_000 }, async () => {
  const client = createClient({ url: `file:${FILE}` })
  const payload = { db: { client } } as unknown as Payload
  const query = rawQuery(payload)
  const [{ n }] = await query('SELECT COUNT(*) AS n FROM talent_applications_stage_history', [])
  if (Number(n) === 0 && !process.env.PROBE_NOFILL) {
    const t = performance.now()
    await fillReportsBench(query, { staffId: null, leads: 100_000, applications: 50_000, movesPerApplication: 10, days: 365 })
    await query('ANALYZE', [])
    console.log('filled in', ((performance.now() - t) / 1000).toFixed(0), 's')
  }
  if (process.env.PROBE_SQL) for (const s of fs.readFileSync(process.env.PROBE_SQL, 'utf8').split(';\n').filter((x) => x.trim())) {
    const t = performance.now(); await query(s, []); console.log('ran', s.slice(0, 80), (performance.now() - t).toFixed(0), 'ms')
  }
  for (const choice of ['this-month', 'this-quarter'] as const) {
    const chosen = reportPeriod({ period: choice })
    if ('error' in chosen) throw new Error(chosen.error)
    const params: [string, string] = [chosen.period.start.toISOString(), chosen.period.end.toISOString()]
    const times = new Map<string, number[]>()
    let chain: Promise<unknown> = Promise.resolve()
    const timed = async (text: string, p: unknown[]) => {
      const before = chain
      let release!: () => void
      chain = new Promise<void>((resolve) => (release = resolve))
      await before
      const t = performance.now()
      const rows = await query(text, p).finally(release)
      const flat = text.replace(/\s+/g, ' '); const key = flat.slice(0, 40) + ' … ' + flat.slice(-60)
      times.set(key, [...(times.get(key) ?? []), performance.now() - t])
      return rows
    }
    const on = { query: timed, postgres: false, params }
    if (process.env.PROBE_OUT) {
      const plain = { query, postgres: false, params }
      const figures = { leads: await leadsReport(plain), candidates: await candidatesReport(plain), channels: await channelsReport(plain) }
      fs.writeFileSync(`${process.env.PROBE_OUT}.${choice}.json`, JSON.stringify(figures, null, 1))
    }
    if (process.env.PROBE_SOLO) {
      const seen: { text: string; p: unknown[] }[] = []
      const grab = async (text: string, p: unknown[]) => { seen.push({ text, p }); return query(text, p) }
      const on1 = { query: grab, postgres: false, params }
      await leadsReport(on1); await candidatesReport(on1); await channelsReport(on1)
      let sum = 0
      for (const { text, p } of seen) {
        let best = 1e9
        for (let i = 0; i < 5; i += 1) { const t = performance.now(); await query(text, p); best = Math.min(best, performance.now() - t) }
        sum += best
        const flat = text.replace(/\s+/g, ' ')
        console.log(`${best.toFixed(0).padStart(5)} ms solo  ${flat.slice(0, 50)} … ${flat.slice(-50)}`)
      }
      console.log(`${choice}: sum of solo bests ${sum.toFixed(0)} ms`)
    }
    const totals: number[] = []
    for (let round = 0; round < 8; round += 1) {
      const t = performance.now()
      await leadsReport(on); await candidatesReport(on); await channelsReport(on)
      totals.push(performance.now() - t)
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0)
    console.log(`\n${choice}: total median ${med(totals)} ms (sequential)`)
    for (const [key, xs] of [...times.entries()].sort((a, b) => Number(med(b[1])) - Number(med(a[1])))) console.log(`  ${med(xs).padStart(5)} ms  ${key}`)
  }
  client.close()
})
