// What the reports' queries share (docs/decisions/reports.md, "Figures in the database"): the one expression that differs
// between SQLite and PostgreSQL (seconds between two stored times), and percentiles. PostgreSQL ranks each group's
// values with window functions in one query; SQLite, whose window functions cost several times its sort (and which has
// no percentile function), counts each group first, then reads the values at the ranks it needs with ORDER BY … LIMIT
// … OFFSET (from the top for the 90th percentile). Either way only a group's count and the two values around each
// percentile leave the database; the interpolation between those two is done here.
import type { Row } from '@/lib/rawQuery'

import type { ReportQuery } from './query'

/** SQL: the seconds from `earlier` to `later`, two time columns (SQLite keeps ISO text, PostgreSQL timestamps); SQLite's
 * day numbers are rounded to the millisecond the times are stored with. */
export const secondsBetween = (postgres: boolean, later: string, earlier: string) =>
  postgres ? `EXTRACT(EPOCH FROM (${later} - ${earlier}))` : `ROUND((julianday(${later}) - julianday(${earlier})) * 86400.0, 3)`

/** The percentiles the reports show, in tenths: the median and the 90th percentile. */
const PERCENTILES = { median: 5, p90: 9 } as const

export type Spread = { count: number; median: number | null; p90: number | null }

/**
 * SQL: per group of `valuesSql` (a query answering `grp` and `v`), the count `n` and, for each percentile, the values at
 * the two ranks around it (`median_lo`, `median_hi`, `p90_lo`, `p90_hi`). Ranks as PostgreSQL's percentile_cont: the
 * p-th percentile of n sorted values sits at rank 1 + p(n - 1), between the ranks below and above; integer arithmetic
 * only, so both dialects agree.
 */
function spreadSql(valuesSql: string): string {
  const picks = Object.entries(PERCENTILES).flatMap(([name, tenths]) => [
    `MIN(CASE WHEN rn = (${tenths} * (n - 1)) / 10 + 1 THEN v END) AS ${name}_lo`,
    `MIN(CASE WHEN rn = (${tenths} * (n - 1) + 9) / 10 + 1 THEN v END) AS ${name}_hi`,
  ])
  return `SELECT grp, n, ${picks.join(', ')} FROM (
    SELECT grp, v, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v) AS rn, COUNT(*) OVER (PARTITION BY grp) AS n
    FROM (${valuesSql}) AS grouped_values
  ) AS ranked GROUP BY grp, n`
}

/** The ranks (1 = smallest) of the two values around the percentile of `tenths` among `n` values, as spreadSql's. */
const ranksAround = (tenths: number, n: number) => ({
  low: Math.floor((tenths * (n - 1)) / 10) + 1,
  high: Math.floor((tenths * (n - 1) + 9) / 10) + 1,
})

/**
 * The rows spreadSql answers for `valuesSql` (its `$n` placeholders from `params`): one query on PostgreSQL; on SQLite
 * one count per group, then one query of the values at the needed ranks, each read with ORDER BY v LIMIT … OFFSET …
 * within its group (from whichever end is nearer). The figures are the same: the same ranks of the same values.
 */
export async function spreadRows({ query, postgres, params }: ReportQuery, valuesSql: string): Promise<Row[]> {
  if (postgres) return query(spreadSql(valuesSql), params)
  const counts = await query(`SELECT grp, COUNT(*) AS n FROM (${valuesSql}) AS grouped_values GROUP BY grp`, params)
  if (!counts.length) return []
  const args: unknown[] = [...params]
  const picks = counts.flatMap((row) => {
    const n = Number(row.n)
    const group = `$${args.push(row.grp)}`
    return Object.entries(PERCENTILES).map(([name, tenths]) => {
      const { low, high } = ranksAround(tenths, n)
      const fromTop = 2 * low > n
      const offset = fromTop ? n - high : low - 1
      return `SELECT ${group} AS grp, '${name}' AS pick, v FROM (
        SELECT v FROM (${valuesSql}) AS grouped_values WHERE grp = ${group}
        ORDER BY v${fromTop ? ' DESC' : ''} LIMIT ${high - low + 1} OFFSET ${offset}
      ) AS picked`
    })
  })
  const picked = await query(picks.join('\nUNION ALL\n'), args)
  return counts.map((row) => {
    const spread: Row = { grp: row.grp, n: row.n }
    for (const name of Object.keys(PERCENTILES)) {
      const values = picked.filter((pick) => pick.grp === row.grp && pick.pick === name).map((pick) => Number(pick.v))
      spread[`${name}_lo`] = values.length ? Math.min(...values) : null
      spread[`${name}_hi`] = values.length ? Math.max(...values) : null
    }
    return spread
  })
}

const numberOr = (value: unknown, otherwise: number | null) => (value === null || value === undefined ? otherwise : Number(value))

/** The figures of one group of a spreadSql answer (values interpolated between the two ranks). */
export function readSpread(row: Row | undefined): Spread {
  const count = Number(row?.n ?? 0) || 0
  if (!row || count === 0) return { count: 0, median: null, p90: null }
  const at = (name: keyof typeof PERCENTILES) => {
    const low = numberOr(row[`${name}_lo`], null)
    const high = numberOr(row[`${name}_hi`], low)
    if (low === null || high === null) return null
    const fraction = ((PERCENTILES[name] * (count - 1)) % 10) / 10
    return low + fraction * (high - low)
  }
  return { count, median: at('median'), p90: at('p90') }
}

export const count = (value: unknown) => Number(value ?? 0) || 0
export const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
