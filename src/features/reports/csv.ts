// A report table as a CSV file (docs/decisions/reports.md, "Tables, charts and CSV"): the view's column names with their
// unit, plain numbers a spreadsheet can sum (hours and days to two decimals, shares in per cent, fees in whole rupees),
// and text cells made spreadsheet-safe (lib/spreadsheetCell). csv-stringify, as the inbox export.
import { stringify } from 'csv-stringify/sync'

import { spreadsheetSafe } from '@/lib/spreadsheetCell'

import type { ColumnFormat, ReportTable } from './tables'
import type { ReportPeriod } from './period'

const UNIT: Partial<Record<ColumnFormat, string>> = { hours: ' (hours)', days: ' (days)', share: ' (%)', rupees: ' (₹)' }

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places

function cell(value: string | number | null, format: ColumnFormat): string | number {
  if (value === null) return ''
  if (typeof value === 'string') return spreadsheetSafe(value)
  if (format === 'share') return round(value * 100, 1)
  if (format === 'hours' || format === 'days') return round(value, 2)
  if (format === 'rupees') return Math.round(value)
  return value
}

export function reportCsv(table: ReportTable): string {
  const header = table.columns.map((column) => `${column.label}${UNIT[column.format] ?? ''}`)
  const rows = table.rows.map((row) => row.map((value, index) => cell(value, table.columns[index].format)))
  // The byte order mark makes Excel read the file as UTF-8 (₹, names in Marathi or Hindi).
  return stringify([header, ...rows], { bom: true })
}

/** "leads-by-kind-2026-11-01-to-2026-11-30.csv" */
export const reportCsvName = (table: ReportTable, period: ReportPeriod) => `${table.id}-${period.from}-to-${period.to}.csv`
