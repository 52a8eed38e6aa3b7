// The staff dashboard's figures (issue 14, item 1): counts only, each computed in the database with COUNT and GROUP BY
// over the five lead tables (no lead is loaded into memory), plus the 20 leads waiting longest for a first reply.
// Spam (honeypot) leads are left out, as in the inbox.
import type { Payload } from 'payload'

import { STAGES, type Stage } from '@/features/pipeline/stages'
import { AGENCY_UTC_OFFSET_MS, agencyDay } from '@/lib/agencyTime'
import { rawQuery, type Row } from '@/lib/rawQuery'

import { LEAD_STATUSES, OPEN_LEAD_STATUSES, isOpenLeadSql } from '../../fields/leadFields'
import { INBOX_KINDS, REPLY_PROMISE_HOURS, toDate, type InboxKind } from '../inbox/inboxData'

const DAY = 86_400_000

/** How many weeks the leads-per-week chart covers, this one included. */
export const CHART_WEEKS = 12
/** How many of the leads waiting for a first reply the dashboard lists, oldest first. */
export const WAITING_LIST_SIZE = 20

type OpenStatus = (typeof OPEN_LEAD_STATUSES)[number]

/** The agency's calendar at `now`: today's midnight, tomorrow's, and the Mondays starting the last CHART_WEEKS weeks. */
function agencyCalendar(now: Date) {
  const today = agencyDay(now).start.getTime()
  const daysSinceMonday = (new Date(now.getTime() + AGENCY_UTC_OFFSET_MS).getUTCDay() + 6) % 7
  const thisWeek = today - daysSinceMonday * DAY
  return {
    today: new Date(today),
    tomorrow: new Date(today + DAY),
    weekStarts: Array.from({ length: CHART_WEEKS }, (_, index) => new Date(thisWeek - (CHART_WEEKS - 1 - index) * 7 * DAY)),
  }
}

type KindFigures = {
  kind: InboxKind
  newToday: number
  newThisWeek: number
  waiting: number
  followUpsOverdue: number
  followUpsDueToday: number
}

type WaitingLead = { kind: InboxKind; id: number; name: string; createdAt: Date }

export type Dashboard = {
  byKind: KindFigures[]
  openByStatus: { status: OpenStatus; count: number }[]
  /** Open leads per assignee (null: nobody), most first. */
  openByAssignee: { assignee: number | null; count: number }[]
  /** The WAITING_LIST_SIZE open leads waiting longest for a first reply after REPLY_PROMISE_HOURS, oldest first. */
  waitingOldest: WaitingLead[]
  /** Per week, oldest first: its Monday and the leads of each kind (INBOX_KINDS order). */
  weeks: { start: Date; counts: number[] }[]
  /** Talent applications per pipeline stage, in board order. */
  stages: { stage: Stage; count: number }[]
}

const count = (value: unknown) => Number(value ?? 0) || 0

