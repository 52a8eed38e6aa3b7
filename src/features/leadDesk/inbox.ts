// The staff inbox's reads (docs/decisions/lead-desk.md, "One inbox"): every lead of every kind in one list, newest first, filtered and paged
// in the database. Each kind's table is read on its own, newest first from its (spam, created_at, id) index and
// limited to one page, and the parts are merged: no page reads or sorts every lead, and a page is found by the last
// lead seen (its key), not by counting from the first (see docs/decisions/lead-desk.md, "Inbox paging and search").
// The filters are the desk's rules (rules.ts), so a dashboard count and the inbox list it links to are the same leads.
import type { Payload } from 'payload'

import { isPostgres, rawQuery } from '@/lib/rawQuery'

import {
  EXPORT_DETAILS,
  LEAD_KINDS,
  isLeadKindKey,
  leadFromSql,
  leadRowSql,
  type ExportDetails,
  type LeadKind,
  type LeadKindKey,
} from './kinds'
import { LEAD_STATUSES, leadColumns, leadRuleSql, ruleMoments, type LeadStatus } from './rules'
import { leadSearchCountSql, leadSearchSql, searchTerms } from './search'

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
/** Leads owing a statutory answer (privacy requests): still waiting for it, or past their due date. */
export const ANSWER_FILTERS = [
  { value: 'waiting', label: 'Not answered yet' },
  { value: 'overdue', label: 'Overdue' },
] as const
type AnswerFilter = (typeof ANSWER_FILTERS)[number]['value']
type ReceivedFilter = (typeof RECEIVED_FILTERS)[number]['value']
type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number]['value']

/** A lead's place in the inbox's order (received time, kind, id), as the address carries it: `kind_id_time`. */
type InboxKey = { kind: LeadKindKey; id: number; createdAt: string }

function parseInboxKey(text: string): InboxKey | null {
  const match = /^([A-Za-z]+)_(\d{1,9})_([0-9T:.+\- Z]{10,40})$/.exec(text)
  if (!match || !isLeadKindKey(match[1]) || Number.isNaN(Date.parse(match[3]))) return null
  return { kind: match[1], id: Number(match[2]), createdAt: match[3] }
}

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
  /** A privacy request's answer: open and not answered, or that and past its due date. */
  answer: AnswerFilter | null
  search: string
  /** A page number (links shared before paging by key; read by counting, so slower the further it is). */
  page: number
  /** The leads after this one (the next page), or before it (the previous page). */
  older: InboxKey | null
  newer: InboxKey | null
  /** The last page (the oldest leads). */
  oldest: boolean
}

