// The staff inbox's reads (issue 14, item 2): every lead of every kind in one list, newest first, read with one UNION
// query across the lead tables (each kind keeps its own collection), filtered and paged in the database. The filters
// are the desk's rules (rules.ts), so a dashboard count and the inbox list it links to are the same leads (see
// docs/decisions.md, "Lead desk").
import type { Payload } from 'payload'

import { rawQuery } from '@/lib/rawQuery'

import {
  EXPORT_DETAILS,
  LEAD_KINDS,
  isLeadKindKey,
  leadExportColumnsSql,
  leadFromSql,
  leadRowSql,
  type ExportDetails,
  type LeadKind,
  type LeadKindKey,
} from './kinds'
import { LEAD_STATUSES, leadColumns, leadRuleSql, ruleMoments, type LeadStatus } from './rules'

const INBOX_PAGE_SIZE = 25

/** The status filter: one status, or "open" (New or In progress). */
type StatusFilter = LeadStatus | 'open'
export const RECEIVED_FILTERS = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
] as const
export const FOLLOW_UP_FILTERS = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'today', label: 'Due today' },
  { value: 'due', label: 'Due today or overdue' },
] as const
type ReceivedFilter = (typeof RECEIVED_FILTERS)[number]['value']
type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number]['value']

export type InboxFilters = {
  kind: LeadKindKey | null
  status: StatusFilter | null
  /** A staff member's id, "mine" (the staff member looking) or "none" (nobody). */
  assignee: number | 'mine' | 'none' | null
  /** Came in today, or this week (from Monday), India time. */
  received: ReceivedFilter | null
  /** Follow-up overdue, due today, or either. */
  followUp: FollowUpFilter | null
  /** Open and still waiting for a first reply after the 24-hour promise. */
  waiting: boolean
  search: string
  page: number
}

export type InboxRow = {
  kind: LeadKindKey
  id: number
  name: string
  email: string
  org: string | null
  status: LeadStatus
  assignee: number | null
  createdAt: Date
  firstReplyAt: Date | null
  followUpOn: Date | null
}

type Params = Record<string, string | string[] | undefined> | undefined

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

const oneOf = <T extends string>(value: string, choices: readonly { value: T }[]): T | null =>
  choices.find((choice) => choice.value === value)?.value ?? null

/**
 * The filters in the address (lib/routes adminInboxHref); anything unknown is ignored. `overdue=1`, the one overdue
 * filter of earlier links and mails, is the follow-up-overdue filter.
 */
export function parseInboxFilters(params: Params): InboxFilters {
  const kind = one(params?.kind)
  const status = one(params?.status)
  const assignee = one(params?.assignee)
  const page = Number(one(params?.page))
  const followUp = oneOf(one(params?.followUp), FOLLOW_UP_FILTERS) ?? (one(params?.overdue) === '1' ? 'overdue' : null)
  return {
    kind: isLeadKindKey(kind) ? kind : null,
    status: status === 'open' || LEAD_STATUSES.some((entry) => entry.value === status) ? (status as StatusFilter) : null,
    assignee: assignee === 'mine' || assignee === 'none' ? assignee : /^\d{1,9}$/.test(assignee) ? Number(assignee) : null,
    received: oneOf(one(params?.received), RECEIVED_FILTERS),
    followUp,
    waiting: one(params?.waiting) === '1',
    search: one(params?.q).slice(0, 100),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

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
  kinds: readonly LeadKind[] = LEAD_KINDS,
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
        `${leadRowSql(kind)}, CAST(l.status AS text) AS status, l.assignee_id, l.created_at, l.first_reply_at, l.follow_up_on${withMessage ? `, ${kind.columns.message} AS message, ${leadExportColumnsSql(kind)}` : ''} FROM ${leadFromSql(kind)} WHERE ${byReceivedTime ? 'COALESCE(l.spam, $1) = $1' : 'l.spam = $1'}`,
    )
    .join('\nUNION ALL\n')
  const columns = leadColumns()
  const moments = ruleMoments(now)
  const at = (date: Date) => param(date.toISOString())
  const where: string[] = []
  if (filters.kind) where.push(`kind = ${param(filters.kind)}`)
  if (filters.status === 'open') where.push(leadRuleSql.open(columns))
  else if (filters.status) where.push(`status = ${param(filters.status)}`)
  if (filters.assignee === 'none') where.push('assignee_id IS NULL')
  else if (filters.assignee !== null) where.push(`assignee_id = ${param(filters.assignee === 'mine' ? staffId : filters.assignee)}`)
  if (filters.received)
    where.push(leadRuleSql.receivedSince(columns, at(filters.received === 'today' ? moments.todayStart : moments.weekStart)))
  if (filters.followUp === 'overdue') where.push(leadRuleSql.followUpOverdue(columns, at(moments.todayStart)))
  if (filters.followUp === 'today') where.push(leadRuleSql.followUpDueToday(columns, at(moments.todayStart), at(moments.tomorrowStart)))
  if (filters.followUp === 'due') where.push(leadRuleSql.followUpDue(columns, at(moments.tomorrowStart)))
  if (filters.waiting) where.push(leadRuleSql.waitingForFirstReply(columns, at(moments.promiseBrokenBefore)))
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
  kind: row.kind as LeadKindKey,
  id: Number(row.id),
  name: text(row.name) ?? '',
  email: text(row.email) ?? '',
  org: text(row.org),
  status: row.status as LeadStatus,
  assignee: row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id),
  createdAt: toDate(row.created_at) ?? new Date(0),
  firstReplyAt: toDate(row.first_reply_at),
  followUpOn: toDate(row.follow_up_on),
})

/** One page of the inbox for the staff member `staffId`. Spam (honeypot) leads are left out. */
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

export type ExportRow = InboxRow & { message: string | null; details: ExportDetails }

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
  const cursors = LEAD_KINDS.filter((kind) => !filters.kind || kind.key === filters.kind).map((kind) => ({
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
    cursor.rows = found.map((row) => ({
      ...toRow(row),
      message: text(row.message),
      details: Object.fromEntries(EXPORT_DETAILS.map((detail) => [detail, text(row[detail])])) as ExportDetails,
    }))
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
