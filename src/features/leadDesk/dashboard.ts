// The staff dashboard's figures (docs/decisions/lead-desk.md, "Dashboard"): counts only, each computed in the database with COUNT and GROUP BY
// over the five lead tables (no lead is loaded into memory), plus the 20 leads waiting longest for a first reply.
// Spam (honeypot) leads are left out, as in the inbox.
import type { Payload } from 'payload'

import { STAGES, type Stage } from '@/features/pipeline/stages'
import { rawQuery, type Row } from '@/lib/rawQuery'

import { toDate } from './inbox'
import { LEAD_KINDS, leadFromSql, leadRowSql, type LeadKind, type LeadKindKey } from './kinds'
import { OPEN_LEAD_STATUSES, leadColumns, leadRuleSql, ruleMoments } from './rules'

const DAY = 86_400_000

/** How many weeks the leads-per-week chart covers, this one included. */
export const CHART_WEEKS = 12
/** How many of the leads waiting for a first reply the dashboard lists, oldest first. */
export const WAITING_LIST_SIZE = 20

type OpenStatus = (typeof OPEN_LEAD_STATUSES)[number]

/** The Mondays starting the last CHART_WEEKS weeks, oldest first (the last is this week's). */
const chartWeekStarts = (thisWeek: Date) =>
  Array.from({ length: CHART_WEEKS }, (_, index) => new Date(thisWeek.getTime() - (CHART_WEEKS - 1 - index) * 7 * DAY))

type KindFigures = {
  kind: LeadKindKey
  newToday: number
  newThisWeek: number
  waiting: number
  followUpsOverdue: number
  followUpsDueToday: number
}

type WaitingLead = { kind: LeadKindKey; id: number; name: string; createdAt: Date }

export type Dashboard = {
  byKind: KindFigures[]
  openByStatus: { status: OpenStatus; count: number }[]
  /** Open leads per assignee (null: nobody), most first. */
  openByAssignee: { assignee: number | null; count: number }[]
  /** The WAITING_LIST_SIZE open leads waiting longest for a first reply after the promise, oldest first. */
  waitingOldest: WaitingLead[]
  /** Per week, oldest first: its Monday and the leads of each kind (LEAD_KINDS order). */
  weeks: { start: Date; counts: number[] }[]
  /** Talent applications per pipeline stage, in board order. */
  stages: { stage: Stage; count: number }[]
}

const count = (value: unknown) => Number(value ?? 0) || 0

/**
 * Every figure of the dashboard at `now`, in five aggregate queries. Each count is one of the desk's rules
 * (rules.ts), the same condition the inbox filter it links to applies.
 */
export async function loadDashboard(payload: Payload, now = new Date()): Promise<Dashboard> {
  const query = rawQuery(payload)
  const { todayStart, tomorrowStart, weekStart, promiseBrokenBefore } = ruleMoments(now)
  const weekStarts = chartWeekStarts(weekStart)
  const iso = (date: Date) => date.toISOString()
  const union = (part: (kind: LeadKind) => string) => LEAD_KINDS.map(part).join('\nUNION ALL\n')

  // Each figure is a COUNT over an index range (docs/decisions/lead-desk.md, "Inbox paging and search"): new leads
  // from the (spam, created_at) index from Monday on, the open leads' figures from the partial indexes on open leads
  // (spam = false is written out, as in those indexes' condition). $1 today, $2 Monday, $3 the promise's limit,
  // $4 tomorrow.
  const counted = (kind: LeadKind, condition: string) => `(SELECT COUNT(*) FROM ${kind.table} l WHERE l.spam = false AND ${condition})`
  const columns = leadColumns('l')
  const figuresByKind = query(
    union(
      (kind) => `SELECT '${kind.key}' AS kind,
        ${counted(kind, leadRuleSql.receivedSince(columns, '$1'))} AS new_today,
        ${counted(kind, leadRuleSql.receivedSince(columns, '$2'))} AS new_this_week,
        ${kind.awaitsReply ? counted(kind, leadRuleSql.waitingForFirstReply(columns, '$3')) : '0'} AS waiting,
        ${counted(kind, leadRuleSql.followUpOverdue(columns, '$1'))} AS follow_ups_overdue,
        ${counted(kind, leadRuleSql.followUpDueToday(columns, '$1', '$4'))} AS follow_ups_due_today`,
    ),
    [iso(todayStart), iso(weekStart), iso(promiseBrokenBefore), iso(tomorrowStart)],
  )
  const openLeads = query(
    `SELECT status, assignee_id, SUM(n) AS n FROM (${union(
      (kind) =>
        `SELECT CAST(l.status AS text) AS status, l.assignee_id, COUNT(*) AS n FROM ${kind.table} l WHERE l.spam = false AND ${leadRuleSql.open(columns)} GROUP BY l.status, l.assignee_id`,
    )}) AS open_leads GROUP BY status, assignee_id`,
    [],
  )
  // Each kind's oldest waiting leads first (its own LIMIT, from the index), then the oldest of those.
  const waitingKinds = LEAD_KINDS.filter((kind) => kind.awaitsReply)
  const waitingOldest = query(
    `SELECT kind, id, name, created_at FROM (${waitingKinds
      .map(
        (kind, index) =>
          `SELECT * FROM (${leadRowSql(kind)}, l.created_at FROM ${leadFromSql(kind)} WHERE l.spam = false AND ${leadRuleSql.waitingForFirstReply(columns, '$1')} ORDER BY l.created_at, l.id LIMIT ${WAITING_LIST_SIZE}) AS waiting${index}`,
      )
      .join('\nUNION ALL\n')}) AS waiting ORDER BY created_at, kind, id LIMIT ${WAITING_LIST_SIZE}`,
    [iso(promiseBrokenBefore)],
  )
  // $1… the Mondays, oldest first: a lead falls in the latest week that started before it came in.
  const newestFirst = weekStarts.map((_, week) => week).reverse()
  const weekOf = `CASE ${newestFirst.map((week) => `WHEN created_at >= $${week + 1} THEN ${week}`).join(' ')} END`
  const perWeek = query(
    union(
      (kind) =>
        `SELECT '${kind.key}' AS kind, ${weekOf} AS week, COUNT(*) AS n FROM ${kind.table} WHERE spam = false AND created_at >= $1 GROUP BY 2`,
    ),
    weekStarts.map(iso),
  )
  const perStage = query(
    `SELECT CAST(stage AS text) AS stage, COUNT(*) AS n FROM talent_applications WHERE spam = false GROUP BY stage`,
    [],
  )

  const [kindRows, openRows, waitingRows, weekRows, stageRows] = await Promise.all([
    figuresByKind,
    openLeads,
    waitingOldest,
    perWeek,
    perStage,
  ])
  return {
    byKind: LEAD_KINDS.map(({ key }) => {
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
      kind: row.kind as LeadKindKey,
      id: Number(row.id),
      name: typeof row.name === 'string' ? row.name : '',
      createdAt: toDate(row.created_at) ?? new Date(0),
    })),
    weeks: weekStarts.map((start, week) => ({
      start,
      counts: LEAD_KINDS.map(({ key }) => count(weekRows.find((row) => row.kind === key && Number(row.week) === week)?.n)),
    })),
    stages: STAGES.map((stage) => ({ stage, count: count(stageRows.find((row) => row.stage === stage)?.n) })),
  }
}
