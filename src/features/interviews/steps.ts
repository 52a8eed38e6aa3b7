// Runs the interview steps that are due (schedule.ts): a reminder to everyone taking part, or, once the interview is
// over, the status "Took place" and a feedback request to the client's people. This instance's runner polls the
// "interviews" queue; staff can run what is due at once (POST /cms-api/interviews/run-due).
import type { Payload, TaskConfig } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { env } from '@/lib/env'
import { claimJobs, pollQueue, runClaimedJob } from '@/lib/jobClaim'
import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'
import { rawQueryFor } from '@/lib/rawQuery'
import { absoluteUrl, interviewFeedbackHref } from '@/lib/routes'

import { bookingLink, participants, recordInterviewActivity } from './announce'
import { feedbackMail, reminderMail } from './mails'
import { loadInterview } from './record'
import { INTERVIEW_QUEUE, INTERVIEW_STEP_TASK, INTERVIEW_STEPS, setInterviewStepsWake, type InterviewStepInput } from './schedule'
import { dbNow, INTERVIEWS } from './sql'
import { indiaSlot } from './time'
import { feedbackToken } from './token'

const POLL_MS = 30_000
const STALE_SECONDS = 300
const RETRY_SECONDS = [60, 600]

const REMINDER_COLUMN = { '24h': 'reminder24h_sent_at', '2h': 'reminder2h_sent_at' } as const

/** Runs one step; answers whether it did anything (false: already done, or the booking changed since). */
async function runInterviewStep(payload: Payload, input: InterviewStepInput): Promise<boolean> {
  if (!(INTERVIEW_STEPS as readonly string[]).includes(input.step)) return false
  return runInTransaction(payload, async (req) => {
    const query = await rawQueryFor(req)
    const now = dbNow(payload)
    const claimed =
      input.step === 'feedback'
        ? await query(
            `UPDATE ${INTERVIEWS} SET status = 'done', updated_at = ${now} WHERE id = $1 AND status = 'booked' AND ics_sequence = $2 RETURNING id`,
            [input.interview, input.sequence],
          )
        : await query(
            `UPDATE ${INTERVIEWS} SET ${REMINDER_COLUMN[input.step]} = ${now}, updated_at = ${now}
             WHERE id = $1 AND status = 'booked' AND ics_sequence = $2 AND ${REMINDER_COLUMN[input.step]} IS NULL RETURNING id`,
            [input.interview, input.sequence],
          )
    if (!claimed.length) return false
    const record = await loadInterview(payload, input.interview, req)
    const slot = record?.bookedSlot
    if (!record || !slot) return false
    const company = await companyNameVia(payload, req)
    if (input.step === 'feedback') {
      for (const person of record.clientPeople) {
        const link = absoluteUrl(interviewFeedbackHref(feedbackToken(record.id, person.email, env().PAYLOAD_SECRET)), env().SITE_URL)
        await queueMail(req, { to: person.email, content: feedbackMail(record, slot, person, link, company) })
      }
      const asked = record.clientPeople.map((person) => person.email).join(', ') || 'nobody (no client contact on the interview)'
      await recordInterviewActivity(
        req,
        record,
        `Interview took place (${indiaSlot(slot.startsAt, slot.minutes)}). Feedback asked of ${asked}.`,
      )
      return true
    }
    for (const person of participants(record)) {
      const content = reminderMail(
        record,
        slot,
        input.step,
        { name: person.name, manageUrl: person.candidate ? bookingLink(record.id) : null },
        company,
      )
      await queueMail(req, { to: person.email, content })
    }
    const when = input.step === '24h' ? 'a day' : 'two hours'
    await recordInterviewActivity(req, record, `Interview reminder sent ${when} before: ${indiaSlot(slot.startsAt, slot.minutes)}.`)
    return true
  })
}

/** Runs every step due now on this instance; answers how many did something. */
export async function runDueInterviewSteps(payload: Payload, limit = 50): Promise<number> {
  let done = 0
  for (;;) {
    const jobs = await claimJobs(payload, INTERVIEW_QUEUE, Math.min(limit, 10), STALE_SECONDS)
    if (!jobs.length) return done
    for (const job of jobs)
      await runClaimedJob(
        payload,
        job,
        async () => {
          if (await runInterviewStep(payload, job.input as InterviewStepInput)) done += 1
        },
        { label: `interview step ${JSON.stringify(job.input)}`, retrySeconds: RETRY_SECONDS },
      )
    limit -= jobs.length
    if (limit <= 0) return done
  }
}

/** This instance's runner: every 30 s, and at once after a booking queued its steps. */
export function startInterviewSteps(payload: Payload): () => void {
  const { wake, stop } = pollQueue(payload, () => runDueInterviewSteps(payload), { everyMs: POLL_MS, label: 'interview steps' })
  setInterviewStepsWake(wake)
  return () => {
    stop()
    setInterviewStepsWake(undefined)
  }
}

/**
 * The job type, so Payload validates and stores it. Each instance's runner (below) claims and runs these jobs;
 * this handler serves a staff member who runs the queue through Payload's jobs endpoint.
 */
export const interviewStepTask: TaskConfig = {
  slug: INTERVIEW_STEP_TASK,
  label: 'Interview reminder or feedback request',
  inputSchema: [
    { name: 'interview', type: 'number', required: true },
    { name: 'step', type: 'text', required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    await runInterviewStep(req.payload, input as InterviewStepInput)
    return { output: {} }
  },
}