/** Every figure of the dashboard at `now`, in five aggregate queries. */
export async function loadDashboard(payload: Payload, now = new Date()): Promise<Dashboard> {
  const query = rawQuery(payload)
  const { today, tomorrow, weekStarts } = agencyCalendar(now)
  const thisWeek = weekStarts[weekStarts.length - 1]
  const promiseBroken = new Date(now.getTime() - REPLY_PROMISE_HOURS * 3600_000)
  const iso = (date: Date) => date.toISOString()
  const union = (part: (kind: (typeof INBOX_KINDS)[number]) => string) => INBOX_KINDS.map(part).join('\nUNION ALL\n')

  // $1 spam, $2 today, $3 Monday, $4 the promise's limit, $5 tomorrow.
  const figuresByKind = query(
    union(
      (kind) => `SELECT '${kind.key}' AS kind,
        COUNT(CASE WHEN created_at >= $2 THEN 1 END) AS new_today,
        COUNT(CASE WHEN created_at >= $3 THEN 1 END) AS new_this_week,
        COUNT(CASE WHEN ${isOpenLeadSql('status')} AND first_reply_at IS NULL AND created_at < $4 THEN 1 END) AS waiting,
        COUNT(CASE WHEN ${isOpenLeadSql('status')} AND follow_up_on < $2 THEN 1 END) AS follow_ups_overdue,
        COUNT(CASE WHEN ${isOpenLeadSql('status')} AND follow_up_on >= $2 AND follow_up_on < $5 THEN 1 END) AS follow_ups_due_today
      FROM ${kind.table} WHERE spam = $1`,
    ),
    [false, iso(today), iso(thisWeek), iso(promiseBroken), iso(tomorrow)],
  )
  const openLeads = query(
    `SELECT status, assignee_id, SUM(n) AS n FROM (${union(
      (kind) =>
        `SELECT CAST(status AS text) AS status, assignee_id, COUNT(*) AS n FROM ${kind.table} WHERE spam = $1 AND ${isOpenLeadSql('status')} GROUP BY status, assignee_id`,
    )}) AS open_leads GROUP BY status, assignee_id`,
    [false],
  )
  const waitingOldest = query(
    `SELECT kind, id, name, created_at FROM (${union(
      (kind) =>
        `${kind.select}, l.created_at FROM ${kind.from} WHERE l.spam = $1 AND ${isOpenLeadSql('l.status')} AND l.first_reply_at IS NULL AND l.created_at < $2`,
    )}) AS waiting ORDER BY created_at, kind, id LIMIT ${WAITING_LIST_SIZE}`,
    [false, iso(promiseBroken)],
  )
  // $2… the Mondays, oldest first: a lead falls in the latest week that started before it came in.
  const newestFirst = weekStarts.map((_, week) => week).reverse()
  const weekOf = `CASE ${newestFirst.map((week) => `WHEN created_at >= $${week + 2} THEN ${week}`).join(' ')} END`
  const perWeek = query(
    union(
      (kind) =>
        `SELECT '${kind.key}' AS kind, ${weekOf} AS week, COUNT(*) AS n FROM ${kind.table} WHERE spam = $1 AND created_at >= $2 GROUP BY 2`,
    ),
    [false, ...weekStarts.map(iso)],
  )
  const perStage = query(`SELECT CAST(stage AS text) AS stage, COUNT(*) AS n FROM talent_applications WHERE spam = $1 GROUP BY stage`, [
    false,
  ])

  const [kindRows, openRows, waitingRows, weekRows, stageRows] = await Promise.all([
    figuresByKind,
    openLeads,
    waitingOldest,
    perWeek,
    perStage,
  ])
  return {
    byKind: INBOX_KINDS.map(({ key }) => {
      const row: Row = kindRows.find((found) => found.kind === key) ?? {}
      return {
        kind: key,
        newToday: count(row.new_today),
        newThisWeek: count(row.new_this_week),
        waiting: count(row.waiting),
        followUpsOverdue: count(row.follow_ups_overdue),
        followUpsDueToday: count(row.follow_ups_due_today),
      }
    }),
    openByStatus: OPEN_LEAD_STATUSES.map((status) => ({
      status,
      count: openRows.filter((row) => row.status === status).reduce((sum, row) => sum + count(row.n), 0),
    })),
    openByAssignee: [
      ...openRows
        .reduce((people, row) => {
          const assignee = row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id)
          return people.set(assignee, (people.get(assignee) ?? 0) + count(row.n))
        }, new Map<number | null, number>())
        .entries(),
    ]
      .map(([assignee, total]) => ({ assignee, count: total }))
      .sort((a, b) => b.count - a.count || (a.assignee ?? 0) - (b.assignee ?? 0)),
    waitingOldest: waitingRows.map((row) => ({
      kind: row.kind as InboxKind,
      id: Number(row.id),
      name: typeof row.name === 'string' ? row.name : '',
      createdAt: toDate(row.created_at) ?? new Date(0),
    })),
    weeks: weekStarts.map((start, week) => ({
      start,
      counts: INBOX_KINDS.map(({ key }) => count(weekRows.find((row) => row.kind === key && Number(row.week) === week)?.n)),
    })),
    stages: STAGES.map((stage) => ({ stage, count: count(stageRows.find((row) => row.stage === stage)?.n) })),
  }
}

/** The staff word for an open status. */
export const openStatusLabel = (status: OpenStatus) => LEAD_STATUSES.find((entry) => entry.value === status)?.label ?? status
