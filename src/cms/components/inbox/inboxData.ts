// The staff inbox (issue 14, item 2): every lead of every kind in one list, newest first, read with one UNION query
// across the lead tables (each kind keeps its own collection), filtered and paged in the database.
import type { Payload } from 'payload'

import { agencyDay } from '@/lib/agencyTime'
import { rawQuery } from '@/lib/rawQuery'

import { LEAD_STATUSES, isOpenLeadSql } from '../../fields/leadFields'

const INBOX_PAGE_SIZE = 25

/** Each kind of lead: its collection and table, the word staff use, and how its row reads (name, company or role). */
export const INBOX_KINDS = [
  {
    key: 'contact',
    label: 'Contact message',
    collection: 'contact-messages',
    table: 'contact_messages',
    select: `SELECT 'contact' AS kind, l.id, l.full_name AS name, l.email_address AS email, CAST(NULL AS text) AS org`,
    message: 'l.message',
    from: 'contact_messages l',
  },
  {
    key: 'teamUp',
    label: 'Team-up request',
    collection: 'team-up-requests',
    table: 'team_up_requests',
    select: `SELECT 'teamUp' AS kind, l.id, l.first_name || ' ' || l.last_name AS name, l.email, l.company_name AS org`,
    message: 'l.description',
    from: 'team_up_requests l',
  },
  {
    key: 'talent',
    label: 'Talent application',
    collection: 'talent-applications',
    table: 'talent_applications',
    select: `SELECT 'talent' AS kind, l.id, l.first_name || ' ' || l.last_name AS name, l.email, o.title AS org`,
    message: 'l.anything_else',
    from: 'talent_applications l LEFT JOIN openings o ON o.id = l.opening_id',
  },
  {
    key: 'support',
    label: 'Support request',
    collection: 'support-requests',
    table: 'support_requests',
    select: `SELECT 'support' AS kind, l.id, l.email AS name, l.email, CAST(NULL AS text) AS org`,
    message: 'l.conversation',
    from: 'support_requests l',
  },
  {
    key: 'subscriber',
    label: 'Newsletter subscriber',
    collection: 'subscribers',
    table: 'subscribers',
    select: `SELECT 'subscriber' AS kind, l.id, l.email AS name, l.email, CAST(NULL AS text) AS org`,
    message: 'CAST(NULL AS text)',
    from: 'subscribers l',
  },
] as const

export type InboxKind = (typeof INBOX_KINDS)[number]['key']

type Status = (typeof LEAD_STATUSES)[number]['value']

export type InboxFilters = {
  kind: InboxKind | null
  status: Status | null
  /** A staff member's id, "mine" (the staff member looking) or "none" (nobody). */
  assignee: number | 'mine' | 'none' | null
  overdue: boolean
  search: string
  page: number
}

export type InboxRow = {
  kind: InboxKind
  id: number
  name: string
  email: string
  org: string | null
  status: Status
  assignee: number | null
  createdAt: Date
  firstReplyAt: Date | null
  followUpOn: Date | null
}

