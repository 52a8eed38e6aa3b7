// The retention rules (docs/decisions/privacy.md, "Retention"), each kind's in SQL: what has been quiet longer than
// Site settings allow is set aside ("quarantined": `quarantined_at`), hidden from the candidate search and the inbox,
// and erased QUARANTINE_DAYS later unless it was restored, became active again or was put on legal hold. One run
// (`applyRetention`) is what the daily job and `npm run retention` do; `retentionPlan` is the dry run's count of it.
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { logAccess } from '@/features/accessLog/record'
import { eraseCandidate } from '@/features/candidates/erasure'
import { eraseLeadMail } from '@/features/inboundMail/erasure'
import { ERASURE } from '@/features/leadActivity/record'
import { rawQuery } from '@/lib/rawQuery'

import { DEFAULT_CANDIDATE_MONTHS, DEFAULT_LEAD_MONTHS, DEFAULT_UNCONFIRMED_SUBSCRIBER_DAYS, QUARANTINE_DAYS } from './options'

const DAY_MS = 24 * 60 * 60_000

type Settings = { candidateMonths: number; leadMonths: number; unconfirmedSubscriberDays: number }

/**
 * Each kind: its collection (and table), how a row is named on the dashboard (SQL), the words staff read, which setting limits it, and the SQL saying a row `x`
 * had no activity since `$1` (the setting's cutoff). Talent applications go with their candidate.
 */
export const RETENTION_KINDS = [
  {
    key: 'candidates',
    collection: 'candidates',
    name: 'x.name',
    table: 'candidates',
    label: 'Candidate',
    limit: (settings: Settings, now: Date) => monthsBefore(now, settings.candidateMonths),
    // Activity: the profile's last change, an application's (sent, edited, moved to a stage), a resume added. A
    // profile merged into another goes with that one; an application on legal hold holds its candidate.
    quiet: `x.merged_into_id IS NULL AND x.updated_at < $1
      AND NOT EXISTS (SELECT 1 FROM talent_applications a WHERE a.candidate_id = x.id AND (a.updated_at >= $1 OR COALESCE(a.legal_hold, false) = true))
      AND NOT EXISTS (SELECT 1 FROM resumes r WHERE r.candidate_id = x.id AND r.created_at >= $1)`,
  },
  {
    key: 'contact-messages',
    collection: 'contact-messages',
    name: 'x.full_name',
    table: 'contact_messages',
    label: 'Contact message',
    limit: (settings: Settings, now: Date) => monthsBefore(now, settings.leadMonths),
    quiet: leadQuiet('contact-messages'),
  },
  {
    key: 'team-up-requests',
    collection: 'team-up-requests',
    name: "x.first_name || ' ' || x.last_name",
    table: 'team_up_requests',
    label: 'Team-up request',
    limit: (settings: Settings, now: Date) => monthsBefore(now, settings.leadMonths),
    quiet: `${leadQuiet('team-up-requests')} AND NOT EXISTS (SELECT 1 FROM client_companies c WHERE c.converted_from_id = x.id)`,
  },
  {
    key: 'support-requests',
    collection: 'support-requests',
    name: 'x.email',
    table: 'support_requests',
    label: 'Support request',
    limit: (settings: Settings, now: Date) => monthsBefore(now, settings.leadMonths),
    quiet: leadQuiet('support-requests'),
  },
  {
    key: 'subscribers',
    collection: 'subscribers',
    name: 'x.email',
    table: 'subscribers',
    label: 'Newsletter subscriber (never confirmed)',
    limit: (settings: Settings, now: Date) => new Date(now.getTime() - settings.unconfirmedSubscriberDays * DAY_MS),
    quiet: 'x.confirmed_at IS NULL AND x.updated_at < $1',
  },
] as const

type RetentionKind = (typeof RETENTION_KINDS)[number]
export type RetentionKindKey = RetentionKind['key']

export const retentionKind = (key: string) => RETENTION_KINDS.find((kind) => kind.key === key)

/** A lead not marked won, untouched and without a timeline entry since the cutoff. */
function leadQuiet(collection: string) {
  return `CAST(x.status AS text) <> 'won-placed' AND x.updated_at < $1
      AND NOT EXISTS (SELECT 1 FROM lead_activity la WHERE CAST(la.lead_collection AS text) = '${collection}' AND la.lead_id = x.id AND la.created_at >= $1)`
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

const notHeld = 'COALESCE(x.legal_hold, false) = false'

/** The limits in Site settings (staff-only fields), or their defaults. */
async function retentionSettings(payload: Payload): Promise<Settings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return {
    candidateMonths: settings.retention?.candidateMonths ?? DEFAULT_CANDIDATE_MONTHS,
    leadMonths: settings.retention?.leadMonths ?? DEFAULT_LEAD_MONTHS,
    unconfirmedSubscriberDays: settings.retention?.unconfirmedSubscriberDays ?? DEFAULT_UNCONFIRMED_SUBSCRIBER_DAYS,
  }
}

