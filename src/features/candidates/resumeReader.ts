// This instance's resume reader: runs the "resumes" queue's jobs (readResume.ts) one at a time, since reading a PDF
// takes a core for a moment and the machine has few. Jobs are claimed atomically (lib/jobClaim.ts), so instances
// never read the same resume twice at once. At start it also queues every resume still waiting to be read that has
// no job (rows written before the reader existed, e.g. by the migration that made a resume row of each application).
import type { Payload } from 'payload'

import { claimJobs, failJob, finishJob } from '@/lib/jobClaim'
import { rawQuery } from '@/lib/rawQuery'

import { READ_RESUME_TASK, readOneResume, RESUME_QUEUE, setResumeReaderWake } from './readResume'

const POLL_MS = 2000
/** A job claimed but untouched this long belonged to an instance that died: it is taken again. */
const STALE_SECONDS = 300
/** A job that throws (a database error, not an unreadable file) is tried again after these waits, then kept failed. */
const RETRY_SECONDS = [30, 300]

export type ResumeReader = { wake(): void; stop(timeoutMs?: number): Promise<void> }

async function queueWaitingResumes(payload: Payload) {
  const query = rawQuery(payload)
  const waiting = await query("SELECT id FROM resumes WHERE text_status = 'pending' ORDER BY id LIMIT 5000", [])
  if (!waiting.length) return 0
  const queued = await query('SELECT input FROM payload_jobs WHERE queue = $1 AND completed_at IS NULL', [RESUME_QUEUE])
  const have = new Set(
    queued.map((row) => Number(((typeof row.input === 'string' ? JSON.parse(row.input) : row.input) as { resume?: unknown })?.resume)),
  )
  let added = 0
  for (const { id } of waiting) {
    if (have.has(Number(id))) continue
    await payload.db.create({
      collection: 'payload-jobs',
      data: { input: { resume: Number(id) }, taskSlug: READ_RESUME_TASK, queue: RESUME_QUEUE },
      returning: false,
    })
    added += 1
  }
  return added
}

export function startResumeReader(payload: Payload): ResumeReader {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function drain() {
    do {
      again = false
      const [job] = await claimJobs(payload, RESUME_QUEUE, 1, STALE_SECONDS)
      if (!job) break
      again = true
      try {
        await readOneResume(payload, Number(job.input.resume))
        await finishJob(payload, job.id)
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        const retry = RETRY_SECONDS[job.tried] ?? null
        payload.logger.warn(`resume ${String(job.input.resume)} could not be read (attempt ${job.tried + 1}): ${message}`)
        await failJob(payload, job, message, retry)
      }
    } while (again && !stopped)
  }

  const wake = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'resume reader: could not claim jobs; trying again shortly'))
      .finally(() => {
        running = null
      })
  }

  const poll = setInterval(wake, POLL_MS)
  poll.unref()
  setResumeReaderWake(wake)
  void queueWaitingResumes(payload)
    .then((added) => {
      if (added) payload.logger.info(`resume reader: ${added} resume(s) waiting to be read were queued`)
    })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'resume reader: could not queue the resumes waiting to be read'))
    .finally(wake)

  return {
    wake,
    async stop(timeoutMs = 10_000) {
      stopped = true
      clearInterval(poll)
      setResumeReaderWake(undefined)
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
    },
  }
}
