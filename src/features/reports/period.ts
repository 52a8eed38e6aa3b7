// The period a report covers (docs/decisions/reports.md, "Periods"): this month, last month, this quarter, or a custom
// range of days, each in India time (a month or a quarter starts at 00:00 IST on its first day; a quarter is Jan–Mar,
// Apr–Jun, Jul–Sep or Oct–Dec). A period is the instants [start, end). Pure, so it is unit-tested.
import { monthAndQuarterStart } from '@/features/clients/dashboard'
import { AGENCY_UTC_OFFSET_MS, agencyDay } from '@/lib/agencyTime'

const DAY = 86_400_000

export const PERIOD_CHOICES = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'this-quarter', label: 'This quarter' },
  { value: 'custom', label: 'Custom range' },
] as const

type PeriodChoice = (typeof PERIOD_CHOICES)[number]['value']

/** The longest custom range, in days: a report over more than this is refused (use the exports for history). */
const MAX_RANGE_DAYS = 731

export type ReportPeriod = {
  choice: PeriodChoice
  /** The first and the last day covered (YYYY-MM-DD, India time), as staff read them. */
  from: string
  to: string
  start: Date
  end: Date
}

const isChoice = (value: unknown): value is PeriodChoice => PERIOD_CHOICES.some((choice) => choice.value === value)

/** The instant a day (YYYY-MM-DD) starts in India time, or null when it is not a real day. */
function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const utc = Date.parse(`${day}T00:00:00.000Z`)
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return null
  return new Date(utc - AGENCY_UTC_OFFSET_MS)
}

/** The India-time day of an instant (YYYY-MM-DD). */
const dayOf = (moment: Date) => agencyDay(moment).day

const period = (choice: PeriodChoice, start: Date, end: Date): ReportPeriod => ({
  choice,
  start,
  end,
  from: dayOf(start),
  to: dayOf(new Date(end.getTime() - 1)),
})

/** The period of a choice at `now`; a custom range needs `from` and `to` (its first and last day). */
export function reportPeriod(
  input: { period?: unknown; from?: unknown; to?: unknown },
  now = new Date(),
): { period: ReportPeriod } | { error: string } {
  const choice = input.period === undefined || input.period === '' ? 'this-month' : input.period
  if (!isChoice(choice)) return { error: 'Choose this month, last month, this quarter or a custom range.' }
  const { monthStart, nextMonthStart, quarterStart, nextQuarterStart } = monthAndQuarterStart(now)
  if (choice === 'this-month') return { period: period(choice, monthStart, nextMonthStart) }
  if (choice === 'this-quarter') return { period: period(choice, quarterStart, nextQuarterStart) }
  if (choice === 'last-month') {
    const { monthStart: lastMonthStart } = monthAndQuarterStart(new Date(monthStart.getTime() - DAY))
    return { period: period(choice, lastMonthStart, monthStart) }
  }
  const start = dayStart(typeof input.from === 'string' ? input.from : '')
  const last = dayStart(typeof input.to === 'string' ? input.to : '')
  if (!start || !last) return { error: 'For a custom range, give its first and last day.' }
  if (last < start) return { error: 'The last day of the range is before its first day.' }
  const end = new Date(last.getTime() + DAY)
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY) return { error: `A range can cover at most ${MAX_RANGE_DAYS} days.` }
  return { period: period(choice, start, end) }
}

/** The period's choice and days as an address's query (the view's form and the CSV links carry them). */
export function periodQuery(period: ReportPeriod): Record<string, string> {
  return period.choice === 'custom' ? { period: period.choice, from: period.from, to: period.to } : { period: period.choice }
}
