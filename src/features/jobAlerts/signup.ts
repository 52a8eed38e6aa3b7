// Job alerts with double opt-in, as the newsletter (features/leads/subscriptions.ts): a sign-up stores the alert as
// "pending" and mails a confirmation link; only the owner's click turns it on. The answer never depends on the
// address (new, pending, active, unsubscribed, capped or bot). One address may keep several alerts, one per search;
// signing up again for the same search reuses its row. Consent: the time and privacy notice version are stored on
// the alert, as the newsletter stores them, and each sign-up and each turning off appends an entry for the purpose
// "job alerts" to the consent log (features/leads/consentLog.ts).
import type { Payload, PayloadRequest, Where } from 'payload'

import { companyNameForMail } from '@/features/content/queries'
import { mayMailVisitorAddress } from '@/features/leads/acknowledgementCap'
import { appendConsent } from '@/features/leads/consentLog'
import type { LeadMeta } from '@/features/leads/lead'
import { noticeVersionInForce } from '@/features/privacy/notices'
import { SUBSCRIPTION_CONFIRM_RESEND_SECONDS } from '@/lib/constants'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { runInTransaction } from '@/lib/payloadTransaction'
import { refuse, succeed, type Result } from '@/lib/result'
import { absoluteUrl, jobAlertConfirmHref } from '@/lib/routes'
import { findMember } from '@/features/accounts/members'
import { localizedPath, type Locale } from '@/i18n/locales'
import type { JobAlert } from '@/payload-types'

import { alertLocale, describeAlertSearchIn, jobAlertConfirmation } from './mail'
import type { JobAlertFilters, JobAlertInput } from './schemas'
import { jobAlertConfirmToken, readJobAlertConfirmToken, readJobAlertToken } from './tokens'

/** Alerts one address may keep (pending and active); a sign-up beyond that is answered the same and stores nothing. */
const JOB_ALERTS_PER_ADDRESS = 10

const sameSearch = (email: string, filters: JobAlertFilters): Where => ({
  and: [
    { email: { equals: email } },
    ...(['searchTerm', 'pillar', 'employmentType', 'workMode'] as const).map((field): Where =>
      filters[field] ? { [field]: { equals: filters[field] } } : { [field]: { exists: false } },
    ),
  ],
})

