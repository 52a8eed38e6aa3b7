// GET /cms-api/inbox/export?<the inbox's filters>: every lead the inbox shows for those filters (all pages), with
// the fields staff need, the lead's own text included, as a CSV file. Cells that a spreadsheet would run as a
// formula are escaped (lib/spreadsheetCell). Staff only.
import { stringify } from 'csv-stringify/sync'

import { staffEndpoint } from '@/cms/staffEndpoint'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'
import { env } from '@/lib/env'
import { spreadsheetSafe } from '@/lib/spreadsheetCell'

import { LEAD_STATUSES } from '../../fields/leadFields'
import { listStaff } from '../staffView/staffList'
import { INBOX_KINDS, exportInboxRows, parseInboxFilters } from './inboxData'

const COLUMNS = [
  'Kind',
  'Name',
  'E-mail',
  'Company or role',
  'Status',
  'Assignee',
  'Received',
  'First reply',
  'Follow up on',
  'Message',
  'Link',
]

export const exportInbox = staffEndpoint(async (req) => {
  const url = new URL(req.url ?? '', env().SITE_URL)
  const filters = parseInboxFilters(Object.fromEntries(url.searchParams))
  const [rows, staff] = await Promise.all([exportInboxRows(req.payload, filters, Number(req.user.id)), listStaff(req)])
  const staffName = new Map(staff.map((person) => [person.id, person.name]))
  const kinds = new Map<string, (typeof INBOX_KINDS)[number]>(INBOX_KINDS.map((kind) => [kind.key, kind]))
  const statuses = new Map<string, string>(LEAD_STATUSES.map((status) => [status.value, status.label]))
  const records = rows.map((row) => {
    const kind = kinds.get(row.kind)
    return [
      kind?.label ?? row.kind,
      row.name,
      row.email,
      row.org ?? '',
      statuses.get(row.status) ?? row.status,
      row.assignee === null ? '' : (staffName.get(row.assignee) ?? ''),
      row.createdAt.toISOString(),
      row.firstReplyAt?.toISOString() ?? '',
      row.followUpOn?.toISOString().slice(0, 10) ?? '',
      row.message ?? '',
      kind ? absoluteUrl(adminDocumentHref(kind.collection, row.id), env().SITE_URL) : '',
    ].map(spreadsheetSafe)
  })
  // The byte order mark makes Excel read the file as UTF-8 (names in Marathi or Hindi stay readable).
  const csv = `\ufeff${stringify([COLUMNS, ...records])}`
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
})
