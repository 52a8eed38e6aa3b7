// Privacy requests from people without an account (docs/decisions/privacy.md, "Privacy requests"): the form on
// /privacy-policy keeps the request unconfirmed and mails a one-time code (the members' code flow under a purpose of
// its own); the code confirms the address, starts the statutory clock and puts the request in the inbox as a lead.
// Every address gets the same answer to the first step. A member's request from /account is confirmed by the session.
// The code and the receipt go out in the member's e-mail language when the address is a member's, else in English
// (the form is on the English page only).
import type { Payload, PayloadRequest } from 'payload'

import { sendCodeMail } from '@/features/accounts/mailer'
import { mailLocaleOf } from '@/features/accounts/members'
import { consumeOtp, issueOtp, undoSend } from '@/features/accounts/otpStore'
import { companyNameForMail } from '@/features/content/queries'
import { leadReference } from '@/features/leadDesk/kinds'
import { OPEN_LEAD_STATUSES } from '@/features/leadDesk/rules'
import { staffNotification } from '@/features/leads/mail'
import { aboutLead } from '@/features/leads/mailOutcome'
import type { Locale } from '@/i18n/locales'
import { memberLocale, privacyKindIn } from '@/i18n/mailText'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { runInTransaction } from '@/lib/payloadTransaction'
import { requestGuard } from '@/lib/requestGuard'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'

import { privacyRequestReceipt } from './mails'
import { privacyMessages } from './messages'
import { PRIVACY_KIND_WORDS, privacyDueDate, privacyKindLabel, type PrivacyRequestKind } from './options'
import { grievanceOfficer, privacyRequestDays } from './settings'

