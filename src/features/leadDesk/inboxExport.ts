// GET /cms-api/inbox/export?<the inbox's filters>: every lead the inbox shows for those filters (all pages), with
// the fields staff need, the lead's own text included, as a CSV file. Cells that a spreadsheet would run as a
// formula are escaped (lib/spreadsheetCell). Staff only. Times are India time as "2026-11-26 14:05" (a form every
// spreadsheet reads as a date), the header saying IST (docs/decisions/lead-desk.md, "Exports").
//
// The file is streamed: leads are read in batches by key (inbox.ts exportInboxRows) and written through
// csv-stringify's stream to the response as the download proceeds, with backpressure (a slow download reads no further
// ahead), so an export of 100,000 leads holds a few batches in memory, not the file.
import { once } from 'node:events'
import { Readable } from 'node:stream'

import { stringify } from 'csv-stringify'

import { AGENCY_UTC_OFFSET_MS } from '@/lib/agencyTime'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'
import { env } from '@/lib/env'
import { isStage, stageLabel } from '@/features/pipeline/stages'
import { spreadsheetSafe } from '@/lib/spreadsheetCell'

import { logAccess } from '@/features/accessLog/record'
import { exportInboxRows, parseInboxFilters, type ExportRow } from './inbox'
import { leadKind } from './kinds'
import { statusLabel } from './rules'
import { listStaff } from './staff'
import { staffEndpoint } from './staffEndpoint'

const COLUMNS = [
  'Kind',
  'Name',
  'E-mail',
  'Phone',
  'Location',
  'Company or role',
  'Category or role',
  'Enquiry type',
  'Stage',
  'Status',
  'Assignee',
  'Received (IST)',
  'First reply (IST)',
  'Follow up on',
  'Message',
  'Link',
]

/** "2026-11-26 14:05": the moment in India time (UTC+05:30, no daylight saving), as spreadsheets read a date. */
export const istMinute = (moment: Date) => new Date(moment.getTime() + AGENCY_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

type Staffed = Map<number, string>

function record(row: ExportRow, staffName: Staffed): string[] {
  const kind = leadKind(row.kind)
  return [
    kind.label,
    row.name,
    row.email,
    row.details.phone ?? '',
    row.details.location ?? '',
    row.org ?? '',
    row.details.category ?? '',
    row.details.inquiry ?? '',
    isStage(row.details.stage) ? stageLabel[row.details.stage] : '',
    statusLabel(row.status),
    row.assignee === null ? '' : (staffName.get(row.assignee) ?? ''),
    istMinute(row.createdAt),
    row.firstReplyAt ? istMinute(row.firstReplyAt) : '',
    row.followUpOn ? istMinute(row.followUpOn).slice(0, 10) : '',
    row.message ?? '',
    absoluteUrl(adminDocumentHref(kind.collection, row.id), env().SITE_URL),
  ].map(spreadsheetSafe)
}

export const exportInbox = staffEndpoint(async (req) => {
  const url = new URL(req.url ?? '', env().SITE_URL)
  const filters = parseInboxFilters(Object.fromEntries(url.searchParams))
  const staff = await listStaff(req)
  const staffName: Staffed = new Map(staff.map((person) => [person.id, person.name]))
  const rows = exportInboxRows(req.payload, filters, Number(req.user.id))
  const chosen = [...url.searchParams].filter(([, value]) => value).map(([name, value]) => `${name}=${value}`)
  await logAccess(
    req.payload,
    {
      user: req.user,
      action: 'export',
      subject: 'The inbox: CSV export',
      detail: chosen.length ? `Filter: ${chosen.join(', ')}` : 'Every lead',
    },
    req,
  )
  // The byte order mark makes Excel read the file as UTF-8 (names in Marathi or Hindi stay readable).
  const csv = stringify({ bom: true })
  const write = async () => {
    // Stops at a full buffer until the download has taken it, and stops for good when the download is cancelled.
    const closed = once(csv, 'close').catch(() => undefined)
    if (!csv.write(COLUMNS)) await Promise.race([once(csv, 'drain'), closed])
    for await (const row of rows) {
      if (csv.destroyed) return
      if (!csv.write(record(row, staffName))) await Promise.race([once(csv, 'drain'), closed])
    }
    if (!csv.destroyed) csv.end()
  }
  write().catch((error: unknown) => {
    req.payload.logger.error({ err: error }, 'The inbox export stopped before its end')
    csv.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
