// Admin view /admin/reports (docs/decisions/reports.md): the figures of a period (this month, last month, this quarter or
// a custom range, India time) on leads, candidates, and job alerts and feeds, each table with its chart and its CSV
// file. Rendered on the server from features/reports (grouped queries; no SQL here), for staff only; the period form
// is a plain GET form, so the address can be shared and no script is needed to change it.
import type { AdminViewServerProps } from 'payload'

import {
  PERIOD_CHOICES,
  loadReports,
  periodQuery,
  reportPeriod,
  reportTables,
  type ReportPeriod,
  type ReportTable,
} from '@/features/reports'
import { adminReportsHref, adminViewPaths } from '@/lib/routes'

import { requireStaff, StaffViewFrame } from '../staffView/StaffView'

import { ReportTableCard } from './ReportTableCard'

import '../dashboard/dashboard.css'
import './reports.css'

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const readDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`))
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** This month's period: what a wrong choice in the address falls back to. */
function thisMonth(): ReportPeriod {
  const chosen = reportPeriod({})
  if ('error' in chosen) throw new Error(chosen.error)
  return chosen.period
}

const SECTIONS: ReportTable['section'][] = ['Leads', 'Candidates', 'Job alerts and feeds']

function PeriodForm({ period, from, to }: { period: string; from: string; to: string }) {
  return (
    <form key={`${period}-${from}-${to}`} className="ptw-filters" method="get" action={adminReportsHref()} aria-label="Choose the period">
      <div className="ptw-filter">
        <label htmlFor="ptw-reports-period">Period</label>
        <select id="ptw-reports-period" name="period" className="ptw-control" defaultValue={period}>
          {PERIOD_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="ptw-filter">
        <label htmlFor="ptw-reports-from">First day</label>
        <input
          id="ptw-reports-from"
          name="from"
          type="date"
          className="ptw-control"
          defaultValue={from}
          aria-describedby="ptw-reports-range-hint"
        />
      </div>
      <div className="ptw-filter">
        <label htmlFor="ptw-reports-to">Last day</label>
        <input
          id="ptw-reports-to"
          name="to"
          type="date"
          className="ptw-control"
          defaultValue={to}
          aria-describedby="ptw-reports-range-hint"
        />
      </div>
      <button type="submit" className="ptw-reports__show">
        Show
      </button>
      <p id="ptw-reports-range-hint" className="ptw-reports__hint">
        The first and last day are used for a custom range.
      </p>
    </form>
  )
}

export async function ReportsView(props: AdminViewServerProps) {
  requireStaff(props, adminViewPaths.reports)
  const { req } = props.initPageResult
  const asked = { period: first(props.searchParams?.period), from: first(props.searchParams?.from), to: first(props.searchParams?.to) }
  const chosen = reportPeriod(asked)
  const period = 'period' in chosen ? chosen.period : thisMonth()
  const tables = reportTables(await loadReports(req.payload, period))
  const query = periodQuery(period)
  const choiceLabel = PERIOD_CHOICES.find((choice) => choice.value === period.choice)?.label ?? ''
  const timeZoneNote = `${readDay(period.from)} to ${readDay(period.to)}, India time`
  return (
    <StaffViewFrame {...props}>
      <div className="ptw-dash ptw-reports">
        <h1>Reports</h1>
        <p className="ptw-dash__intro">
          Leads, candidates, and job alerts and feeds over a period. Days are India Standard Time; spam is not counted. Each table has a
          chart and can be downloaded as a spreadsheet.
        </p>
        <PeriodForm
          period={'error' in chosen ? (asked.period ?? 'this-month') : period.choice}
          from={'error' in chosen ? (asked.from ?? '') : period.from}
          to={'error' in chosen ? (asked.to ?? '') : period.to}
        />
        {'error' in chosen && (
          <p className="ptw-reports__error" role="alert">
            {chosen.error} Showing this month instead.
          </p>
        )}
        <p className="ptw-reports__period" data-testid="report-period" data-from={period.from} data-to={period.to}>
          {choiceLabel}: <strong>{readDay(period.from)}</strong> to <strong>{readDay(period.to)}</strong>
        </p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`ptw-reports-${section.replace(/\W+/g, '-').toLowerCase()}`}>
            <h2 id={`ptw-reports-${section.replace(/\W+/g, '-').toLowerCase()}`} className="ptw-dash__section">
              {section}
            </h2>
            <div className="ptw-dash__grid">
              {tables
                .filter((table) => table.section === section)
                .map((table) => (
                  <ReportTableCard key={table.id} table={table} period={query} timeZoneNote={timeZoneNote} />
                ))}
            </div>
          </section>
        ))}
      </div>
    </StaffViewFrame>
  )
}