export const privacyRequestGuards = {
  /** Code requests per client address (the members' allowance): stops mail bombing many addresses. */
  codeRequest: requestGuard({ keyPrefix: 'privacy-otp-ip', points: 30, duration: 60 * 60, msg: messages.tooManyRequests }),
  /** Code checks per client address, on top of the five tries each code allows. */
  codeCheck: requestGuard({ keyPrefix: 'privacy-verify-ip', points: 30, duration: 15 * 60, msg: messages.tooManyRequests }),
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Data minimisation: requests nobody confirmed within a day are forgotten. */
async function forgetUnconfirmed(payload: Payload, now: Date) {
  await payload.delete({
    collection: 'pending-privacy-requests',
    where: { createdAt: { less_than: new Date(now.getTime() - DAY_MS).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Keeps the request unconfirmed (replacing an earlier unconfirmed one of the address) and mails the code, in the
 * member's language, or `pageLocale` (the form's page) for an address that is no member's.
 */
export async function requestPrivacyCode(
  { email, kind, text }: { email: string; kind: PrivacyRequestKind; text: string },
  ip: string | null,
  pageLocale: Locale = 'en',
): Promise<Result> {
  const payload = await getPayloadClient()
  const now = new Date()
  await forgetUnconfirmed(payload, now)
  const issued = await issueOtp(payload, email, 'privacy-request', now)
  if (!issued.ok) return refuse(tooManyRefusal(issued.retryAfterSeconds, issued.message))
  await payload.delete({ collection: 'pending-privacy-requests', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
  await payload.create({ collection: 'pending-privacy-requests', data: { email, kind, text, ip }, overrideAccess: true, depth: 0 })
  try {
    await sendCodeMail(email, 'privacy-request', issued.code, await mailLocaleOf(payload, email, pageLocale))
  } catch (error) {
    console.error('[privacy] request code mail failed', error instanceof Error ? error.message : error)
    await undoSend(payload, email, 'privacy-request')
    return refuse({ status: 502, error: 'mail_failed', msg: messages.mailFailed })
  }
  return succeed(undefined)
}

type ConfirmedRequest = { reference: string; kind: PrivacyRequestKind; dueOn: string }

const contactLine = ({ name, email, phone }: { name: string | null; email: string | null; phone: string | null }) =>
  [name, email, phone].filter(Boolean).join(', ') || null

type NewPrivacyRequest = {
  email: string
  kind: PrivacyRequestKind
  text: string
  ip: string | null
  channel: 'privacy-policy' | 'account'
  /** The language of the person's receipt: the member's e-mail language, the form's page's for an address that is no member's. */
  locale: Locale
}

/**
 * Opens a confirmed request as a lead of the inbox (status New), its clock starting now, in one transaction with the
 * staff notification and the person's receipt (both through the mail queue, on the request's timeline). `before`
 * runs first in the same transaction (the form's unconfirmed copy is removed there).
 */
async function openPrivacyRequest(
  payload: Payload,
  request: NewPrivacyRequest,
  before?: (req: PayloadRequest) => Promise<void>,
): Promise<ConfirmedRequest> {
  const confirmedAt = new Date()
  const dueOn = privacyDueDate(request.kind, confirmedAt, await privacyRequestDays())
  const [company, officer] = await Promise.all([companyNameForMail(), grievanceOfficer()])
  const created = await runInTransaction(payload, async (req) => {
    if (before) await before(req)
    const doc = await payload.create({
      collection: 'privacy-requests',
      data: {
        email: request.email,
        kind: request.kind,
        text: request.text,
        channel: request.channel,
        ip: request.ip,
        status: 'new',
        notifyState: 'pending',
        confirmedAt: confirmedAt.toISOString(),
        dueOn: dueOn.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    const reference = leadReference('privacy', doc.id)
    const kind = privacyKindLabel(request.kind)
    const { locale } = request
    await queueMail(req, {
      to: env().STAFF_NOTIFY_EMAIL,
      content: staffNotification({
        kind: 'privacy',
        title: `${PRIVACY_KIND_WORDS[request.kind]} from ${request.email}`,
        rows: [
          ['Reference', reference],
          ['Request', kind],
          ['E-mail', request.email],
          ['Their words', request.text || '(none)'],
          ['Answer by', dueOn.toISOString().slice(0, 10)],
        ],
        adminUrl: absoluteUrl(adminDocumentHref('privacy-requests', doc.id), env().SITE_URL),
        companyName: company,
      }),
      about: aboutLead('privacy-requests', doc.id, 'staff'),
    })
    await queueMail(req, {
      to: request.email,
      content: privacyRequestReceipt(
        company,
        { reference, kind: locale === 'en' ? kind : privacyKindIn(locale, request.kind), text: request.text, dueOn },
        contactLine(officer),
        locale,
      ),
      about: aboutLead('privacy-requests', doc.id, 'visitor'),
    })
    return { reference }
  })
  return { reference: created.reference, kind: request.kind, dueOn: dueOn.toISOString() }
}

/** Checks the code, then opens the request with its due date and mails the person a copy (in the code's language). */
export async function confirmPrivacyRequest(email: string, otp: string, pageLocale: Locale = 'en'): Promise<Result<ConfirmedRequest>> {
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'privacy-request', otp)
  if (!check.ok) return refuse({ status: 401, error: 'invalid_otp', msg: check.message })
  const { docs } = await payload.find({
    collection: 'pending-privacy-requests',
    where: { email: { equals: email } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const pending = docs[0]
  if (!pending) return refuse({ status: 404, error: 'not_found', msg: privacyMessages.requestNotFound })
  const opened = await openPrivacyRequest(
    payload,
    {
      email,
      kind: pending.kind,
      text: pending.text ?? '',
      ip: pending.ip ?? null,
      channel: 'privacy-policy',
      locale: await mailLocaleOf(payload, email, pageLocale),
    },
    async (req) => {
      await payload.delete({ collection: 'pending-privacy-requests', where: { email: { equals: email } }, overrideAccess: true, req })
    },
  )
  return succeed(opened)
}

/** How many requests of one address may wait for their answer at once (a member's flood would bury the inbox). */
const MAX_WAITING_MEMBER_REQUESTS = 10

/**
 * A member's request from /account: the session proves the address, so it is confirmed at once. Refused (429) while
 * the address has MAX_WAITING_MEMBER_REQUESTS requests waiting for their answer.
 */
export async function fileMemberPrivacyRequest(
  member: { email: string; language?: string | null },
  { kind, text }: { kind: PrivacyRequestKind; text: string },
  ip: string | null,
): Promise<Result<ConfirmedRequest>> {
  const payload = await getPayloadClient()
  const email = member.email.toLowerCase()
  const waiting = await payload.count({
    collection: 'privacy-requests',
    where: { and: [{ email: { equals: email } }, { status: { in: [...OPEN_LEAD_STATUSES] } }, { answeredAt: { exists: false } }] },
    overrideAccess: true,
  })
  if (waiting.totalDocs >= MAX_WAITING_MEMBER_REQUESTS)
    return refuse({ status: 429, error: 'too_many_requests', msg: privacyMessages.tooManyWaiting(MAX_WAITING_MEMBER_REQUESTS) })
  return succeed(await openPrivacyRequest(payload, { email, kind, text, ip, channel: 'account', locale: memberLocale(member.language) }))
}

/** Where a request stands, in the member's words: answered, closed, or open with its due date. */
export type MemberPrivacyRequest = {
  reference: string
  kind: PrivacyRequestKind
  text: string
  status: 'open' | 'answered' | 'closed'
  createdAt: string
  dueOn: string | null
  answeredAt: string | null
}

/** The member's requests (every one sent under their address, from /account or the form), newest first. */
export async function memberPrivacyRequests(member: { email: string }): Promise<MemberPrivacyRequest[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'privacy-requests',
    where: { email: { equals: member.email.toLowerCase() } },
    sort: ['-createdAt', '-id'],
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { kind: true, text: true, status: true, createdAt: true, dueOn: true, answeredAt: true },
  })
  return docs.map((doc) => ({
    reference: leadReference('privacy', doc.id),
    kind: doc.kind,
    text: doc.text ?? '',
    status: doc.status === 'closed' || doc.status === 'won-placed' ? 'closed' : doc.answeredAt ? 'answered' : 'open',
    createdAt: doc.createdAt,
    dueOn: doc.dueOn ?? null,
    answeredAt: doc.answeredAt ?? null,
  }))
}
