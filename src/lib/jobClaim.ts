// Taking due jobs of one queue of Payload's jobs table for this instance, atomically: one conditional
// UPDATE … RETURNING (FOR UPDATE SKIP LOCKED on PostgreSQL), so two instances never run the same job. A job still
// marked processing but untouched for `staleSeconds` belonged to an instance that died and is taken again. Stamps
// use the database's clock (see mailWorker.ts, which claims the mail queue the same way).
import type { Payload } from 'payload'

import { isPostgres, rawQuery } from './rawQuery'

export type ClaimedJob = { id: number; input: Record<string, unknown>; tried: number }

export async function claimJobs(payload: Payload, queue: string, limit: number, staleSeconds: number): Promise<ClaimedJob[]> {
  const postgres = isPostgres(payload)
  const dbNow = postgres ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
  const staleBefore = postgres
    ? `now() - interval '${Math.round(staleSeconds)} seconds'`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${Math.round(staleSeconds)} seconds')`
  const due = `(processing = $2 OR updated_at < ${staleBefore})`
  const ready = `queue = $1 AND completed_at IS NULL AND has_error = $2 AND (wait_until IS NULL OR wait_until <= ${dbNow}) AND ${due}`
  // A read first: an idle queue costs no write. On SQLite an UPDATE takes the database's write lock even when it
  // changes nothing, and a reader polling every few seconds would keep taking it.
  const [any] = await rawQuery(payload)(`SELECT id FROM payload_jobs WHERE ${ready} LIMIT 1`, [queue, false])
  if (!any) return []
  const rows = await rawQuery(payload)(
    `UPDATE payload_jobs SET processing = $3, updated_at = ${dbNow}
     WHERE id IN (
       SELECT id FROM payload_jobs
       WHERE ${ready}
       ORDER BY id LIMIT ${Math.floor(limit)}${postgres ? ' FOR UPDATE SKIP LOCKED' : ''}
     ) AND ${due}
     RETURNING id, input, total_tried`,
    [queue, false, true],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    input: (typeof row.input === 'string' ? JSON.parse(row.input) : row.input) as Record<string, unknown>,
    tried: Number(row.total_tried ?? 0),
  }))
}

/** A claimed job is done: its row goes (Payload keeps finished jobs only when asked to). */
export async function finishJob(payload: Payload, id: number): Promise<void> {
  await rawQuery(payload)('DELETE FROM payload_jobs WHERE id = $1', [id])
}

/** A claimed job failed: tried again after `retryInSeconds`, or kept with its error once `final`. */
export async function failJob(
  payload: Payload,
  job: Pick<ClaimedJob, 'id' | 'tried'>,
  message: string,
  retryInSeconds: number | null,
): Promise<void> {
  const now = new Date()
  const waitUntil = retryInSeconds === null ? null : new Date(now.getTime() + retryInSeconds * 1000).toISOString()
  await rawQuery(payload)(
    'UPDATE payload_jobs SET processing = $1, total_tried = $2, wait_until = $3, has_error = $4, error = $5, updated_at = $6 WHERE id = $7',
    [
      false,
      job.tried + 1,
      waitUntil,
      retryInSeconds === null,
      JSON.stringify({ message: message.slice(0, 500) }),
      now.toISOString(),
      job.id,
    ],
  )
}

/**
 * Runs a claimed job's work: the job finishes when it succeeds; when it throws, it is tried again after the next of
 * `retrySeconds` (kept with its error once they are used up) and the failure is logged under `label`.
 */
export async function runClaimedJob(
  payload: Payload,
  job: ClaimedJob,
  work: () => Promise<unknown>,
  { label, retrySeconds }: { label: string; retrySeconds: readonly number[] },
): Promise<void> {
  try {
    await work()
    await finishJob(payload, job.id)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`${label} failed (attempt ${job.tried + 1}): ${message}`)
    await failJob(payload, job, message, retrySeconds[job.tried] ?? null)
  }
}

/**
 * An instance's runner for a queue it claims itself: `round` every `everyMs` (and once after `firstAfterMs` when
 * given), never two rounds at once; a failed round is logged and the next one tries again. Returns `wake` (a round
 * now) and `stop`.
 */
export function pollQueue(
  payload: Payload,
  round: () => Promise<unknown>,
  { everyMs, firstAfterMs, label }: { everyMs: number; firstAfterMs?: number; label: string },
): { wake: () => void; stop: () => void } {
  let running = false
  const wake = () => {
    if (running) return
    running = true
    round()
      .catch((error: unknown) => payload.logger.warn({ err: error }, `${label}: not run this time; trying again shortly`))
      .finally(() => {
        running = false
      })
  }
  const timer = setInterval(wake, everyMs)
  timer.unref()
  const first = firstAfterMs === undefined ? undefined : setTimeout(wake, firstAfterMs)
  first?.unref()
  return {
    wake,
    stop: () => {
      clearInterval(timer)
      if (first) clearTimeout(first)
    },
  }
}
