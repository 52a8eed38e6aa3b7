// Sending the job alerts (docs/decisions/job-alerts.md): each active alert gets, at most once per period (its agency day
// when daily, its agency week from Monday when weekly), one e-mail of the open roles first opened since its last
// e-mail (or its confirmation) that match its search; none when nothing matched. Alerts are read and claimed in pages
// of ALERT_PAGE by id (never all at once): an atomic UPDATE … RETURNING stamps the page's due alerts with the period,
// so two instances never mail the same alert for the same period. The mails of a page are queued in one transaction
// (lib/mailQueue) and the alerts' "last e-mailed" moves only after that commit: an instance that dies in between
// leaves the alert's roles for its next period, never lost and never sent twice for one period. It runs as the day's
// job of the jobs queue (schedule.ts), and at once when staff ask (POST /cms-api/job-alerts/send).
import type { Payload, PayloadRequest } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { staffEndpoint } from '@/features/leadDesk/staffEndpoint'
import { roleMatchesQuery } from '@/features/openings/filter'
import { toOpeningSummary } from '@/features/openings/serialize'
import { roleTextsIn, type RoleTexts } from '@/features/openings/roleTitles'
import type { OpeningSummary } from '@/features/openings/types'
import { localizedPath, type Locale } from '@/i18n/locales'
import { AGENCY_UTC_OFFSET_MS, agencyDay } from '@/lib/agencyTime'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'
import { rawQuery, sqlTime } from '@/lib/rawQuery'
import { absoluteUrl, jobAlertChangeHref, jobAlertOneClickHref, jobAlertUnsubscribeHref, jobHref, withCampaign } from '@/lib/routes'
import type { Opening as OpeningDoc } from '@/payload-types'

import { alertLocale, describeAlertSearchIn, jobAlertMail } from './mail'
import { jobAlertToken } from './tokens'

/** Alerts read, claimed and queued together. */
const ALERT_PAGE = 500
/** The most roles one e-mail lists; the rest are on /jobs. */
const ROLES_PER_MAIL = 20
/** Roles first opened longer ago than this are never "new" (an alert dormant for weeks gets no backlog). */
const NEW_ROLE_WINDOW_MS = 14 * 86_400_000

/** The campaign fields of an alert's links (utm_source, utm_medium, utm_campaign). */
const alertCampaign = (frequency: string) => ({ source: 'job-alert', medium: 'email', campaign: `job-alert-${frequency}` })

/** The periods of `now`: the agency day, and the agency week that starts on Monday (named by its Monday). */
export function alertPeriods(now: Date): { daily: string; weekly: string } {
  const { day, start } = agencyDay(now)
  const weekday = (new Date(now.getTime() + AGENCY_UTC_OFFSET_MS).getUTCDay() + 6) % 7
  const monday = agencyDay(new Date(start.getTime() - weekday * 86_400_000 + 3_600_000)).day
  return { daily: day, weekly: `week of ${monday}` }
}

type NewRole = { role: OpeningSummary; openedAt: number }

/** The open roles first opened within the window, each with its opening moment. */
async function newRoles(payload: Payload, now: Date): Promise<NewRole[]> {
  const { docs } = await payload.find({
    collection: 'openings',
    where: {
      and: [
        { status: { equals: 'open' } },
        { validThrough: { greater_than: now.toISOString() } },
        { openedAt: { greater_than: new Date(now.getTime() - NEW_ROLE_WINDOW_MS).toISOString() } },
        { openedAt: { less_than_equal: now.toISOString() } },
      ],
    },
    sort: '-openedAt',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc: OpeningDoc) => ({ role: toOpeningSummary(doc), openedAt: Date.parse(doc.openedAt as string) }))
}

type AlertRow = {
  id: number
  email: string
  frequency: string
  searchTerm: string | null
  pillar: string | null
  employmentType: string | null
  workMode: string | null
  sourcePage: string | null
  since: number
}

/**
 * The live consent (docs/decisions/privacy.md, "Send-time checks"): an address whose latest "job alerts" entry in the
 * consent log is a withdrawal gets no alert, whatever the alert's own state (a withdrawal on /account, by staff on the
 * phone, or by a mail's link). Such an alert is not claimed either, so it is due again as soon as consent is given.
 */
