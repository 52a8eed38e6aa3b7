// The mail queue's worker, one per instance. Payload's own runner claims jobs with a find followed by updates, so
// two instances can both take the same job; here the claim is one conditional UPDATE … RETURNING (with FOR UPDATE
// SKIP LOCKED on PostgreSQL), so each job goes to exactly one worker. A worker refreshes its jobs' `updated_at`
// while it sends them; a job still marked processing but not refreshed for MAIL_JOB_STALE_SECONDS belonged to a
// worker that died (kill -9, crash) and is claimed again. While the instance is saturated by requests the worker
// steps back (a couple of mails at a time, claimed on its poll only): a burst of leads is answered first, its mails follow.
import { performance } from 'node:perf_hooks'

import type { Payload } from 'payload'

import {
  MAIL_WORKER_CONCURRENCY,
  MAIL_WORKER_LOAD_SAMPLE_MS,
  MAIL_WORKER_POLL_MS,
  MAIL_WORKER_SATURATED_CONCURRENCY,
  MAIL_WORKER_YIELD_ABOVE,
} from './constants'
import { env } from './env'
import { MAIL_QUEUE, retryDelays, sendQueuedMail, setMailWorkerWake, type QueuedMail } from './mailQueue'
import { claimJobs, failJob, finishJob } from './jobClaim'
import { isPostgres, rawQuery } from './rawQuery'

type Claimed = { id: number; mail: QueuedMail; tried: number }

export type MailWorker = { wake(): void; stop(timeoutMs?: number): Promise<void> }

export function startMailWorker(payload: Payload): MailWorker {
  const query = rawQuery(payload)
  const postgres = isPostgres(payload)
  const staleMs = env().MAIL_JOB_STALE_SECONDS * 1000
  const inFlight = new Map<number, Promise<void>>()
  let pumping = false
  let again = false
  let stopped = false
  let saturated = false
  let loadMark = performance.eventLoopUtilization()

  /** Whether the event loop was busy over MAIL_WORKER_YIELD_ABOVE of the time since the last sample. */
  function sampleLoad() {
    const now = performance.eventLoopUtilization()
    saturated = performance.eventLoopUtilization(now, loadMark).utilization > MAIL_WORKER_YIELD_ABOVE
    loadMark = now
  }

  // Claims and heartbeats are stamped and compared with the database's clock, not this process's: a stamp taken here
  // before the statement waited for a free connection (a busy pool) would already be old when written, and another
  // instance could take a job that is still being sent.
  const staleSeconds = Math.round(staleMs / 1000)
  const dbNow = postgres ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

  /** Takes up to `limit` due jobs for this worker, atomically (lib/jobClaim.ts, shared with the resume reader). */
  async function claim(limit: number): Promise<Claimed[]> {
    const jobs = await claimJobs(payload, MAIL_QUEUE, limit, staleSeconds)
    return jobs.map(({ input, ...job }) => ({ ...job, mail: input as QueuedMail }))
  }

  /** Sends one claimed job; a sent mail's job is deleted, a failed one waits for its next attempt or gives up. */
  async function run(job: Claimed) {
    const delays = retryDelays()
    const attempt = job.tried + 1
    const final = attempt > delays.length
    const failure = await sendQueuedMail(payload, job.mail, attempt, final)
    if (!failure) return finishJob(payload, job.id)
    await failJob(payload, job, `attempt ${attempt}: ${failure}`, final ? null : delays[attempt - 1])
  }

  function start(job: Claimed) {
    const running = run(job)
      .catch((error: unknown) => payload.logger.error({ err: error }, `mail job ${job.id} could not be completed; it is retried`))
      .finally(() => {
        inFlight.delete(job.id)
        if (!saturated) wake()
      })
    inFlight.set(job.id, running)
  }

  /** Claims and starts jobs while there are free slots and due jobs; one pump at a time per instance. */
  async function pump() {
    if (pumping) {
      again = true
      return
    }
    pumping = true
    try {
      do {
        again = false
        const free = (saturated ? MAIL_WORKER_SATURATED_CONCURRENCY : MAIL_WORKER_CONCURRENCY) - inFlight.size
        if (free <= 0 || stopped) break
        const jobs = await claim(free)
        for (const job of jobs) start(job)
        if (jobs.length === free) again = true
      } while (again && !stopped)
    } catch (error) {
      payload.logger.warn({ err: error }, 'mail queue: could not claim jobs; trying again shortly')
    } finally {
      pumping = false
    }
  }

  /** Keeps this worker's jobs from looking abandoned while they are being sent. */
  async function heartbeat() {
    if (!inFlight.size) return
    const ids = [...inFlight.keys()]
    await query(`UPDATE payload_jobs SET updated_at = ${dbNow} WHERE processing = $1 AND id IN (${ids.map(Number).join(',')})`, [
      true,
    ]).catch((error: unknown) => payload.logger.warn({ err: error }, 'mail queue: heartbeat failed'))
  }

  const wake = () => void pump()
  const poll = setInterval(wake, MAIL_WORKER_POLL_MS)
  poll.unref()
  const load = setInterval(sampleLoad, MAIL_WORKER_LOAD_SAMPLE_MS)
  load.unref()
  const beat = setInterval(() => void heartbeat(), Math.max(1000, staleMs / 3))
  beat.unref()
  // A committed lead wakes the worker at once, unless the instance is saturated: then the poll claims its mails.
  setMailWorkerWake(() => {
    if (!saturated) wake()
  })
  wake()

  return {
    wake,
    /** Stops claiming and waits (up to `timeoutMs`) for the mails being sent. Unsent jobs stay queued. */
    async stop(timeoutMs = 10_000) {
      stopped = true
      clearInterval(poll)
      clearInterval(load)
      setMailWorkerWake(undefined)
      const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())
      await Promise.race([Promise.allSettled([...inFlight.values()]), deadline])
      clearInterval(beat)
    },
  }
}
