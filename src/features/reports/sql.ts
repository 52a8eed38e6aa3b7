// What the reports' queries share (docs/decisions/reports.md, "Figures in the database"): the one expression that differs
// between SQLite and PostgreSQL (seconds between two stored times), and percentiles computed with window functions,
// which both dialects have (SQLite has no percentile function). Only a group's count and the two values around each
// percentile leave the database; the interpolation between those two is done here.
import type { Row } from '@/lib/rawQuery'

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
export function spreadSql(valuesSql: string): string {
  const picks = Object.entries(PERCENTILES).flatMap(([name, tenths]) => [
    `MIN(CASE WHEN rn = (${tenths} * (n - 1)) / 10 + 1 THEN v END) AS ${name}_lo`,
    `MIN(CASE WHEN rn = (${tenths} * (n - 1) + 9) / 10 + 1 THEN v END) AS ${name}_hi`,
  ])
  return `SELECT grp, n, ${picks.join(', ')} FROM (
    SELECT grp, v, ROW_NUMBER() OVER (PARTITION BY grp ORDER BY v) AS rn, COUNT(*) OVER (PARTITION BY grp) AS n
    FROM (${valuesSql}) AS grouped_values
  ) AS ranked GROUP BY grp, n`
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
