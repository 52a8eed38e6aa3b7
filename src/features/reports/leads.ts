// The leads report (docs/decisions/reports.md, "Leads"): new leads by kind and by campaign source, and how fast they got a
// first reply (median, 90th percentile, share within 24 hours), over the leads received in the period. Every figure is a
// grouped query over the lead tables of features/leadDesk/kinds.ts (spam left out, as on the dashboard).
import { LEAD_KINDS, type LeadKind, type LeadKindKey } from '@/features/leadDesk/kinds'

import type { ReportQuery } from './query'
import { count, readSpread, secondsBetween, spreadRows, text, type Spread } from './sql'

/** The site's promise: a first reply within 24 hours. */
const PROMISE_SECONDS = 24 * 3600

type LeadKindFigures = {
  kind: LeadKindKey
  received: number
  /** null for a kind nobody answers (a newsletter subscriber). */
  answered: number | null
  answeredWithin24h: number | null
  /** Seconds from arrival to the first reply, over the answered leads. */
  firstReply: Spread | null
}

export type CampaignRow = { source: string; medium: string; campaign: string; count: number }

export type LeadsReport = {
  byKind: LeadKindFigures[]
  /** Every kind that waits for a reply, together. */
  all: { received: number; answered: number; answeredWithin24h: number; firstReply: Spread }
  bySource: CampaignRow[]
}

/** SQL: the kind's leads received in the period ($1, $2), spam left out, its table read as `l`. */
const received = (kind: LeadKind) => `FROM ${kind.table} l WHERE l.spam = false AND l.created_at >= $1 AND l.created_at < $2`

/** SQL: the campaign fields of a row, empty when not given (a missing and an empty field are one group). */
export const campaignColumns = (alias: string) =>
  `COALESCE(${alias}.utm_source, '') AS source, COALESCE(${alias}.utm_medium, '') AS medium, COALESCE(${alias}.utm_campaign, '') AS campaign`

export const readCampaignRows = (rows: Record<string, unknown>[]): CampaignRow[] =>
  rows.map((row) => ({ source: text(row.source), medium: text(row.medium), campaign: text(row.campaign), count: count(row.n) }))

export async function leadsReport(on: ReportQuery): Promise<LeadsReport> {
  const { query, postgres, params } = on
  const replySeconds = secondsBetween(postgres, 'l.first_reply_at', 'l.created_at')
  const answering = LEAD_KINDS.filter((kind) => kind.awaitsReply)
  const counts = query(
    LEAD_KINDS.map(
      (kind) => `SELECT '${kind.key}' AS kind, COUNT(*) AS n,
        SUM(CASE WHEN l.first_reply_at IS NOT NULL THEN 1 ELSE 0 END) AS answered,
        SUM(CASE WHEN l.first_reply_at IS NOT NULL AND ${replySeconds} <= ${PROMISE_SECONDS} THEN 1 ELSE 0 END) AS within
        ${received(kind)}`,
    ).join('\nUNION ALL\n'),
    params,
  )
  // Each answered lead once under its kind and once under 'all'.
  const replyTimes = answering.map(
    (kind) => `SELECT '${kind.key}' AS kind, ${replySeconds} AS v ${received(kind)} AND l.first_reply_at IS NOT NULL`,
  )
  const spreads = spreadRows(
    on,
    `SELECT kind AS grp, v FROM (${replyTimes.join('\nUNION ALL\n')}) AS by_kind
     UNION ALL SELECT 'all' AS grp, v FROM (${replyTimes.join('\nUNION ALL\n')}) AS every_kind`,
  )
  const sources = query(
    `SELECT source, medium, campaign, SUM(n) AS n FROM (${LEAD_KINDS.map(
      (kind) => `SELECT ${campaignColumns('l')}, COUNT(*) AS n ${received(kind)} GROUP BY l.utm_source, l.utm_medium, l.utm_campaign`,
    ).join('\nUNION ALL\n')}) AS by_source GROUP BY source, medium, campaign ORDER BY n DESC, source, medium, campaign`,
    params,
  )
  const [countRows, spreadAnswers, sourceRows] = await Promise.all([counts, spreads, sources])
  const spreadOf = (group: string) => readSpread(spreadAnswers.find((row) => row.grp === group))
  const byKind = LEAD_KINDS.map((kind): LeadKindFigures => {
    const row = countRows.find((found) => found.kind === kind.key)
    return {
      kind: kind.key,
      received: count(row?.n),
      answered: kind.awaitsReply ? count(row?.answered) : null,
      answeredWithin24h: kind.awaitsReply ? count(row?.within) : null,
      firstReply: kind.awaitsReply ? spreadOf(kind.key) : null,
    }
  })
  const waiting = byKind.filter((figures) => leadKindAwaits(figures.kind))
  return {
    byKind,
    all: {
      received: waiting.reduce((sum, figures) => sum + figures.received, 0),
      answered: waiting.reduce((sum, figures) => sum + (figures.answered ?? 0), 0),
      answeredWithin24h: waiting.reduce((sum, figures) => sum + (figures.answeredWithin24h ?? 0), 0),
      firstReply: spreadOf('all'),
    },
    bySource: readCampaignRows(sourceRows),
  }
}

const leadKindAwaits = (key: LeadKindKey) => LEAD_KINDS.some((kind) => kind.key === key && kind.awaitsReply)
