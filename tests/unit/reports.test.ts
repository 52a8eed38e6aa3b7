// Reports' pure rules (docs/decisions/reports.md): the periods in India time, the percentiles' interpolation and a
// table as CSV.
import { describe, expect, it } from 'vitest'

import { reportCsv } from '@/features/reports/csv'
import { reportPeriod } from '@/features/reports/period'
import { readSpread } from '@/features/reports/sql'
import type { ReportTable } from '@/features/reports'

const periodOf = (input: Parameters<typeof reportPeriod>[0], now: string) => {
  const chosen = reportPeriod(input, new Date(now))
  if ('error' in chosen) throw new Error(chosen.error)
  const { start, end, ...rest } = chosen.period
  return { ...rest, start: start.toISOString(), end: end.toISOString() }
}

describe('report periods, India time', () => {
  it('reads this month from 00:00 IST on the 1st, even when it is still the last day of the month before in UTC', () => {
    // 31 March 20:00 UTC is 1 April 01:30 in Pune.
    expect(periodOf({}, '2026-03-31T20:00:00.000Z')).toEqual({
      choice: 'this-month',
      from: '2026-04-01',
      to: '2026-04-30',
      start: '2026-03-31T18:30:00.000Z',
      end: '2026-04-30T18:30:00.000Z',
    })
  })

  it('reads last month across a year and this quarter', () => {
    expect(periodOf({ period: 'last-month' }, '2026-01-10T06:00:00.000Z')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' })
    expect(periodOf({ period: 'this-quarter' }, '2026-11-27T06:00:00.000Z')).toMatchObject({
      from: '2026-10-01',
      to: '2026-12-31',
      start: '2026-09-30T18:30:00.000Z',
      end: '2026-12-31T18:30:00.000Z',
    })
  })

  it('reads a custom range as whole India days, and refuses one it cannot read', () => {
    expect(periodOf({ period: 'custom', from: '2024-02-01', to: '2024-02-29' }, '2026-11-27T06:00:00.000Z')).toEqual({
      choice: 'custom',
      from: '2024-02-01',
      to: '2024-02-29',
      start: '2024-01-31T18:30:00.000Z',
      end: '2024-02-29T18:30:00.000Z',
    })
    for (const input of [
      { period: 'next-year' },
      { period: 'custom' },
      { period: 'custom', from: '2025-02-29', to: '2025-03-01' },
      { period: 'custom', from: '2025-03-02', to: '2025-03-01' },
      { period: 'custom', from: '2020-01-01', to: '2025-01-01' },
    ])
      expect(reportPeriod(input)).toHaveProperty('error')
  })
})

describe('percentiles', () => {
  it('interpolates between the two ranks around the percentile, as PostgreSQL percentile_cont does', () => {
    // Values 10, 20, 30, 40: the median sits at rank 2.5, the 90th percentile at rank 3.7.
    expect(readSpread({ n: 4, median_lo: 20, median_hi: 30, p90_lo: 30, p90_hi: 40 })).toEqual({ count: 4, median: 25, p90: 37 })
    expect(readSpread({ n: '1', median_lo: '5.5', median_hi: '5.5', p90_lo: '5.5', p90_hi: '5.5' })).toEqual({
      count: 1,
      median: 5.5,
      p90: 5.5,
    })
    expect(readSpread(undefined)).toEqual({ count: 0, median: null, p90: null })
  })
})

describe('a report table as CSV', () => {
  it('names each column with its unit, keeps plain numbers and makes text safe for spreadsheets', () => {
    const table: ReportTable = {
      id: 'placements-by-client',
      section: 'Candidates',
      title: 'Placements and fees by client',
      description: '',
      columns: [
        { label: 'Client', format: 'text' },
        { label: 'Answered within 24 hours', format: 'share' },
        { label: 'Median', format: 'hours' },
        { label: 'Fees', format: 'rupees' },
      ],
      rows: [
        ['=HYPERLINK("x")', 2 / 3, 7 / 3, 150_000.4],
        ['Deccan Motors', null, null, 0],
      ],
      chart: { columns: [3], stacked: false },
    }
    expect(reportCsv(table)).toBe(
      '\uFEFFClient,Answered within 24 hours (%),Median (hours),Fees (₹)\n"\'=HYPERLINK(""x"")",66.7,2.33,150000\nDeccan Motors,,,0\n',
    )
  })
})
