// Privacy requests from people without an account (docs/decisions/privacy.md, "Privacy requests"): the form on
// /privacy-policy stores the request unconfirmed and mails a one-time code (the members' code flow under a purpose of
// its own); the code confirms the address, starts the statutory clock and puts the request in front of staff.
// Every address gets the same answer to the first step.
import type { Payload } from 'payload'

import { sendCodeMail } from '@/features/accounts/mailer'
import { consumeOtp, issueOtp, undoSend } from '@/features/accounts/otpStore'
import { companyNameForMail } from '@/features/content/queries'
import { queueMail } from '@/lib/mailQueue'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { runInTransaction } from '@/lib/payloadTransaction'
import { requestGuard } from '@/lib/requestGuard'
import { refuse, succeed, tooManyRefusal, type Result } from '@/lib/result'

import { privacyRequestReceipt } from './mails'
import { privacyMessages } from './messages'
import { PRIVACY_REQUEST_KINDS, privacyDueDate, type PrivacyRequestKind } from './options'
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
    collection: 'privacy-requests',
    where: { and: [{ status: { equals: 'unconfirmed' } }, { createdAt: { less_than: new Date(now.getTime() - DAY_MS).toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
}

/** Stores the request unconfirmed (replacing an earlier unconfirmed one of the address) and mails the code. */
export async function requestPrivacyCode(
  { email, kind, text }: { email: string; kind: PrivacyRequestKind; text: string },
  ip: string | null,
): Promise<Result> {
  const payload = await getPayloadClient()
  const now = new Date()
  await forgetUnconfirmed(payload, now)
  const issued = await issueOtp(payload, email, 'privacy-request', now)
  if (!issued.ok) return refuse(tooManyRefusal(issued.retryAfterSeconds, issued.message))
  await payload.delete({
    collection: 'privacy-requests',
    where: { and: [{ email: { equals: email } }, { status: { equals: 'unconfirmed' } }] },
    overrideAccess: true,
    depth: 0,
  })
  await payload.create({
    collection: 'privacy-requests',
    data: { email, kind, text, status: 'unconfirmed', ip },
    overrideAccess: true,
    depth: 0,
  })
  try {
    await sendCodeMail(email, 'privacy-request', issued.code)
  } catch (error) {
    console.error('[privacy] request code mail failed', error instanceof Error ? error.message : error)
    await undoSend(payload, email, 'privacy-request')
    return refuse({ status: 502, error: 'mail_failed', msg: messages.mailFailed })
  }
  return succeed(undefined)
}

type ConfirmedRequest = { reference: string; kind: PrivacyRequestKind; dueOn: string }

const privacyReference = (id: number | string) => `PR-${id}`

const kindLabel = (kind: PrivacyRequestKind) => PRIVACY_REQUEST_KINDS.find(({ value }) => value === kind)?.label ?? kind

const contactLine = ({ name, email, phone }: { name: string | null; email: string | null; phone: string | null }) =>
  [name, email, phone].filter(Boolean).join(', ') || null

/** Checks the code, then opens the request with its due date and mails the person a copy. */
export async function confirmPrivacyRequest(email: string, otp: string): Promise<Result<ConfirmedRequest>> {
  const payload = await getPayloadClient()
  const check = await consumeOtp(payload, email, 'privacy-request', otp)
  if (!check.ok) return refuse({ status: 401, error: 'invalid_otp', msg: check.message })
  const { docs } = await payload.find({
    collection: 'privacy-requests',
    where: { and: [{ email: { equals: email } }, { status: { equals: 'unconfirmed' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const pending = docs[0]
  if (!pending) return refuse({ status: 404, error: 'not_found', msg: privacyMessages.requestNotFound })
  const confirmedAt = new Date()
  const dueOn = privacyDueDate(pending.kind, confirmedAt, await privacyRequestDays())
  const [company, officer] = await Promise.all([companyNameForMail(), grievanceOfficer()])
  const reference = privacyReference(pending.id)
  await runInTransaction(payload, async (req) => {
    await payload.update({
      collection: 'privacy-requests',
      id: pending.id,
      data: { status: 'open', confirmedAt: confirmedAt.toISOString(), dueOn: dueOn.toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await queueMail(req, {
      to: email,
      content: privacyRequestReceipt(
        company,
        { reference, kind: kindLabel(pending.kind), text: pending.text ?? '', dueOn },
        contactLine(officer),
      ),
    })
  })
  return succeed({ reference, kind: pending.kind, dueOn: dueOn.toISOString() })
}
