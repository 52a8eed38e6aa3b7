// One report table on the Reports screen: its chart (the dashboard's chart, with a name that sums it up), the numbers
// as a table, and a link to the same table as a CSV file. Values arrive plain (features/reports/tables.ts) and are
// written here in staff words: counts, hours or days, per cent, rupees, days as "1 Nov 2026".
import type { ColumnFormat, ReportTable } from '@/features/reports'
import { reportCsvHref } from '@/lib/routes'

import { LeadsChart } from '../dashboard/LeadsChart'

/** The most rows a table shows on screen (the CSV has them all), and the most bars a chart draws. */
const ROWS_SHOWN = 50
const BARS_DRAWN = 12

const whole = new Intl.NumberFormat('en-IN')
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 })
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 })
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** Hours as staff read them: minutes under an hour, hours under two days, days after. */
function hoursText(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`
  if (hours < 48) return `${oneDecimal.format(hours)} h`
  return `${oneDecimal.format(hours / 24)} days`
}

function formatCell(value: string | number | null, format: ColumnFormat): string | null {
  if (value === null) return null
  if (typeof value === 'string') return format === 'day' ? dayLabel.format(new Date(`${value}T00:00:00Z`)) : value
  if (format === 'count') return whole.format(value)
  if (format === 'share') return percent.format(value)
  if (format === 'rupees') return rupees.format(value)
  if (format === 'hours') return hoursText(value)
  if (format === 'days') return `${oneDecimal.format(value)} ${value === 1 ? 'day' : 'days'}`
  return String(value)
}

function Cell({ value, format, header }: { value: string | number | null; format: ColumnFormat; header: boolean }) {
  const shown = formatCell(value, format)
  const content =
    shown === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="ptw-reports__hidden">no figure</span>
      </>
    ) : (
      shown
    )
  return header ? <th scope="row">{content}</th> : <td data-value={value ?? ''}>{content}</td>
}

/** The chart's name: what it shows and its first bars' numbers, for a screen reader. */
function chartSummary(table: ReportTable, labels: string[], values: number[]) {
  const column = table.columns[table.chart.columns[0]]
  const bars = labels.map((label, index) => `${label}: ${formatCell(values[index], column.format)}`).join('; ')
  return `Bar chart of ${table.title.toLowerCase()}, ${column.label.toLowerCase()}: ${bars}. The numbers are in the table below the chart.`
}

export function ReportTableCard({
  table,
  period,
  timeZoneNote,
}: {
  table: ReportTable
  period: Record<string, string>
  timeZoneNote: string
}) {
  const id = `ptw-report-${table.id}`
  const charted = table.rows.slice(0, BARS_DRAWN)
  // A bar's label: the row's words (a campaign's source · medium · campaign).
  const labels = charted.map((row) =>
    row
      .filter((_, column) => table.columns[column].format === 'text')
      .map(String)
      .join(' · '),
  )
  const series = table.chart.columns.map((column) => ({
    label: table.columns[column].label,
    values: charted.map((row) => Number(row[column] ?? 0)),
  }))
  const drawn = series.some((bars) => bars.values.some((value) => value > 0))
  return (
    <section className="ptw-dash__card ptw-dash__card--wide" aria-labelledby={id} data-report={table.id}>
      <h3 id={id}>{table.title}</h3>
      <p>{table.description}</p>
      {drawn && (
        <LeadsChart labels={labels} series={series} stacked={table.chart.stacked} summary={chartSummary(table, labels, series[0].values)} />
      )}
      {table.rows.length === 0 ? (
        <p className="ptw-reports__empty">Nothing in this period.</p>
      ) : (
        <div className="ptw-dash__scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table>
            <caption id={`${id}-caption`}>
              {table.title} ({timeZoneNote})
            </caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th scope="col" key={column.label}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.slice(0, ROWS_SHOWN).map((row, index) => (
                <tr key={index} data-testid={`${table.id}-row`}>
                  {row.map((value, column) => (
                    <Cell key={table.columns[column].label} value={value} format={table.columns[column].format} header={column === 0} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.rows.length > ROWS_SHOWN && (
        <p>
          The first {ROWS_SHOWN} of {whole.format(table.rows.length)} rows; the CSV file has them all.
        </p>
      )}
      <p className="ptw-dash__more">
        <a href={reportCsvHref(table.id, period)} download>
          Download “{table.title}” as a spreadsheet (CSV)
        </a>
      </p>
    </section>
  )
}
