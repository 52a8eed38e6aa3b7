// The client's feedback after the interview (docs/decisions/interviews.md): the feedback e-mail's signed
// link opens a page with two choices, "Move forward" or "Not a fit" with a reason. The feedback is kept on the
// interview (the latest answer counts), written on the timeline, and the recruiter is told by e-mail. The stage is
// not moved: what "move forward" means (a second round, an offer) is the recruiter's call.
import type { Payload } from 'payload'
import { z } from 'zod'

import { companyNameVia } from '@/features/content/siteDefaults'
import { composeMail } from '@/lib/mailContent'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'
import { refuse, succeed, type Result } from '@/lib/result'

import { recordInterviewActivity } from './announce'
import { interviewMessages as words } from './messages'
import { FEEDBACK_DECISIONS, type FeedbackDecision } from './options'
import { interviewTitle, loadInterview, type InterviewRecord } from './record'
import { indiaSlot } from './time'
import { feedbackToken, readFeedbackToken } from './token'

export const feedbackBody = z
  .object({
    decision: z.enum(['move-forward', 'not-a-fit'], { message: words.feedbackDecision }),
    reason: z.string().trim().max(200).optional(),
    text: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.decision === 'move-forward' || Boolean(body.reason), { message: words.feedbackReason, path: ['reason'] })

export type FeedbackView = {
  title: string
  candidateName: string
  when: string | null
  ready: boolean
  given: { decision: string; reason: string | null } | null
  message?: string
}

const view = (record: InterviewRecord): FeedbackView => {
  const slot = record.bookedSlot
  const ended = slot ? slot.startsAt.getTime() + slot.minutes * 60_000 <= Date.now() : false
  const decision = record.feedback.decision as FeedbackDecision | null
  return {
    title: interviewTitle(record),
    candidateName: record.candidate.name,
    when: slot ? indiaSlot(slot.startsAt, slot.minutes) : null,
    ready: record.status === 'done' || (record.status === 'booked' && ended),
    given: decision ? { decision: FEEDBACK_DECISIONS[decision] ?? decision, reason: record.feedback.reason } : null,
  }
}

async function forToken(payload: Payload, token: string): Promise<Result<{ record: InterviewRecord; email: string }>> {
  const read = readFeedbackToken(token, env().PAYLOAD_SECRET)
  if (!read) return refuse({ status: 404, error: 'invalid_link', msg: words.feedbackLink })
  const record = await loadInterview(payload, read.interview)
  if (!record) return refuse({ status: 404, error: 'not_found', msg: words.gone })
  return succeed({ record, email: read.email })
}

/** One interview in the client area's "Interviews" section, with the same signed token the feedback e-mail carries. */
export type CompanyInterview = FeedbackView & { id: number; token: string }

/**
 * The company's interviews that took place (booked and over, or done), newest first, for the client area
 * (docs/decisions/clients.md, "Interview feedback in the client area"): each with the feedback token of `email`, so the
 * contact answers through giveFeedback exactly as from the e-mail. Only `companyId`'s interviews are read.
 */
export async function companyInterviews(payload: Payload, companyId: number, email: string): Promise<CompanyInterview[]> {
  const { docs } = await payload.find({
    collection: 'interviews',
    where: { and: [{ client: { equals: companyId } }, { status: { in: ['booked', 'done'] } }] },
    sort: '-updatedAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const records = await Promise.all(docs.map((doc) => loadInterview(payload, doc.id)))
  return records
    .filter((record): record is InterviewRecord => record !== null && view(record).ready)
    .sort((a, b) => (b.bookedSlot?.startsAt.getTime() ?? 0) - (a.bookedSlot?.startsAt.getTime() ?? 0))
    .map((record) => ({ ...view(record), id: record.id, token: feedbackToken(record.id, email, env().PAYLOAD_SECRET) }))
}

export async function viewFeedback(payload: Payload, token: string): Promise<Result<FeedbackView>> {
  const found = await forToken(payload, token)
  return found.ok ? succeed(view(found.value.record)) : found
}

export async function giveFeedback(payload: Payload, token: string, body: z.infer<typeof feedbackBody>): Promise<Result<FeedbackView>> {
  const found = await forToken(payload, token)
  if (!found.ok) return found
  const { record, email } = found.value
  if (record.status === 'cancelled') return refuse({ status: 409, error: 'cancelled', msg: words.cancelled })
  if (!view(record).ready) return refuse({ status: 409, error: 'too_early', msg: words.feedbackTooEarly })
  const reason = body.decision === 'not-a-fit' ? [body.reason, body.text].filter(Boolean).join(': ') : body.text || null
  const label = FEEDBACK_DECISIONS[body.decision]
  await runInTransaction(payload, async (req) => {
    await payload.update({
      collection: 'interviews',
      id: record.id,
      data: { feedback: { decision: body.decision, reason, at: new Date().toISOString(), by: email } },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await recordInterviewActivity(req, record, `Client feedback from ${email}: ${label}${reason ? ` (${reason})` : ''}.`, undefined, {
      onRequirement: true,
    })
    if (record.recruiter) {
      const company = await companyNameVia(payload, req)
      await queueMail(req, {
        to: record.recruiter.email,
        content: composeMail({
          subject: `Client feedback: ${record.candidate.name}, ${label}`,
          heading: `Feedback on ${record.candidate.name}`,
          paragraphs: [`${email} answered after the interview (${interviewTitle(record)}).`],
          rows: [
            ['Decision', label],
            ['Reason', reason],
          ],
          link: { text: 'Open the interview', href: absoluteUrl(adminDocumentHref('interviews', record.id), env().SITE_URL) },
          footer: `${company} staff desk.`,
        }),
      })
    }
  })
  const fresh = (await loadInterview(payload, record.id)) ?? record
  return succeed({ ...view(fresh), message: words.feedbackGiven })
}