export type InboxRow = {
  kind: LeadKindKey
  id: number
  name: string
  email: string
  org: string | null
  status: LeadStatus
  /** A talent application's pipeline stage (null for the other kinds). */
  stage: string | null
  assignee: number | null
  createdAt: Date
  firstReplyAt: Date | null
  followUpOn: Date | null
  /** The statutory due date and answer (privacy requests; null for the other kinds). */
  dueOn: Date | null
  answeredAt: Date | null
  /** The row's key for the next and previous pages' addresses. */
  key: InboxKey
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
    answer: oneOf(one(params?.answer), ANSWER_FILTERS),
    search: one(params?.q).slice(0, 100),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    older: parseInboxKey(one(params?.older)),
    newer: parseInboxKey(one(params?.newer)),
    oldest: one(params?.oldest) === '1',
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

/** A query's parameters: `param` adds one and returns its placeholder ($n). */
function parameters() {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  return { params, param }
}

type Param = (value: unknown) => string

/**
 * The conditions on one kind's table (read as `l`) for these filters, or null when no lead of this kind can match
 * (another kind chosen, a subscriber under "waiting for a first reply", a search with no word in it).
 */
function kindConditions(
  kind: LeadKind,
  filters: InboxFilters,
  staffId: number,
  now: Date,
  param: Param,
  postgres: boolean,
  /** Many leads of this kind match the search (see leadSearchSql). */
  manyMatches = false,
): string[] | null {
  if (filters.kind && filters.kind !== kind.key) return null
  if (filters.waiting && !kind.awaitsReply) return null
  if (filters.answer && !kind.answeredField) return null
  const columns = leadColumns('l')
  const moments = ruleMoments(now)
  const at = (date: Date) => param(date.toISOString())
  // `spam = false` written out, as in the partial indexes' condition, so that both databases can use them.
  const where = ['l.spam = false']
  if (filters.status === 'open') where.push(leadRuleSql.open(columns))
  else if (filters.status) where.push(`l.status = ${param(filters.status)}`)
  if (filters.assignee === 'none') where.push('l.assignee_id IS NULL')
  else if (filters.assignee !== null) where.push(`l.assignee_id = ${param(filters.assignee === 'mine' ? staffId : filters.assignee)}`)
  if (filters.received)
    where.push(leadRuleSql.receivedSince(columns, at(filters.received === 'today' ? moments.todayStart : moments.weekStart)))
  if (filters.followUp === 'overdue') where.push(leadRuleSql.followUpOverdue(columns, at(moments.todayStart)))
  if (filters.followUp === 'today') where.push(leadRuleSql.followUpDueToday(columns, at(moments.todayStart), at(moments.tomorrowStart)))
  if (filters.followUp === 'due') where.push(leadRuleSql.followUpDue(columns, at(moments.tomorrowStart)))
  if (filters.waiting) where.push(leadRuleSql.waitingForFirstReply(columns, at(moments.promiseBrokenBefore)))
  if (filters.answer === 'waiting') where.push(leadRuleSql.awaitingAnswer(columns, kind.answered))
  if (filters.answer === 'overdue') where.push(leadRuleSql.answerOverdue(columns, kind.answered, kind.due, at(now)))
  if (filters.search) {
    const terms = searchTerms(filters.search)
    if (!terms.length) return null
    where.push(leadSearchSql(kind, terms, param, postgres, manyMatches))
  }
  return where
}

/** Whether the search is the only filter: its count is then the search table's alone. */
const searchOnly = (filters: InboxFilters) =>
  Boolean(filters.search) &&
  !filters.status &&
  filters.assignee === null &&
  !filters.received &&
  !filters.followUp &&
  !filters.waiting &&
  !filters.answer

/** Above this many matches of a kind, SQLite reads its part of a page by date (see leadSearchSql). */
const MANY_MATCHES = 500

/**
 * SQL: the leads of `kind` after `key` in the inbox's order (`older`), or before it (`newer`). The order is received
 * time (newest first), then kind, then id (highest first); within one kind's table only the time and the id vary, so
 * the condition is a range of its (spam, created_at, id) index.
 */
function keySql(kind: LeadKind, key: InboxKey, side: 'older' | 'newer', param: Param): string {
  const at = param(key.createdAt)
  if (kind.key === key.kind) {
    const id = param(key.id)
    return side === 'older'
      ? `l.created_at <= ${at} AND (l.created_at < ${at} OR l.id < ${id})`
      : `l.created_at >= ${at} AND (l.created_at > ${at} OR l.id > ${id})`
  }
  // At the same time, the kinds sort by key: a later kind's leads come after the key's lead.
  const later = kind.key > key.kind
  if (side === 'older') return later ? `l.created_at <= ${at}` : `l.created_at < ${at}`
  return later ? `l.created_at > ${at}` : `l.created_at >= ${at}`
}

/** SQL: one kind's part of a page, read from its index in `direction` order and limited to `limit` rows. */
/** The export's detail columns of `kind` (the stage is already a column of every part). */
const exportDetailsSql = (kind: LeadKind) =>
  EXPORT_DETAILS.filter((detail) => detail !== 'stage')
    .map((detail) => `${kind.exportColumns[detail]} AS ${detail}`)
    .join(', ')

function partSql(kind: LeadKind, where: string[], direction: 'DESC' | 'ASC', limit: number, withMessage: boolean, index: number) {
  return `SELECT * FROM (${leadRowSql(kind)}, CAST(l.status AS text) AS status, ${kind.key === 'talent' ? 'CAST(l.stage AS text)' : 'CAST(NULL AS text)'} AS stage, l.assignee_id, l.created_at, l.first_reply_at, l.follow_up_on, ${kind.due} AS due_on, ${kind.answered} AS answered_at${withMessage ? `, ${kind.columns.message} AS message, ${exportDetailsSql(kind)}` : ''} FROM ${leadFromSql(kind)} WHERE ${where.join(' AND ')} ORDER BY l.created_at ${direction}, l.id ${direction} LIMIT ${limit}) AS part${index}`
}

/** The inbox's order, newest first (`DESC`), or oldest first. */
const orderSql = (direction: 'DESC' | 'ASC') =>
  direction === 'DESC' ? 'ORDER BY created_at DESC, kind, id DESC' : 'ORDER BY created_at ASC, kind DESC, id ASC'

/** A date column as the database gave it, as text for a key: ISO text on SQLite, a Date from PostgreSQL. */
const keyTime = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

const toRow = (row: Record<string, unknown>): InboxRow => ({
  kind: row.kind as LeadKindKey,
  id: Number(row.id),
  name: text(row.name) ?? '',
  email: text(row.email) ?? '',
  org: text(row.org),
  status: row.status as LeadStatus,
  stage: text(row.stage),
  assignee: row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id),
  createdAt: toDate(row.created_at) ?? new Date(0),
  firstReplyAt: toDate(row.first_reply_at),
  followUpOn: toDate(row.follow_up_on),
  dueOn: toDate(row.due_on),
  answeredAt: toDate(row.answered_at),
  key: { kind: row.kind as LeadKindKey, id: Number(row.id), createdAt: keyTime(row.created_at) },
})

