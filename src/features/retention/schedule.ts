// The retention rules as a scheduled job of Payload's jobs queue (docs/decisions/privacy.md, "Retention"), done as
// the job alerts' daily job is (features/jobAlerts/schedule.ts): the task `applyRetention` has a `schedule` on the
// queue "retention"; Payload's handleSchedules queues one job when none is waiting or running, and the hook below
// makes it due at the next RETENTION_HOUR (India time, at night). Each instance's runner asks Payload to schedule,
// then takes a due job with the queue's atomic claim (lib/jobClaim): one instance runs the night's job.
import type { Payload, TaskConfig } from 'payload'

import { agencyDay } from '@/lib/agencyTime'
import { claimJobs, pollQueue, runClaimedJob } from '@/lib/jobClaim'

import { applyRetention, retentionLines } from './rules'

const RETENTION_QUEUE = 'retention'
const RETENTION_TASK = 'applyRetention'
/** 03:00 India time: after the day's work, before the next. */
const RETENTION_HOUR = 3

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** How often each instance asks the queue for the night's job (and for a due one to run). */
const POLL_MS = 5 * 60_000
const FIRST_POLL_MS = 60_000
/** A job left "processing" this long belonged to an instance that died: another takes it. */
const STALE_SECONDS = 60 * 60
const RETRY_SECONDS = [900, 3600]

type ScheduleHooks = NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>

/** The next RETENTION_HOUR (India time) after `now`. */
function nextRun(now: Date): Date {
  const today = new Date(agencyDay(now).start.getTime() + RETENTION_HOUR * HOUR_MS)
  return today > now ? today : new Date(today.getTime() + DAY_MS)
}

/** Queue the night's job when none is waiting or running (Payload's own check). */
const beforeSchedule: ScheduleHooks['beforeSchedule'] = async (args) => {
  const { shouldSchedule } = await args.defaultBeforeSchedule(args)
  if (!shouldSchedule) return { shouldSchedule: false }
  const due = nextRun(new Date())
  return { shouldSchedule: true, waitUntil: due, input: { day: agencyDay(due).day } }
}

const afterSchedule: ScheduleHooks['afterSchedule'] = async (args) => {
  if (args.status === 'success') await args.defaultAfterSchedule(args)
  else if (args.status === 'error') args.req.payload.logger.warn({ err: args.error }, 'retention: the night’s job was not queued this time')
}

/** The run and its summary in the log, one line per kind. */
async function runRetention(payload: Payload) {
  const counts = await applyRetention(payload)
  payload.logger.info(`retention: ${retentionLines(counts).join('; ')}`)
}

/** One round of this instance's runner: the night's job queued when due to be, then a due job run if claimed here. */
async function runDueRetention(payload: Payload): Promise<boolean> {
  await payload.jobs.handleSchedules({ queue: RETENTION_QUEUE })
  const [job] = await claimJobs(payload, RETENTION_QUEUE, 1, STALE_SECONDS)
  if (!job) return false
  await runClaimedJob(payload, job, () => runRetention(payload), { label: 'retention: the run', retrySeconds: RETRY_SECONDS })
  return true
}

/** This instance's runner: a first round a minute after start, then every five minutes. */
export function startRetention(payload: Payload): () => void {
  return pollQueue(payload, () => runDueRetention(payload), { everyMs: POLL_MS, firstAfterMs: FIRST_POLL_MS, label: 'retention' }).stop
}

/**
 * The job type and its schedule (the cron only says how often a poll may queue the next job; the hook sets when it
 * is due). The instances' runners claim and run these jobs; this handler serves a staff member who runs the queue
 * through Payload's jobs endpoint (GET /cms-api/payload-jobs/run?queue=retention).
 */
export const applyRetentionTask: TaskConfig = {
  slug: RETENTION_TASK,
  label: 'Apply the retention rules (set aside, then erase)',
  inputSchema: [{ name: 'day', type: 'text' }],
  schedule: [{ cron: '* * * * *', queue: RETENTION_QUEUE, hooks: { beforeSchedule, afterSchedule } }],
  handler: async ({ req }) => {
    await runRetention(req.payload)
    return { output: {} }
  },
}
