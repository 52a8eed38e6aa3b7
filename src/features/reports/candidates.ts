// The candidates report (docs/decisions/reports.md, "Candidates"): applications by campaign source and by role, how far
// the applications received in the period got through the stages, how long finished stays in each stage lasted, the
// days from a role's opening to its first placement, and placements and fees by client and by recruiter. Grouped
// queries over talent_applications, its stage history (one row per move), openings and placements.
import type { Stage } from '@/features/pipeline/stages'

import { campaignColumns, readCampaignRows, type CampaignRow } from './leads'
import type { ReportQuery } from './query'
import { count, readSpread, secondsBetween, spreadRows, text, type Spread } from './sql'

/** The stages an application moves through on its way to a placement, in order. */
const FUNNEL = ['applied', 'screening', 'interview', 'offer', 'placed'] as const satisfies readonly Stage[]
type FunnelStage = (typeof FUNNEL)[number]
/** The stages whose days the report shows: every stage of the funnel but the last. */
const STAYS = FUNNEL.filter((stage): stage is Exclude<FunnelStage, 'placed'> => stage !== 'placed')

type ApplicationSourceRow = CampaignRow & { addedByStaff: boolean }

export type CandidatesReport = {
  bySource: ApplicationSourceRow[]
  /** role null: applications to no particular role. */
  byRole: { role: number | null; title: string; count: number }[]
  /** Of the applications received in the period, how many got at least this far. */
  funnel: { stage: FunnelStage; reached: number }[]
  /** Days of the stays in a stage that ended in the period (the application moved on). */
  daysInStage: { stage: Exclude<FunnelStage, 'placed'>; days: Spread }[]
  /** Roles whose first placement fell in the period. */
  timeToFill: { role: number; title: string; opened: Date; firstPlacement: Date; days: number }[]
  placementsByClient: { client: number | null; name: string; count: number; fees: number }[]
  placementsByRecruiter: { recruiter: number | null; name: string; count: number; fees: number }[]
}

const APPLICATIONS = 'talent_applications'
const MOVES = 'talent_applications_stage_history'