async function findAlert(payload: Payload, where: Where): Promise<JobAlert | undefined> {
  const { docs } = await payload.find({ collection: 'job-alerts', where, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

function confirmationOutstanding(alert: JobAlert, now: Date): boolean {
  if (!alert.confirmationSentAt) return false
  const sentAt = new Date(alert.confirmationSentAt).getTime()
  const unsubscribedAt = alert.unsubscribedAt ? new Date(alert.unsubscribedAt).getTime() : 0
  return sentAt > unsubscribedAt && now.getTime() - sentAt < SUBSCRIPTION_CONFIRM_RESEND_SECONDS * 1000
}

/** The service area's name for the mails, when the alert names one. */
async function pillarName(payload: Payload, pillar: string | null | undefined): Promise<string | null> {
  if (!pillar) return null
  const where: Where = /^\d+$/.test(pillar)
    ? { or: [{ slug: { equals: pillar } }, { id: { equals: Number(pillar) } }] }
    : { slug: { equals: pillar } }
  const { docs } = await payload.find({ collection: 'categories', where, limit: 1, depth: 0, overrideAccess: true, select: { name: true } })
  return (docs[0] as { name?: string } | undefined)?.name ?? null
}

/** The alert's search in `locale`'s words (its pillar's name read once). */
async function alertSearchWords(
  payload: Payload,
  alert: Pick<JobAlert, 'searchTerm' | 'pillar' | 'employmentType' | 'workMode'>,
  ...locales: Locale[]
): Promise<string[]> {
  const search = { ...alert, pillarName: await pillarName(payload, alert.pillar) }
  return locales.map((locale) => describeAlertSearchIn(locale, search))
}

/** Records a sign-up and mails a confirmation link when one is due. Returns nothing: the caller answers the same. */
export async function requestJobAlert(input: JobAlertInput, meta: LeadMeta): Promise<void> {
  const payload = await getPayloadClient()
  const now = new Date()
  const { email, frequency, consent: _consent, language, ...filters } = input
  const existing = await findAlert(payload, sameSearch(email, filters))
  if (meta.spam) return
  if (existing?.state === 'confirmed' || (existing && confirmationOutstanding(existing, now))) return
  if (!existing) {
    const kept = await payload.count({
      collection: 'job-alerts',
      where: { and: [{ email: { equals: email } }, { state: { not_equals: 'unsubscribed' } }] },
      overrideAccess: true,
    })
    if (kept.totalDocs >= JOB_ALERTS_PER_ADDRESS) return
  }
  if (!(await mayMailVisitorAddress(email))) return
  const company = await companyNameForMail()
  const member = await findMember(payload, email)
  // Null when the member has not chosen (English); left out when the address is nobody's account.
  const locale = alertLocale({
    memberLanguage: member ? (member.language ?? 'en') : undefined,
    formLanguage: language,
    sourcePage: meta.tracking.sourcePage,
  })
  // Staff read the search in English on the timeline; the mail says it in the alert's language.
  const [search, mailSearch] = await alertSearchWords(payload, filters, 'en', locale)
  const { SITE_URL, PAYLOAD_SECRET } = env()
  const data = {
    frequency,
    consentAt: now.toISOString(),
    consentVersion: await noticeVersionInForce(payload),
    confirmationSentAt: now.toISOString(),
    ...meta.tracking,
  }
  await runInTransaction(payload, async (req: PayloadRequest) => {
    const id = existing
      ? (await payload.update({ collection: 'job-alerts', id: existing.id, data, overrideAccess: true, depth: 0, req })).id
      : (
          await payload.create({
            collection: 'job-alerts',
            data: { email, state: 'pending', spam: false, ...filters, ...data },
            overrideAccess: true,
            depth: 0,
            req,
          })
        ).id
    await appendConsent(
      payload,
      {
        email,
        purpose: 'job-alerts',
        granted: true,
        noticeVersion: data.consentVersion,
        language,
        channel: 'form',
        note: `Job alert: ${search}`,
      },
      req,
    )
    // The confirmation page in the alert's language (/mr/job-alerts/confirm for a Marathi alert).
    const confirmUrl = absoluteUrl(
      localizedPath(locale, jobAlertConfirmHref(jobAlertConfirmToken(email, id, PAYLOAD_SECRET, now))),
      SITE_URL,
    )
    await queueMail(req, {
      to: email,
      content: jobAlertConfirmation({ companyName: company, confirmUrl, search: mailSearch, frequency, locale }),
    })
  })
}

export type ConfirmationResult = 'confirmed' | 'expired' | 'invalid'

/** The confirmation link's button: the alert is on from now (roles opened from now on are mailed). Twice is fine. */
export async function confirmJobAlert(token: string): Promise<ConfirmationResult> {
  const checked = readJobAlertConfirmToken(token, env().PAYLOAD_SECRET)
  if (!checked.ok) return checked.reason
  const payload = await getPayloadClient()
  const alert = await findAlert(payload, { id: { equals: checked.id } })
  if (!alert || alert.email.toLowerCase() !== checked.email) return 'invalid'
  if (alert.state === 'confirmed') return 'confirmed'
  if (alert.unsubscribedAt && new Date(alert.unsubscribedAt) >= checked.issuedAt) return 'expired'
  await payload.update({
    collection: 'job-alerts',
    id: alert.id,
    data: { state: 'confirmed', confirmedAt: new Date().toISOString(), unsubscribedAt: null, lastSentAt: null, lastPeriod: null },
    overrideAccess: true,
    depth: 0,
  })
  return 'confirmed'
}

/** The alert a change or unsubscribe link names, when the link is genuine and the alert still belongs to its address. */
async function alertOfLink(purpose: 'job-alert-change' | 'job-alert-unsubscribe', token: string): Promise<JobAlert | null> {
  const named = readJobAlertToken(purpose, token, env().PAYLOAD_SECRET)
  if (!named) return null
  const alert = await findAlert(await getPayloadClient(), { id: { equals: named.id } })
  return alert && alert.email.toLowerCase() === named.email ? alert : null
}

const invalidLink = () => refuse({ status: 400, error: 'invalid_token', msg: messages.jobAlertLinkInvalid })

/** One click turns the alert off (idempotent). */
export async function unsubscribeJobAlert(token: string): Promise<Result> {
  const alert = await alertOfLink('job-alert-unsubscribe', token)
  if (!alert) return invalidLink()
  await turnOff(alert, 'email-link')
  return succeed(undefined)
}

/** Turns an alert off and appends the withdrawal to the consent log (`channel`: the mail's link, or /account). */
async function turnOff(alert: Pick<JobAlert, 'id' | 'state' | 'email'>, channel: 'email-link' | 'form'): Promise<void> {
  if (alert.state === 'unsubscribed') return
  const payload = await getPayloadClient()
  await runInTransaction(payload, async (req: PayloadRequest) => {
    await payload.update({
      collection: 'job-alerts',
      id: alert.id,
      data: { state: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await appendConsent(payload, { email: alert.email, purpose: 'job-alerts', granted: false, channel, note: 'Job alert turned off' }, req)
  })
}

export type AlertView = Pick<JobAlert, 'id' | 'frequency' | 'searchTerm' | 'pillar' | 'employmentType' | 'workMode' | 'state'> & {
  description: string
}

/** The alert as its controls show it; `locale`: the language of the page showing it (its search described in it). */
async function alertView(alert: JobAlert, locale: Locale = 'en'): Promise<AlertView> {
  const { id, frequency, searchTerm, pillar, employmentType, workMode, state } = alert
  const [description] = await alertSearchWords(await getPayloadClient(), alert, locale)
  return { id, frequency, searchTerm, pillar, employmentType, workMode, state, description }
}

/** The change page reads the alert its link names. */
export async function readAlertForChange(token: string, locale: Locale = 'en'): Promise<Result<AlertView>> {
  const alert = await alertOfLink('job-alert-change', token)
  return alert ? succeed(await alertView(alert, locale)) : invalidLink()
}

/** The change link's form saves how often and the search; a turned-off alert is turned on again (its owner asked). */
export async function changeJobAlert(
  token: string,
  change: JobAlertFilters & { frequency: JobAlert['frequency'] },
): Promise<Result<AlertView>> {
  const alert = await alertOfLink('job-alert-change', token)
  if (!alert) return invalidLink()
  return succeed(await saveChange(alert, change))
}

async function saveChange(alert: JobAlert, change: JobAlertFilters & { frequency: JobAlert['frequency'] }): Promise<AlertView> {
  const payload = await getPayloadClient()
  const reopened = alert.state === 'unsubscribed' && alert.confirmedAt
  const updated = await payload.update({
    collection: 'job-alerts',
    id: alert.id,
    data: {
      frequency: change.frequency,
      searchTerm: change.searchTerm ?? null,
      pillar: change.pillar ?? null,
      employmentType: change.employmentType ?? null,
      workMode: change.workMode ?? null,
      ...(reopened ? { state: 'confirmed' as const, unsubscribedAt: null } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  return alertView(updated)
}

/** A member's alerts: those at their verified address, newest first; turned-off ones are left out. */
export async function memberAlerts(email: string, locale: Locale = 'en'): Promise<AlertView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'job-alerts',
    where: { and: [{ email: { equals: email.toLowerCase() } }, { state: { not_equals: 'unsubscribed' } }] },
    sort: '-createdAt',
    limit: JOB_ALERTS_PER_ADDRESS,
    depth: 0,
    overrideAccess: true,
  })
  return Promise.all(docs.map((alert) => alertView(alert, locale)))
}

const notYours = () => refuse({ status: 404, error: 'not_found', msg: 'We could not find this job alert in your account.' })

/** The member's own alert by id (another address's alert is "not found", never "forbidden": ids tell nothing). */
async function memberAlert(email: string, id: string): Promise<JobAlert | null> {
  if (!/^\d{1,12}$/.test(id)) return null
  const alert = await findAlert(await getPayloadClient(), { id: { equals: Number(id) } })
  return alert && alert.email.toLowerCase() === email.toLowerCase() && alert.state !== 'unsubscribed' ? alert : null
}

export async function changeMemberAlert(
  email: string,
  id: string,
  change: JobAlertFilters & { frequency: JobAlert['frequency'] },
): Promise<Result<AlertView>> {
  const alert = await memberAlert(email, id)
  return alert ? succeed(await saveChange(alert, change)) : notYours()
}

export async function turnOffMemberAlert(email: string, id: string): Promise<Result> {
  const alert = await memberAlert(email, id)
  if (!alert) return notYours()
  await turnOff(alert, 'form')
  return succeed(undefined)
}
