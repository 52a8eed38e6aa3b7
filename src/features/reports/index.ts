// Reports for staff (docs/decisions/reports.md): the period's figures on leads, candidates, and job alerts and feeds,
// each computed in the database by grouped queries, and the same figures as tables (the view's tables, charts and CSV
// files read them). The domain's public surface: other folders import this file.
import type { Payload } from 'payload'

import { candidatesReport } from './candidates'
import { channelsReport } from './channels'
import { leadsReport } from './leads'
import type { ReportPeriod } from './period'
import { reportQuery } from './query'
import type { Reports } from './types'

export { reportPeriod, periodQuery, PERIOD_CHOICES, type ReportPeriod } from './period'
export { reportTables, type ReportTable, type ColumnFormat } from './tables'

export type { Reports } from './types'

/** Every figure of the reports over the period. */
export async function loadReports(payload: Payload, period: ReportPeriod): Promise<Reports> {
  const on = reportQuery(payload, period)
  const [leads, candidates, channels] = await Promise.all([leadsReport(on), candidatesReport(on), channelsReport(on)])
  return { period, leads, candidates, channels }
}