type Params = Record<string, string | string[] | undefined> | undefined

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** The filters in the address (`?kind=&status=&assignee=&overdue=1&q=&page=`); anything unknown is ignored. */
export function parseInboxFilters(params: Params): InboxFilters {
  const kind = one(params?.kind)
  const status = one(params?.status)
  const assignee = one(params?.assignee)
  const page = Number(one(params?.page))
  return {
    kind: INBOX_KINDS.some((entry) => entry.key === kind) ? (kind as InboxKind) : null,
    status: LEAD_STATUSES.some((entry) => entry.value === status) ? (status as Status) : null,
    assignee: assignee === 'mine' || assignee === 'none' ? assignee : /^\d{1,9}$/.test(assignee) ? Number(assignee) : null,
    overdue: one(params?.overdue) === '1',
    search: one(params?.q).slice(0, 100),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/** The address of the inbox with these filters (page 1 unless given). */
export function inboxQuery(filters: Partial<InboxFilters>): string {
  const query = new URLSearchParams()
  if (filters.kind) query.set('kind', filters.kind)
  if (filters.status) query.set('status', filters.status)
  if (filters.assignee) query.set('assignee', String(filters.assignee))
  if (filters.overdue) query.set('overdue', '1')
  if (filters.search) query.set('q', filters.search)
  if (filters.page && filters.page > 1) query.set('page', String(filters.page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The promise on the site: a reply within 24 hours. */
export const REPLY_PROMISE_HOURS = 24

const HOUR = 3600_000

/** "25 min", "5 h", "3 days": how long ago. */
export function age(from: Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - from.getTime())
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / 60_000))} min`
  if (ms < 48 * HOUR) return `${Math.floor(ms / HOUR)} h`
  return `${Math.floor(ms / (24 * HOUR))} days`
}

/** A text column's value (null stays null). */
const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)

/** A date column: an ISO text on SQLite, a Date from PostgreSQL. */
export const toDate = (value: unknown): Date | null => (value instanceof Date ? value : text(value) ? new Date(text(value)!) : null)

/** The inbox's rows for these filters, as a FROM clause and its parameters (`withMessage`: the lead's text too). */
function inboxSource(
  filters: InboxFilters,
  staffId: number,
  now: Date,
  withMessage: boolean,
  kinds: readonly (typeof INBOX_KINDS)[number][] = INBOX_KINDS,
  /**
   * The export's reads by key: the spam test as an expression, so that SQLite walks the received-time index (newest
   * first, from the key on) instead of the spam index and a sort of every lead (23 ms instead of 750 ms a batch at
   * 100,000 leads).
   */
  byReceivedTime = false,
): { from: string; params: unknown[]; param: (value: unknown) => string; where: string[] } {
  const params: unknown[] = [false]
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const union = kinds
    .map(
      (kind) =>
        `${kind.select}, CAST(l.status AS text) AS status, l.assignee_id, l.created_at, l.first_reply_at, l.follow_up_on${withMessage ? `, ${kind.message} AS message` : ''} FROM ${kind.from} WHERE ${byReceivedTime ? 'COALESCE(l.spam, $1) = $1' : 'l.spam = $1'}`,
    )
    .join('\nUNION ALL\n')
  const where: string[] = []
  if (filters.kind) where.push(`kind = ${param(filters.kind)}`)
  if (filters.status) where.push(`status = ${param(filters.status)}`)
  if (filters.assignee === 'none') where.push('assignee_id IS NULL')
  else if (filters.assignee !== null) where.push(`assignee_id = ${param(filters.assignee === 'mine' ? staffId : filters.assignee)}`)
  if (filters.overdue) {
    const promiseBroken = new Date(now.getTime() - REPLY_PROMISE_HOURS * 3600_000).toISOString()
    where.push(
      `${isOpenLeadSql('status')} AND ((follow_up_on IS NOT NULL AND follow_up_on < ${param(agencyDay(now).start.toISOString())}) OR (first_reply_at IS NULL AND created_at < ${param(promiseBroken)}))`,
    )
  }
  if (filters.search) {
    const pattern = param(`%${filters.search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`)
    where.push(
      `(LOWER(name) LIKE ${pattern} ESCAPE '\\' OR LOWER(email) LIKE ${pattern} ESCAPE '\\' OR LOWER(COALESCE(org, '')) LIKE ${pattern} ESCAPE '\\')`,
    )
  }
  return { from: `FROM (${union}) AS leads${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, params, param, where }
}

const ORDER = 'ORDER BY created_at DESC, kind, id DESC'

const toRow = (row: Record<string, unknown>): InboxRow => ({
  kind: row.kind as InboxKind,
  id: Number(row.id),
  name: text(row.name) ?? '',
  email: text(row.email) ?? '',
  org: text(row.org),
  status: row.status as Status,
  assignee: row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id),
  createdAt: toDate(row.created_at) ?? new Date(0),
  firstReplyAt: toDate(row.first_reply_at),
  followUpOn: toDate(row.follow_up_on),
})

/**
 * One page of the inbox for the staff member `staffId`. Spam (honeypot) leads are left out. Overdue: an open lead
 * (New or In progress) whose follow-up day is before today (India time, as the dashboard and the daily mail count), or that is still waiting for its first reply 24 hours after
 * it came in.
 */
export async function listInbox(
  payload: Payload,
  filters: InboxFilters,
  staffId: number,
  now = new Date(),
): Promise<{ rows: InboxRow[]; total: number; page: number; totalPages: number }> {
  const query = rawQuery(payload)
  const { from, params } = inboxSource(filters, staffId, now, false)
  const [counted] = await query(`SELECT COUNT(*) AS total ${from}`, params)
  const total = Number(counted?.total ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  const page = Math.min(filters.page, totalPages)
  const found = await query(`SELECT * ${from} ${ORDER} LIMIT ${INBOX_PAGE_SIZE} OFFSET ${(page - 1) * INBOX_PAGE_SIZE}`, params)
  return { total, page, totalPages, rows: found.map(toRow) }
}

export type ExportRow = InboxRow & { message: string | null }

/** Leads read per query of the export: one batch per kind is all it holds at a time. */
const EXPORT_BATCH_SIZE = 500

/** The inbox's order, newest first: received time, then kind, then the newest id. Negative: `a` comes first. */
const inboxOrder = (a: ExportRow, b: ExportRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || b.id - a.id

/**
 * Every lead matching the filters (no pages), with its text, for the inbox's CSV export, one at a time in the inbox's
 * order. Nothing holds the whole result: each kind's table is read in batches of `batchSize` by key (received time
 * and id, after the last row read: no OFFSET, so each batch costs the same), and the kinds' batches are merged.
 * At most one batch per kind is in memory.
 */
export async function* exportInboxRows(
  payload: Payload,
  filters: InboxFilters,
  staffId: number,
  now = new Date(),
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportRow> {
  const query = rawQuery(payload)
  const size = Math.max(1, Math.floor(batchSize))
  const cursors = INBOX_KINDS.filter((kind) => !filters.kind || kind.key === filters.kind).map((kind) => ({
    kind,
    rows: [] as ExportRow[],
    next: 0,
    /** The last row read, as the database gave it (its own time format), for the next batch's key. */
    last: null as { createdAt: unknown; id: number } | null,
    done: false,
  }))
  type Cursor = (typeof cursors)[number]

  async function read(cursor: Cursor) {
    const { from, params, param, where } = inboxSource({ ...filters, kind: null }, staffId, now, true, [cursor.kind], true)
    let sql = `SELECT * ${from}`
    if (cursor.last) {
      const at = param(cursor.last.createdAt)
      // After the last row: an older time, or the same time and a lower id. The first term bounds the index range.
      const key = `created_at <= ${at} AND (created_at < ${at} OR id < ${param(cursor.last.id)})`
      sql += where.length ? ` AND ${key}` : ` WHERE ${key}`
    }
    const found = await query(`${sql} ORDER BY created_at DESC, id DESC LIMIT ${size}`, params)
    cursor.rows = found.map((row) => ({ ...toRow(row), message: text(row.message) }))
    cursor.next = 0
    const tail = found.at(-1)
    if (tail) cursor.last = { createdAt: tail.created_at, id: Number(tail.id) }
    cursor.done = found.length < size
  }

  for (const cursor of cursors) await read(cursor)
  for (;;) {
    let first: Cursor | null = null
    for (const cursor of cursors) {
      if (cursor.next >= cursor.rows.length) continue
      if (!first || inboxOrder(cursor.rows[cursor.next], first.rows[first.next]) < 0) first = cursor
    }
    if (!first) return
    yield first.rows[first.next]
    first.next += 1
    if (first.next >= first.rows.length) {
      if (first.done) first.rows = []
      else await read(first)
    }
  }
}
