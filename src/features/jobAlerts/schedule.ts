// The daily sending of job alerts as a scheduled job of Payload's jobs queue (docs/decisions/job-alerts.md,
// "Scheduling"). The task `sendJobAlerts` has a `schedule` on the queue "job-alerts": Payload's handleSchedules queues
// one job when none is waiting or running, and the hook below makes it due at the agency day's JOB_ALERTS_HOUR (India
// time). Each instance's runner (like the interview steps' runner) asks Payload to schedule, then takes a due job with
// the queue's atomic claim (lib/jobClaim): one instance runs the day's job, whichever gets it first. The sending itself
// stamps every alert with its period (send.ts), so even a second job for the same day mails nobody twice.
import type { Payload, TaskConfig } from 'payload'

import { agencyDay } from '@/lib/agencyTime'
import { env } from '@/lib/env'
import { claimJobs, pollQueue, runClaimedJob } from '@/lib/jobClaim'

import { sendJobAlerts } from './send'

const JOB_ALERTS_QUEUE = 'job-alerts'
const JOB_ALERTS_TASK = 'sendJobAlerts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** How often each instance asks the queue for the day's job (and for a due one to run). */
const POLL_MS = 60_000
const FIRST_POLL_MS = 10_000
/** A job left "processing" this long belonged to an instance that died: another takes it (20,000 alerts take under a minute). */
const STALE_SECONDS = 15 * 60
const RETRY_SECONDS = [300, 1800]

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>

/** JOB_ALERTS_HOUR as a number, or null when the alerts are not sent by themselves ("off"). */
function alertsHour(): number | null {
  const setting = env().JOB_ALERTS_HOUR
  return setting === 'off' ? null : Number(setting)
}

/**
 * When the next day's job is due: today's sending hour (India time) while it is still ahead, else tomorrow's. The very
 * first job (no job was ever scheduled) is today's even when the hour has passed, so a new installation sends that day.
 */
function nextSending(now: Date, hour: number, everScheduled: boolean): Date {
  const today = new Date(agencyDay(now).start.getTime() + hour * HOUR_MS)
  return !everScheduled || today > now ? today : new Date(today.getTime() + DAY_MS)
}

/** Queue the day's job only when the hour is set and none is waiting or running (Payload's own check). */
const beforeSchedule: ScheduleHooks['beforeSchedule'] = async (args) => {
  const hour = alertsHour()
  if (hour === null) return { shouldSchedule: false }
  const { shouldSchedule } = await args.defaultBeforeSchedule(args)
  if (!shouldSchedule) return { shouldSchedule: false }
  const tasks = args.jobStats?.stats?.scheduledRuns?.queues?.[JOB_ALERTS_QUEUE]?.tasks as
    Record<string, { lastScheduledRun?: string }> | undefined
  const everScheduled = Boolean(tasks?.[JOB_ALERTS_TASK]?.lastScheduledRun)
  const due = nextSending(new Date(), hour, everScheduled)
  return { shouldSchedule: true, waitUntil: due, input: { day: agencyDay(due).day } }
}

/** Payload's stats (when it last queued the job) only change when a job was queued: no write on every poll. */
const afterSchedule: ScheduleHooks['afterSchedule'] = async (args) => {
  if (args.status === 'success') await args.defaultAfterSchedule(args)
  else if (args.status === 'error') args.req.payload.logger.warn({ err: args.error }, 'job alerts: the day’s job was not queued this time')
}

/**
 * One round of this instance's runner: the day's job queued when due to be, then a due job run if this instance
 * claims it. Answers whether it ran one.
 */
async function runDueJobAlerts(payload: Payload): Promise<boolean> {
  if (alertsHour() !== null) await payload.jobs.handleSchedules({ queue: JOB_ALERTS_QUEUE })
  const [job] = await claimJobs(payload, JOB_ALERTS_QUEUE, 1, STALE_SECONDS)
  if (!job) return false
  await runClaimedJob(
    payload,
    job,
    async () => {
      const summary = await sendJobAlerts(payload)
      payload.logger.info(
        `job alerts of ${typeof job.input.day === 'string' ? job.input.day : 'today'}: ${summary.queued} sent, ${summary.checked} checked`,
      )
    },
    { label: 'job alerts: the run', retrySeconds: RETRY_SECONDS },
  )
  return true
}

/** This instance's runner: a first round shortly after start, then every minute. */
export function startJobAlerts(payload: Payload): () => void {
  return pollQueue(payload, () => runDueJobAlerts(payload), { everyMs: POLL_MS, firstAfterMs: FIRST_POLL_MS, label: 'job alerts' }).stop
}

/**
 * The job type and its schedule. The cron only says how often a poll may queue the next job (every minute: a poll
 * that finds one waiting queues nothing); the hook sets when it is due. Each instance's runner claims and runs these
 * jobs; this handler serves a staff member who runs the queue through Payload's jobs endpoint
 * (GET /cms-api/payload-jobs/run?queue=job-alerts).
 */
export const sendJobAlertsTask: TaskConfig = {
  slug: JOB_ALERTS_TASK,
  label: 'Send the job alerts of the day',
  inputSchema: [{ name: 'day', type: 'text' }],
  schedule: [{ cron: '* * * * *', queue: JOB_ALERTS_QUEUE, hooks: { beforeSchedule, afterSchedule } }],
  handler: async ({ req }) => {
    await sendJobAlerts(req.payload, new Date(), req)
    return { output: {} }
  },
}
