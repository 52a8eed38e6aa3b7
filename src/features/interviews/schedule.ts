// The interview's timed steps, as jobs of Payload's jobs queue (queue "interviews"): the reminders a day and two hours
// before, and the client's request for feedback once the interview is over. Each job names the invitation's SEQUENCE
// it was queued for: a job of a booking that was since moved or cancelled does nothing when it comes due. Each step
// happens once: the job is claimed atomically (lib/jobClaim), and the step itself is a conditional update of the
// interview (a reminder's "sent at" still empty; the status still "booked" for the feedback request), so a second run
// of the same step, on this instance or another, finds nothing to do.
import type { PayloadRequest } from 'payload'

import { afterCommit } from '@/lib/payloadTransaction'

import { processSingleton } from '../../../server/processBridge.mjs'

import type { InterviewRecord, InterviewSlot } from './record'

export const INTERVIEW_QUEUE = 'interviews'
export const INTERVIEW_STEP_TASK = 'interviewStep'

export const INTERVIEW_STEPS = ['24h', '2h', 'feedback'] as const
export type InterviewStep = (typeof INTERVIEW_STEPS)[number]

export type InterviewStepInput = { interview: number; step: InterviewStep; sequence: number }

const HOUR_MS = 3_600_000

/** When each step is due for a slot: 24 h and 2 h before its start, and at its end. */
function stepTimes(slot: InterviewSlot): Record<InterviewStep, Date> {
  const start = slot.startsAt.getTime()
  return {
    '24h': new Date(start - 24 * HOUR_MS),
    '2h': new Date(start - 2 * HOUR_MS),
    feedback: new Date(start + slot.minutes * 60_000),
  }
}

/** Set by the runner when it starts; a process without one (a script) leaves the jobs to the servers. */
const runner = processSingleton('interviewStepsWake', (): { wake?: () => void } => ({}))

export const setInterviewStepsWake = (wake: (() => void) | undefined) => {
  runner.wake = wake
}

/**
 * Queues the steps of a booking with the request's transaction. A reminder whose moment has already passed when the
 * interview is booked (booked 3 hours ahead: no "tomorrow" reminder) is not queued; the feedback request always is.
 */
export async function queueInterviewSteps(req: PayloadRequest, record: InterviewRecord, slot: InterviewSlot, sequence: number) {
  const now = Date.now()
  const times = stepTimes(slot)
  for (const step of INTERVIEW_STEPS) {
    if (step !== 'feedback' && times[step].getTime() <= now) continue
    const input: InterviewStepInput = { interview: record.id, step, sequence }
    await req.payload.db.create({
      collection: 'payload-jobs',
      data: { input, taskSlug: INTERVIEW_STEP_TASK, queue: INTERVIEW_QUEUE, waitUntil: times[step].toISOString() },
      req,
      returning: false,
    })
  }
  afterCommit(req, () => runner.wake?.())
}