/** SQL: how far along the funnel a stage column is (0 for Rejected and Withdrawn). */
const funnelRank = (column: string) =>
  `CASE ${column} ${FUNNEL.map((stage, index) => `WHEN '${stage}' THEN ${index + 1}`).join(' ')} ELSE 0 END`

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))
const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export async function candidatesReport(on: ReportQuery): Promise<CandidatesReport> {
  const { query, postgres, params } = on
  const receivedApplications = `FROM ${APPLICATIONS} a WHERE a.spam = false AND a.created_at >= $1 AND a.created_at < $2`
  const bySource = query(
    `SELECT ${campaignColumns('a')}, CASE WHEN a.source = 'sourced' THEN 1 ELSE 0 END AS added, COUNT(*) AS n ${receivedApplications}
     GROUP BY a.utm_source, a.utm_medium, a.utm_campaign, CASE WHEN a.source = 'sourced' THEN 1 ELSE 0 END
     ORDER BY n DESC, source, medium, campaign`,
    params,
  )
  const byRole = query(
    `SELECT a.opening_id AS role, o.title, COUNT(*) AS n FROM ${APPLICATIONS} a
       LEFT JOIN openings_locales o ON o._parent_id = a.opening_id AND o._locale = 'en'
     WHERE a.spam = false AND a.created_at >= $1 AND a.created_at < $2 GROUP BY a.opening_id, o.title ORDER BY n DESC, o.title`,
    params,
  )
  // The furthest stage an application has been at: its stage now, or any stage a move took it to.
  const funnel = query(
    `SELECT CASE WHEN moved > now_at THEN moved ELSE now_at END AS reached, COUNT(*) AS n FROM (
       SELECT a.id, ${funnelRank('a.stage')} AS now_at, COALESCE(MAX(${funnelRank('h."to"')}), 0) AS moved
       FROM ${APPLICATIONS} a LEFT JOIN ${MOVES} h ON h._parent_id = a.id
       WHERE a.spam = false AND a.created_at >= $1 AND a.created_at < $2 GROUP BY a.id, a.stage
     ) AS furthest GROUP BY CASE WHEN moved > now_at THEN moved ELSE now_at END`,
    params,
  )
  // A stay ends with a move out of the stage; the move keeps when the stay began (`since`: the move before, or the
  // application's arrival). Only the stages before Placed are shown. On SQLite the moves are read from one index
  // (stage, time, since, application and the stay's seconds, the very expression below: migration
  // report_percentile_indexes) without a join: the spam applications are a short list, and the arrival is read only
  // for a move without `since` (none since migration stage_history_since).
  const stays = spreadRows(
    on,
    postgres
      ? `SELECT CAST(h."from" AS text) AS grp, ${secondsBetween(postgres, 'h.at', 'COALESCE(h.since, a.created_at)')} / 86400.0 AS v
       FROM ${MOVES} h JOIN ${APPLICATIONS} a ON a.id = h._parent_id
       WHERE h.at >= $1 AND h.at < $2 AND a.spam = false AND h."from" IN (${STAYS.map((stage) => `'${stage}'`).join(', ')})`
      : `SELECT h."from" AS grp, CASE WHEN h.since IS NOT NULL THEN ${secondsBetween(postgres, 'h.at', 'h.since')}
         ELSE ${secondsBetween(postgres, 'h.at', `(SELECT a.created_at FROM ${APPLICATIONS} a WHERE a.id = h._parent_id)`)} END / 86400.0 AS v
       FROM ${MOVES} h
       WHERE h.at >= $1 AND h.at < $2 AND h."from" IN (${STAYS.map((stage) => `'${stage}'`).join(', ')})
         AND h._parent_id NOT IN (
           SELECT s.id FROM ${APPLICATIONS} s WHERE s.spam = true UNION ALL SELECT s.id FROM ${APPLICATIONS} s WHERE s.spam IS NULL
         )`,
  )
  // Each role's first move to Placed, from the moves to Placed (an index range), kept when it fell in the period.
  const opened = 'COALESCE(o.opened_at, o.date_posted, o.created_at)'
  const timeToFill = query(
    `SELECT f.role, t.title, ${opened} AS opened, f.filled, ${secondsBetween(postgres, 'f.filled', opened)} / 86400.0 AS days FROM (
       SELECT a.opening_id AS role, MIN(h.at) AS filled FROM ${MOVES} h CROSS JOIN ${APPLICATIONS} a
       WHERE a.id = h._parent_id AND h."to" = 'placed' AND a.spam = false AND a.opening_id IS NOT NULL
       GROUP BY a.opening_id HAVING MIN(h.at) >= $1 AND MIN(h.at) < $2
     ) AS f JOIN openings o ON o.id = f.role LEFT JOIN openings_locales t ON t._parent_id = o.id AND t._locale = 'en'
     ORDER BY f.filled, f.role`,
    params,
  )
  const placedInPeriod = 'FROM placements p WHERE p.joining_date >= $1 AND p.joining_date < $2'
  const byClient = query(
    `SELECT p.client_id AS who, c.name, COUNT(*) AS n, SUM(COALESCE(p.fee_amount, 0)) AS fees
     FROM placements p LEFT JOIN client_companies c ON c.id = p.client_id WHERE p.joining_date >= $1 AND p.joining_date < $2
     GROUP BY p.client_id, c.name ORDER BY n DESC, c.name`,
    params,
  )
  const byRecruiter = query(
    `SELECT who, u.name, u.email, n, fees FROM (
       SELECT p.recruiter_id AS who, COUNT(*) AS n, SUM(COALESCE(p.fee_amount, 0)) AS fees ${placedInPeriod} GROUP BY p.recruiter_id
     ) AS by_recruiter LEFT JOIN users u ON u.id = who ORDER BY n DESC, u.name`,
    params,
  )
  const [sourceRows, roleRows, funnelRows, stayRows, fillRows, clientRows, recruiterRows] = await Promise.all([
    bySource,
    byRole,
    funnel,
    stays,
    timeToFill,
    byClient,
    byRecruiter,
  ])
  const furthest = new Map(funnelRows.map((row) => [Number(row.reached), count(row.n)]))
  const total = [...furthest.values()].reduce((sum, n) => sum + n, 0)
  return {
    bySource: readCampaignRows(sourceRows).map((row, index) => ({ ...row, addedByStaff: Number(sourceRows[index].added) === 1 })),
    byRole: roleRows.map((row) => ({ role: idOrNull(row.role), title: text(row.title), count: count(row.n) })),
    // Every application received is at least Applied (a candidate staff add from the pool starts at Screening).
    funnel: FUNNEL.map((stage, index) => ({
      stage,
      reached: index === 0 ? total : [...furthest.entries()].filter(([rank]) => rank >= index + 1).reduce((sum, [, n]) => sum + n, 0),
    })),
    daysInStage: STAYS.map((stage) => ({
      stage,
      days: readSpread(stayRows.find((row) => row.grp === stage)),
    })),
    timeToFill: fillRows.map((row) => ({
      role: Number(row.role),
      title: text(row.title),
      opened: asDate(row.opened),
      firstPlacement: asDate(row.filled),
      days: Number(row.days),
    })),
    placementsByClient: clientRows.map((row) => ({
      client: idOrNull(row.who),
      name: text(row.name),
      count: count(row.n),
      fees: count(row.fees),
    })),
    placementsByRecruiter: recruiterRows.map((row) => ({
      recruiter: idOrNull(row.who),
      name: text(row.name) || text(row.email),
      count: count(row.n),
      fees: count(row.fees),
    })),
  }
}
