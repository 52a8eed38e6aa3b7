// How a report's queries reach the database: the adapter's connection (lib/rawQuery), its dialect, and the period's
// bounds as the first two placeholders ($1 the start, $2 the end, as ISO text).
import type { Payload } from 'payload'

import { isPostgres, rawQuery, type Row } from '@/lib/rawQuery'

import type { ReportPeriod } from './period'

export type ReportQuery = {
  query: (text: string, params: unknown[]) => Promise<Row[]>
  postgres: boolean
  params: [string, string]
}

export const reportQuery = (payload: Payload, period: ReportPeriod): ReportQuery => ({
  query: rawQuery(payload),
  postgres: isPostgres(payload),
  params: [period.start.toISOString(), period.end.toISOString()],
})