const CONSENT_WITHDRAWN = `EXISTS (SELECT 1 FROM consents c WHERE c.email = job_alerts.email AND c.purpose = 'job-alerts' AND NOT c.granted
  AND NOT EXISTS (SELECT 1 FROM consents d WHERE d.email = c.email AND d.purpose = 'job-alerts' AND (d.at > c.at OR (d.at = c.at AND d.id > c.id))))`

const DUE = `state = 'confirmed' AND (last_period IS NULL OR (frequency = 'daily' AND last_period <> $1) OR (frequency <> 'daily' AND last_period <> $2))
  AND NOT ${CONSENT_WITHDRAWN}`

/** Claims the due alerts among the next page after `afterId`; `next` is where the following page starts (null: done). */
async function claimPage(payload: Payload, periods: { daily: string; weekly: string }, afterId: number) {
  const query = rawQuery(payload)
  const ids = (
    await query(`SELECT id FROM job_alerts WHERE ${DUE} AND id > $3 ORDER BY id LIMIT ${ALERT_PAGE}`, [
      periods.daily,
      periods.weekly,
      afterId,
    ])
  ).map((row) => Number(row.id))
  if (!ids.length) return { claimed: [] as AlertRow[], next: null }
  const list = ids.map((_, index) => `$${index + 3}`).join(', ')
  const rows = await query(
    `UPDATE job_alerts SET last_period = CASE WHEN frequency = 'daily' THEN $1 ELSE $2 END
     WHERE id IN (${list}) AND ${DUE}
     RETURNING id, email, frequency, search_term, pillar, employment_type, work_mode, last_sent_at, confirmed_at, source_page`,
    [periods.daily, periods.weekly, ...ids],
  )
  const claimed = rows.map((row): AlertRow => ({
    id: Number(row.id),
    email: String(row.email),
    frequency: String(row.frequency),
    searchTerm: (row.search_term as string | null) ?? null,
    pillar: (row.pillar as string | null) ?? null,
    employmentType: (row.employment_type as string | null) ?? null,
    workMode: (row.work_mode as string | null) ?? null,
    sourcePage: (row.source_page as string | null) ?? null,
    since: Date.parse(sqlTime(row.last_sent_at ?? row.confirmed_at ?? new Date(0).toISOString())),
  }))
  return { claimed, next: ids[ids.length - 1] }
}

/** The stored languages of the members among `emails` (lower-cased address → language). */
async function memberLanguages(payload: Payload, emails: string[]): Promise<Map<string, string | null>> {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))]
  if (!unique.length) return new Map()
  const rows = await rawQuery(payload)(
    `SELECT email, language FROM members WHERE LOWER(email) IN (${unique.map((_, index) => `$${index + 1}`).join(', ')})`,
    unique,
  )
  return new Map(rows.map((row) => [String(row.email).toLowerCase(), (row.language as string | null) ?? 'en']))
}

const matchingRoles = (alert: AlertRow, roles: NewRole[]) =>
  roles.filter(
    ({ role, openedAt }) =>
      openedAt > alert.since &&
      roleMatchesQuery(role, {
        search: alert.searchTerm ?? '',
        pillar: alert.pillar ?? '',
        type: alert.employmentType ?? '',
        mode: alert.workMode ?? '',
      }),
  )

export type SendSummary = { checked: number; queued: number; nothingNew: number; withoutConsent: number }