export type InboxPage = {
  rows: InboxRow[]
  total: number
  page: number
  totalPages: number
  /** The addresses' keys of the neighbouring pages (null: none that way). */
  newer: InboxKey | null
  older: InboxKey | null
  /** Whether the first and the last page are other pages than this one. */
  isFirst: boolean
  isLast: boolean
}

/**
 * One page of the inbox for the staff member `staffId`: the first page, the page after (`older`) or before (`newer`)
 * a lead, the last page (`oldest`), or a numbered page of an older link. Spam (honeypot) leads are left out. Two
 * queries: the counts (each kind's COUNT with the same conditions, summed, and how many leads come before the page),
 * then the page, each kind's part read from its index and limited.
 */
export async function listInbox(payload: Payload, filters: InboxFilters, staffId: number, now = new Date()): Promise<InboxPage> {
  const query = rawQuery(payload)
  const postgres = isPostgres(payload)
  const size = INBOX_PAGE_SIZE
  const mode = filters.older ? 'older' : filters.newer ? 'newer' : filters.oldest ? 'oldest' : filters.page > 1 ? 'numbered' : 'first'
  const cursor = filters.older ?? filters.newer

  // The counts: every matching lead of each kind, and (paging by key) those on the far side of the key.
  const counting = parameters()
  const totals: string[] = []
  const sides: string[] = []
  const terms = searchTerms(filters.search)
  for (const kind of LEAD_KINDS) {
    // A search alone is counted from the search table: its conditions here only say whether the kind takes part
    // (PostgreSQL refuses a parameter the statement does not use).
    const where = kindConditions(
      kind,
      filters,
      staffId,
      now,
      searchOnly(filters) && !cursor ? parameters().param : counting.param,
      postgres,
    )
    if (!where) continue
    totals.push(
      `${searchOnly(filters) ? leadSearchCountSql(kind, terms, counting.param, postgres) : `(SELECT COUNT(*) FROM ${kind.table} l WHERE ${where.join(' AND ')})`} AS n${kind.searchCode}`,
    )
    if (cursor)
      sides.push(
        `(SELECT COUNT(*) FROM ${kind.table} l WHERE ${[...where, keySql(kind, cursor, mode === 'older' ? 'older' : 'newer', counting.param)].join(' AND ')})`,
      )
  }
  if (!totals.length) return { rows: [], total: 0, page: 1, totalPages: 1, newer: null, older: null, isFirst: true, isLast: true }
  const [counted] = await query(`SELECT ${totals.join(', ')}${sides.length ? `, ${sides.join(' + ')} AS side` : ''}`, counting.params)
  // Named by number: PostgreSQL folds an unquoted column name to lower case.
  const matches = (kind: LeadKind) => Number(counted?.[`n${kind.searchCode}`] ?? 0)
  const total = LEAD_KINDS.reduce((sum, kind) => sum + matches(kind), 0)
  const beyond = Number(counted?.side ?? 0)
  const totalPages = Math.max(1, Math.ceil(total / size))

  /** The page: `limit` leads in `direction` from the key (if any), skipping `skip`. */
  async function read(direction: 'DESC' | 'ASC', limit: number, skip = 0, key: InboxKey | null = null) {
    const { params, param } = parameters()
    const parts = LEAD_KINDS.flatMap((kind, index) => {
      // A kind with no match adds nothing to the page.
      const where = matches(kind) ? kindConditions(kind, filters, staffId, now, param, postgres, matches(kind) > MANY_MATCHES) : null
      if (!where) return []
      if (key) where.push(keySql(kind, key, direction === 'DESC' ? 'older' : 'newer', param))
      return [partSql(kind, where, direction, limit + skip, false, index)]
    })
    if (!parts.length) return []
    const found = await query(
      `${parts.join('\nUNION ALL\n')} ${orderSql(direction)} LIMIT ${limit}${skip ? ` OFFSET ${skip}` : ''}`,
      params,
    )
    const rows = found.map(toRow)
    return direction === 'DESC' ? rows : rows.reverse()
  }

  // Where the page starts: how many leads come before its first row.
  let before: number
  let rows: InboxRow[]
  if (mode === 'older' && cursor) {
    rows = await read('DESC', size, 0, cursor)
    before = total - beyond
  } else if (mode === 'newer' && cursor && beyond > size) {
    rows = await read('ASC', size, 0, cursor)
    before = beyond - rows.length
  } else if (mode === 'oldest' || (mode === 'numbered' && filters.page >= totalPages)) {
    const last = total - (totalPages - 1) * size
    rows = await read('ASC', Math.max(1, last))
    before = total - rows.length
  } else if (mode === 'numbered') {
    before = (filters.page - 1) * size
    rows = await read('DESC', size, before)
  } else {
    // The first page (also the page before a key with at most one page of leads before it).
    rows = await read('DESC', size)
    before = 0
  }
  const page = Math.min(totalPages, Math.floor(before / size) + 1)
  const isFirst = before <= 0
  const isLast = before + rows.length >= total
  return {
    rows,
    total,
    page: isLast ? totalPages : page,
    totalPages,
    newer: isFirst || !rows.length ? null : rows[0].key,
    older: isLast || !rows.length ? null : rows[rows.length - 1].key,
    isFirst,
    isLast,
  }
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
  const postgres = isPostgres(payload)
  const size = Math.max(1, Math.floor(batchSize))
  const cursors = LEAD_KINDS.map((kind, index) => {
    const counting = parameters()
    return { kind, index, matches: kindConditions(kind, filters, staffId, now, counting.param, postgres) !== null }
  })
    .filter((entry) => entry.matches)
    .map(({ kind, index }) => ({
      kind,
      index,
      rows: [] as ExportRow[],
      next: 0,
      /** The last row read, as the database gave it (its own time format), for the next batch's key. */
      last: null as { createdAt: unknown; id: number } | null,
      done: false,
    }))
  type Cursor = (typeof cursors)[number]

  async function read(cursor: Cursor) {
    const { params, param } = parameters()
    // Read by date, each batch from the last key (a search is looked up per lead: see leadSearchSql).
    const where = kindConditions(cursor.kind, filters, staffId, now, param, postgres, true) ?? ['1 = 0']
    if (cursor.last) {
      const at = param(cursor.last.createdAt)
      // After the last row: an older time, or the same time and a lower id. The first term bounds the index range.
      where.push(`l.created_at <= ${at} AND (l.created_at < ${at} OR l.id < ${param(cursor.last.id)})`)
    }
    const found = await query(partSql(cursor.kind, where, 'DESC', size, true, cursor.index), params)
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
