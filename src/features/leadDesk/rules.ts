// The lead desk's rules, each written once (see docs/decisions.md, "Lead desk"): which leads are open, when a
// follow-up is overdue or due today, and which leads wait for a first reply past the site's 24-hour promise. Each
// rule is an SQL fragment (the inbox, the dashboard and the daily follow-up mail count in the database) and, where a
// screen or a mail decides one lead at a time, the same rule in JavaScript beside it. Days are the agency's (India
// time, lib/agencyTime).
import { AGENCY_UTC_OFFSET_MS, agencyDay } from '@/lib/agencyTime'

import type { Stage } from '@/features/pipeline/stages'

import { leadKind, type LeadKindKey } from './kinds'

export const LEAD_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'In progress', value: 'in-progress' },
  { label: 'Won / placed', value: 'won-placed' },
  { label: 'Closed', value: 'closed' },
] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

/** The statuses of a lead still being worked ("open"). */
export const OPEN_LEAD_STATUSES = ['new', 'in-progress'] as const satisfies readonly LeadStatus[]

/** The promise on the site: a reply within 24 hours. */
const REPLY_PROMISE_HOURS = 24

const HOUR = 3600_000
const DAY = 24 * HOUR

/** The staff word for a status. */
export const statusLabel = (status: string) => LEAD_STATUSES.find((entry) => entry.value === status)?.label ?? status

/** The instants the rules compare with at `now`: today's and tomorrow's midnight (India), this week's Monday, and the
 * time before which a lead without a reply has broken the promise. */
export function ruleMoments(now: Date) {
  const { start, end } = agencyDay(now)
  const daysSinceMonday = (new Date(now.getTime() + AGENCY_UTC_OFFSET_MS).getUTCDay() + 6) % 7
  return {
    todayStart: start,
    tomorrowStart: end,
    weekStart: new Date(start.getTime() - daysSinceMonday * DAY),
    promiseBrokenBefore: new Date(now.getTime() - REPLY_PROMISE_HOURS * HOUR),
  }
}

/** The columns the rules read, as a query names them (`l.status`, or `status` over a union). */
export type LeadColumns = { status: string; followUpOn: string; firstReplyAt: string; createdAt: string }

export const leadColumns = (alias?: string): LeadColumns => {
  const prefix = alias ? `${alias}.` : ''
  return {
    status: `${prefix}status`,
    followUpOn: `${prefix}follow_up_on`,
    firstReplyAt: `${prefix}first_reply_at`,
    createdAt: `${prefix}created_at`,
  }
}

const openSql = (c: LeadColumns) => `${c.status} IN (${OPEN_LEAD_STATUSES.map((status) => `'${status}'`).join(', ')})`

/**
 * The rules as SQL conditions. Each takes the columns and the placeholders ($n) of the instants it compares with
 * (ruleMoments, as ISO text): SQLite stores times as ISO text, PostgreSQL as timestamps, both compare them in order.
 */
export const leadRuleSql = {
  /** New or In progress. */
  open: openSql,
  /** Open, and its follow-up day is before today. */
  followUpOverdue: (c: LeadColumns, todayStart: string) =>
    `(${openSql(c)} AND ${c.followUpOn} IS NOT NULL AND ${c.followUpOn} < ${todayStart})`,
  /** Open, and its follow-up day is today. */
  followUpDueToday: (c: LeadColumns, todayStart: string, tomorrowStart: string) =>
    `(${openSql(c)} AND ${c.followUpOn} >= ${todayStart} AND ${c.followUpOn} < ${tomorrowStart})`,
  /** Open, and its follow-up day is today or has passed (the daily follow-up mail's list). */
  followUpDue: (c: LeadColumns, tomorrowStart: string) =>
    `(${openSql(c)} AND ${c.followUpOn} IS NOT NULL AND ${c.followUpOn} < ${tomorrowStart})`,
  /** Open, never answered, and in longer than the promise. Only for the kinds that wait for a reply (awaitsReply in
   * kinds.ts: not a newsletter subscriber); a query over one kind's table leaves the others out by kind. */
  waitingForFirstReply: (c: LeadColumns, promiseBrokenBefore: string) =>
    `(${openSql(c)} AND ${c.firstReplyAt} IS NULL AND ${c.createdAt} < ${promiseBrokenBefore})`,
  /** A kind with a statutory answer (a privacy request, kinds.ts `due`): open and not answered yet. `answered` and
   * `due` are the kind's columns (kinds.ts). */
  awaitingAnswer: (c: LeadColumns, answered: string) => `(${openSql(c)} AND ${answered} IS NULL)`,
  /** Open, not answered, and its due date has passed. */
  answerOverdue: (c: LeadColumns, answered: string, due: string, now: string) =>
    `(${openSql(c)} AND ${answered} IS NULL AND ${due} < ${now})`,
  /** Came in at or after `since` (today's or this week's start). */
  receivedSince: (c: LeadColumns, since: string) => `${c.createdAt} >= ${since}`,
}

/** The same rules for one lead in JavaScript. */
const isOpenStatus = (status: string) => (OPEN_LEAD_STATUSES as readonly string[]).includes(status)

/** Whether the lead still expects a first reply: open, and of a kind that waits for one (a subscriber never does). */
export const awaitsFirstReply = (lead: { kind: LeadKindKey; status: string }) =>
  leadKind(lead.kind).awaitsReply && isOpenStatus(lead.status)

export const isWaitingForFirstReply = (
  lead: { kind: LeadKindKey; status: string; firstReplyAt: Date | null; createdAt: Date },
  now: Date,
) => awaitsFirstReply(lead) && !lead.firstReplyAt && lead.createdAt < ruleMoments(now).promiseBrokenBefore

/** A lead with a statutory answer still owed past its due date (the inbox's and the dashboard's red "Overdue"). */
export const isAnswerOverdue = (lead: { status: string; dueOn: Date | null; answeredAt: Date | null }, now: Date) =>
  isOpenStatus(lead.status) && !lead.answeredAt && lead.dueOn !== null && lead.dueOn < now

/** A due follow-up (today's or earlier) is overdue when its day is before today. */
export const isFollowUpOverdue = (followUpOn: Date, now: Date) => followUpOn < ruleMoments(now).todayStart

/**
 * A talent application's status follows its pipeline stage, set on every move (docs/decisions/lead-desk.md, "Status
 * and stage"): Screening, Interview and Offer are In progress, Placed is Won / placed, Rejected and Withdrawn are
 * Closed. Back at Applied, an open application keeps its status and a closed one is New again.
 */
export function statusForStage(stage: Stage, current: string | null | undefined): LeadStatus {
  if (stage === 'screening' || stage === 'interview' || stage === 'offer') return 'in-progress'
  if (stage === 'placed') return 'won-placed'
  if (stage === 'rejected' || stage === 'withdrawn') return 'closed'
  return current && isOpenStatus(current) ? (current as LeadStatus) : 'new'
}