/** Sends this period's alerts now: what the day's scheduled job (schedule.ts) and the staff endpoint run. */
export async function sendJobAlerts(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<SendSummary> {
  const summary: SendSummary = { checked: 0, queued: 0, nothingNew: 0, withoutConsent: 0 }
  const roles = await newRoles(payload, now)
  // No new role at all: nothing to check, and every alert stays due for when one opens later in the period.
  if (!roles.length) return summary
  const periods = alertPeriods(now)
  const [withdrawn] = await rawQuery(payload)(`SELECT COUNT(*) AS n FROM job_alerts WHERE state = 'confirmed' AND ${CONSENT_WITHDRAWN}`, [])
  summary.withoutConsent = Number(withdrawn?.n ?? 0)
  const company = await companyNameVia(payload, req)
  const pillarNames = new Map<string, string>()
  for (const { role } of roles) {
    if (role.pillar.slug) pillarNames.set(role.pillar.slug, role.pillar.name)
    pillarNames.set(role.pillar._id, role.pillar.name)
  }
  const { SITE_URL, PAYLOAD_SECRET } = env()
  // The new roles' titles and summaries in Marathi and Hindi (English where not translated): one read per language,
  // the first time a page has an alert in it, shared by every page after.
  const textsByLocale = new Map<Locale, Promise<Map<number, Partial<RoleTexts>>>>()
  const textsIn = (locale: Locale) => {
    if (!textsByLocale.has(locale))
      textsByLocale.set(
        locale,
        roleTextsIn(
          payload,
          roles.map(({ role }) => role._id),
          locale,
        ),
      )
    return textsByLocale.get(locale) as Promise<Map<number, Partial<RoleTexts>>>
  }
  let afterId = 0
  for (;;) {
    const { claimed, next } = await claimPage(payload, periods, afterId)
    if (next === null) break
    afterId = next
    summary.checked += claimed.length
    const languages = await memberLanguages(
      payload,
      claimed.map((alert) => alert.email),
    )
    const localeOf = (alert: AlertRow) =>
      alertLocale({ memberLanguage: languages.get(alert.email.toLowerCase()), sourcePage: alert.sourcePage })
    const pageLocales = [...new Set(claimed.map(localeOf))].filter((locale) => locale !== 'en')
    const translated = new Map<Locale, Map<number, Partial<RoleTexts>>>(
      await Promise.all(pageLocales.map(async (locale) => [locale, await textsIn(locale)] as const)),
    )
    const mails = claimed.flatMap((alert) => {
      const found = matchingRoles(alert, roles)
      if (!found.length) return []
      const locale = localeOf(alert)
      const texts = translated.get(locale)
      const searchFields = { ...alert, pillarName: alert.pillar ? pillarNames.get(alert.pillar) : null }
      const campaign = alertCampaign(alert.frequency)
      // The change and turn-off pages in the alert's language (/mr/job-alerts/… for a Marathi alert).
      const changeUrl = absoluteUrl(
        localizedPath(locale, jobAlertChangeHref(jobAlertToken('job-alert-change', alert.email, alert.id, PAYLOAD_SECRET))),
        SITE_URL,
      )
      const unsubscribeToken = jobAlertToken('job-alert-unsubscribe', alert.email, alert.id, PAYLOAD_SECRET)
      const content = jobAlertMail({
        companyName: company,
        search: describeAlertSearchIn(locale, searchFields),
        roles: found.slice(0, ROLES_PER_MAIL).map(({ role }) => ({
          ...role,
          ...texts?.get(Number(role._id)),
          url: absoluteUrl(withCampaign(localizedPath(locale, jobHref(role.slug)), campaign), SITE_URL),
        })),
        more: Math.max(0, found.length - ROLES_PER_MAIL),
        changeUrl,
        unsubscribeUrl: absoluteUrl(localizedPath(locale, jobAlertUnsubscribeHref(unsubscribeToken)), SITE_URL),
        locale,
      })
      const headers = {
        'List-Unsubscribe': `<${absoluteUrl(jobAlertOneClickHref(unsubscribeToken), SITE_URL)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
      return [{ id: alert.id, mail: { to: alert.email, content, headers } }]
    })
    summary.nothingNew += claimed.length - mails.length
    if (!mails.length) continue
    await runInTransaction(payload, async (txReq) => {
      for (const { mail } of mails) await queueMail(txReq, mail)
    })
    summary.queued += mails.length
    const ids = mails.map(({ id }) => id)
    await rawQuery(payload)(`UPDATE job_alerts SET last_sent_at = $1 WHERE id IN (${ids.map((_, index) => `$${index + 2}`).join(', ')})`, [
      now.toISOString(),
      ...ids,
    ])
  }
  return summary
}

/** POST /cms-api/job-alerts/send: staff send this period's job alerts now (those already sent this period are left). */
export const runJobAlerts = staffEndpoint(async (req) => {
  const summary = await sendJobAlerts(req.payload, new Date(), req)
  const sent =
    summary.queued === 0
      ? 'No job alert had new matching roles to send.'
      : `Job alerts sent to ${summary.queued} address${summary.queued === 1 ? '' : 'es'}.`
  const withheld = summary.withoutConsent
    ? ` ${summary.withoutConsent} alert${summary.withoutConsent === 1 ? ' was' : 's were'} not sent: the person withdrew consent to job alerts.`
    : ''
  const message = sent + withheld
  return Response.json({ message, ...summary })
})
