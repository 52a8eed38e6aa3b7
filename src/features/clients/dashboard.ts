// The dashboard's client figures (docs/decisions/clients.md, "Dashboard"): open requirements by client,
// shortlists waiting for the client's decision over 3 days, interviews this week, placements and fees this month and
// this quarter, and replacement guarantees ending in the next 14 days. Each is one aggregate query; days, weeks,
// months and quarters are India time (a quarter is Jan–Mar, Apr–Jun, Jul–Sep or Oct–Dec: the Indian financial
// year's quarters fall on the same days).
import type { Payload } from 'payload'

import { ruleMoments } from '@/features/leadDesk/rules'
import { AGENCY_UTC_OFFSET_MS } from '@/lib/agencyTime'
import { rawQuery, sqlTime, type Row } from '@/lib/rawQuery'

const DAY = 86_400_000

/** A sent shortlist waits for the client when a candidate on it has no decision this many days after sending. */
export const SHORTLIST_FEEDBACK_DAYS = 3
/** Guarantees ending today or in this many days after it are listed. */
export const GUARANTEE_WINDOW_DAYS = 14
/** The longest lists of shortlists and guarantees the dashboard shows (the counts stay whole). */
const CLIENT_LIST_SIZE = 10
/** The most clients listed with their open requirements, most first. */
const CLIENTS_SHOWN = 25

export type ClientFigures = {
  openRequirements: number
  /** Clients with open requirements, most first (up to 25). */
  openByClient: { client: number; name: string; count: number }[]
  waitingShortlists: number
  waitingShortlistList: { id: number; title: string; sentAt: Date }[]
  interviewsThisWeek: number
  placementsThisMonth: { count: number; fees: number }
  placementsThisQuarter: { count: number; fees: number }
  guaranteesEnding: number
  guaranteesEndingList: { id: number; title: string; ends: Date }[]
}

/** The instants the month and the quarter of `now` start, in India time. */
export function monthAndQuarterStart(now: Date): { monthStart: Date; quarterStart: Date; nextMonthStart: Date; nextQuarterStart: Date } {
  const local = new Date(now.getTime() + AGENCY_UTC_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth()
  const at = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - AGENCY_UTC_OFFSET_MS)
  const quarterMonth = month - (month % 3)
  return {
    monthStart: at(year, month),
    nextMonthStart: at(year, month + 1),
    quarterStart: at(year, quarterMonth),
    nextQuarterStart: at(year, quarterMonth + 3),
  }
}

const count = (value: unknown) => Number(value ?? 0) || 0
const text = (value: unknown, otherwise: string) => (typeof value === 'string' && value ? value : otherwise)

export async function loadClientFigures(payload: Payload, now = new Date()): Promise<ClientFigures> {
  const query = rawQuery(payload)
  const { todayStart, weekStart } = ruleMoments(now)
  const { monthStart, nextMonthStart, quarterStart, nextQuarterStart } = monthAndQuarterStart(now)
  const iso = (date: Date) => date.toISOString()
  const waitingSince = new Date(now.getTime() - SHORTLIST_FEEDBACK_DAYS * DAY)
  const guaranteesUntil = new Date(todayStart.getTime() + (GUARANTEE_WINDOW_DAYS + 1) * DAY)

  const openByClient = query(
    `SELECT r.client_id AS client, c.name AS name, COUNT(*) AS n FROM requirements r JOIN client_companies c ON c.id = r.client_id
     WHERE r.status = 'open' GROUP BY r.client_id, c.name ORDER BY n DESC, c.name`,
    [],
  )
  const undecided = `EXISTS (SELECT 1 FROM shortlists_candidates sc WHERE sc._parent_id = s.id AND sc.decision IS NULL)`
  const waitingShortlists = query(
    `SELECT s.id, s.title, s.sent_at, COUNT(*) OVER () AS total FROM shortlists s
     WHERE s.status = 'sent' AND s.sent_at < $1 AND ${undecided} ORDER BY s.sent_at, s.id LIMIT ${CLIENT_LIST_SIZE}`,
    [iso(waitingSince)],
  )
  const interviews = query(
    `SELECT COUNT(*) AS n FROM interviews i JOIN interviews_slots t ON t._parent_id = i.id AND t.id = i.booked_slot
     WHERE i.status IN ('booked', 'done') AND t.starts_at >= $1 AND t.starts_at < $2`,
    [iso(weekStart), iso(new Date(weekStart.getTime() + 7 * DAY))],
  )
  const placements = query(
    `SELECT
       SUM(CASE WHEN joining_date >= $1 AND joining_date < $2 THEN 1 ELSE 0 END) AS month_n,
       SUM(CASE WHEN joining_date >= $1 AND joining_date < $2 THEN COALESCE(fee_amount, 0) ELSE 0 END) AS month_fees,
       COUNT(*) AS quarter_n, SUM(COALESCE(fee_amount, 0)) AS quarter_fees
     FROM placements WHERE joining_date >= $3 AND joining_date < $4`,
    [iso(monthStart), iso(nextMonthStart), iso(quarterStart), iso(nextQuarterStart)],
  )
  const guarantees = query(
    `SELECT id, title, guarantee_ends, COUNT(*) OVER () AS total FROM placements
     WHERE guarantee_ends >= $1 AND guarantee_ends < $2 ORDER BY guarantee_ends, id LIMIT ${CLIENT_LIST_SIZE}`,
    [iso(todayStart), iso(guaranteesUntil)],
  )

  const [clientRows, shortlistRows, interviewRows, placementRows, guaranteeRows] = await Promise.all([
    openByClient,
    waitingShortlists,
    interviews,
    placements,
    guarantees,
  ])
  const placementRow: Row = placementRows[0] ?? {}
  return {
    openRequirements: clientRows.reduce((total, row) => total + count(row.n), 0),
    openByClient: clientRows
      .slice(0, CLIENTS_SHOWN)
      .map((row) => ({ client: Number(row.client), name: text(row.name, ''), count: count(row.n) })),
    waitingShortlists: count(shortlistRows[0]?.total),
    waitingShortlistList: shortlistRows.map((row) => ({
      id: Number(row.id),
      title: text(row.title, `Shortlist ${String(row.id)}`),
      sentAt: new Date(sqlTime(row.sent_at)),
    })),
    interviewsThisWeek: count(interviewRows[0]?.n),
    placementsThisMonth: { count: count(placementRow.month_n), fees: count(placementRow.month_fees) },
    placementsThisQuarter: { count: count(placementRow.quarter_n), fees: count(placementRow.quarter_fees) },
    guaranteesEnding: count(guaranteeRows[0]?.total),
    guaranteesEndingList: guaranteeRows.map((row) => ({
      id: Number(row.id),
      title: text(row.title, `Placement ${String(row.id)}`),
      ends: new Date(sqlTime(row.guarantee_ends)),
    })),
  }
}