/** The ids of `kind` due to be set aside now, and those set aside long enough to be erased. */
async function dueIds(payload: Payload, kind: RetentionKind, settings: Settings, now: Date) {
  const query = rawQuery(payload)
  const cutoff = kind.limit(settings, now).toISOString()
  const erasedBefore = new Date(now.getTime() - QUARANTINE_DAYS * DAY_MS).toISOString()
  const ids = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id))
  const toQuarantine = ids(
    await query(`SELECT x.id FROM ${kind.table} x WHERE x.quarantined_at IS NULL AND ${notHeld} AND ${kind.quiet} ORDER BY x.id`, [cutoff]),
  )
  const toErase = ids(
    await query(
      `SELECT x.id FROM ${kind.table} x WHERE x.quarantined_at IS NOT NULL AND x.quarantined_at <= $2 AND ${notHeld} AND ${kind.quiet} ORDER BY x.id`,
      [cutoff, erasedBefore],
    ),
  )
  return { cutoff, toQuarantine, toErase }
}

export type RetentionCounts = { kind: RetentionKindKey; toQuarantine: number; toErase: number }

/** What a run would do now, kind by kind; changes nothing (`npm run retention -- --dry-run`). */
export async function retentionPlan(payload: Payload, now = new Date()): Promise<RetentionCounts[]> {
  const settings = await retentionSettings(payload)
  const plan: RetentionCounts[] = []
  for (const kind of RETENTION_KINDS) {
    const { toQuarantine, toErase } = await dueIds(payload, kind, settings, now)
    plan.push({ kind: kind.key, toQuarantine: toQuarantine.length, toErase: toErase.length })
  }
  return plan
}

/** Erases one record of `kind`: a candidate with everything hanging off it, a lead with its timeline and answers. */
async function eraseRecord(req: PayloadRequest, kind: RetentionKind, id: number) {
  if (kind.key === 'candidates') await eraseCandidate(req, id)
  else {
    await eraseLeadMail(req, kind.collection, id)
    await req.payload.delete({ collection: kind.collection, id, overrideAccess: true, req, context: { [ERASURE]: true } })
  }
  await logAccess(
    req.payload,
    { user: null, action: 'erasure', subject: `${kind.label} #${id}`, detail: 'Erased by the retention rules.' },
    req,
  )
}

/**
 * One run: what left its quarantine (legal hold ticked, active again) is released; what has been set aside
 * QUARANTINE_DAYS is erased; what is newly due is set aside. The dates are written straight in SQL, so that setting
 * a record aside is not itself a change that would count as activity.
 */
export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionCounts[]> {
  const settings = await retentionSettings(payload)
  const query = rawQuery(payload)
  const req = await createLocalReq({}, payload)
  const done: RetentionCounts[] = []
  for (const kind of RETENTION_KINDS) {
    const cutoff = kind.limit(settings, now).toISOString()
    await query(
      `UPDATE ${kind.table} SET quarantined_at = NULL WHERE quarantined_at IS NOT NULL AND id IN (SELECT x.id FROM ${kind.table} x WHERE NOT (${notHeld} AND ${kind.quiet}))`,
      [cutoff],
    )
    const { toQuarantine, toErase } = await dueIds(payload, kind, settings, now)
    let erased = 0
    for (const id of toErase) {
      try {
        await eraseRecord(req, kind, id)
        erased += 1
      } catch (error) {
        payload.logger.warn({ err: error }, `retention: ${kind.label} #${id} not erased this time`)
      }
    }
    for (let start = 0; start < toQuarantine.length; start += 500) {
      const batch = toQuarantine.slice(start, start + 500)
      await query(`UPDATE ${kind.table} SET quarantined_at = $1 WHERE id IN (${batch.map((_, index) => `$${index + 2}`).join(', ')})`, [
        now.toISOString(),
        ...batch,
      ])
    }
    done.push({ kind: kind.key, toQuarantine: toQuarantine.length, toErase: erased })
  }
  return done
}

/** The dry run's and the script's lines: `<kind>: <n> to quarantine, <m> to erase`. */
export const retentionLines = (counts: RetentionCounts[]) =>
  counts.map((count) => `${count.kind}: ${count.toQuarantine} to quarantine, ${count.toErase} to erase`)
