// The reports' staff endpoints under /cms-api (docs/api.md, "Reports"): GET /cms-api/reports?period=… answers every figure
// as JSON, GET /cms-api/reports/csv?table=…&period=… one table as a CSV file. Staff only (features/leadDesk/staffEndpoint);
// a period that cannot be read is a 400 with the reason in staff words.
import type { PayloadRequest } from 'payload'

import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'
import { env } from '@/lib/env'

import { reportCsv, reportCsvName } from './csv'
import { loadReports } from './index'
import { reportPeriod } from './period'
import { REPORT_TABLE_IDS, reportTables } from './tables'

const searchOf = (req: PayloadRequest) => new URL(req.url ?? '', env().SITE_URL).searchParams

const periodOf = (search: URLSearchParams) =>
  reportPeriod({ period: search.get('period') ?? undefined, from: search.get('from') ?? undefined, to: search.get('to') ?? undefined })

export const reportsJson = staffEndpoint(async (req) => {
  const chosen = periodOf(searchOf(req))
  if ('error' in chosen) return staffError(400, chosen.error)
  const reports = await loadReports(req.payload, chosen.period)
  const { start, end, ...period } = reports.period
  return Response.json(
    { ...reports, period: { ...period, start: start.toISOString(), end: end.toISOString() } },
    {
      headers: { 'Cache-Control': 'no-store' },
    },
  )
})

export const reportsCsv = staffEndpoint(async (req) => {
  const search = searchOf(req)
  const id = REPORT_TABLE_IDS.find((known) => known === search.get('table'))
  if (!id) return staffError(400, 'Choose one of the report tables to download.')
  const chosen = periodOf(search)
  if ('error' in chosen) return staffError(400, chosen.error)
  const table = reportTables(await loadReports(req.payload, chosen.period)).find((found) => found.id === id)!
  return new Response(reportCsv(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${reportCsvName(table, chosen.period)}"`,
      'Cache-Control': 'no-store',
    },
  })
})
