// Roles leave the job board at their "open until" time, without an edit (docs/security.md, "Roles leave the job board at their …"). The cached answers that
// list roles (the openings query's data cache, /jobs and the role pages, GET /api/openings and the answer caches of
// server.mjs) are kept until a content change expires them, and passing a role's validThrough is no change. Each
// instance therefore keeps one timer set to the nearest future validThrough of an open role; when it fires, the
// openings content expires through the same invalidation a staff edit uses (features/content/invalidate.ts), and
// the next request lists the role no more (the list filters by "open now"). The timer is set again at start-up,
// after every change of a role (the collection's hook) and at least every EXPIRY_RECHECK_MS (a role saved on
// another instance). At each of those moments the roles whose "open until" has passed are also moved to "closed", as a
// staff edit would (closeExpiredRoles): their page says the role is closed, they leave the sitemap and the feeds, and
// the collection's hooks expire what lists them. Every instance does it; closing a closed role changes nothing.
import type { Payload } from 'payload'

import { invalidateContent } from '@/features/content/invalidate'
import { contentTags } from '@/features/content/tags'
import { rawQuery } from '@/lib/rawQuery'

import { processSingleton } from '../../../server/processBridge.mjs'

/** The longest the timer waits before reading the nearest "open until" again. */
const EXPIRY_RECHECK_MS = 10 * 60_000
/** Fire just after the moment, so that "open now" (validThrough > now) is already false for the next request. */
const AFTER_MS = 20

type ExpiryState = { payload: Payload | null; timer: NodeJS.Timeout | null; armedAt: number | null; stopped: boolean; generation: number }
const state = processSingleton('openingExpiry', (): ExpiryState => ({
  payload: null,
  timer: null,
  armedAt: null,
  stopped: true,
  generation: 0,
}))

/** The nearest "open until" after now among open roles (ms since the epoch), or null. */
async function nearestExpiry(payload: Payload, now: number): Promise<number | null> {
  const [row] = await rawQuery(payload)('SELECT MIN(valid_through) AS next FROM openings WHERE status = $1 AND valid_through > $2', [
    'open',
    new Date(now).toISOString(),
  ])
  const next = row?.next
  if (next === null || next === undefined) return null
  const at = next instanceof Date ? next.getTime() : typeof next === 'string' ? Date.parse(next) : NaN
  return Number.isFinite(at) ? at : null
}

function arm(delayMs: number, expireFirst: boolean) {
  if (state.timer) clearTimeout(state.timer)
  state.armedAt = expireFirst ? Date.now() + delayMs : null
  state.timer = setTimeout(() => void tick(expireFirst), Math.max(0, delayMs))
  state.timer.unref()
}

/** How many past-date roles one pass closes; the next pass (at once when this one was full) closes the rest. */
const CLOSE_BATCH = 100

/**
 * Moves open roles whose "open until" has passed to "closed" through Payload, so the collection's hooks run (the
 * role page, the lists, the sitemap and the feeds are expired as after a staff edit). Answers how many it closed.
 */
async function closeExpiredRoles(payload: Payload, now = Date.now()): Promise<number> {
  const rows = await rawQuery(payload)(
    'SELECT id FROM openings WHERE status = $1 AND valid_through <= $2 ORDER BY valid_through LIMIT $3',
    ['open', new Date(now).toISOString(), CLOSE_BATCH],
  )
  for (const { id } of rows) {
    await payload.update({ collection: 'openings', id: Number(id), data: { status: 'closed' }, overrideAccess: true, depth: 0 })
  }
  return rows.length
}

async function tick(expire: boolean) {
  state.timer = null
  state.armedAt = null
  if (state.stopped || !state.payload) return
  if (expire) invalidateContent([contentTags.openings])
  await rescheduleOpeningExpiry()
}

/** Reads the nearest "open until" and sets the timer to it (or to the next periodic check). Never throws. */
async function rescheduleOpeningExpiry(): Promise<void> {
  const payload = state.payload
  if (state.stopped || !payload) return
  const generation = ++state.generation
  try {
    const now = Date.now()
    // A full batch leaves more to close: come back at once.
    if ((await closeExpiredRoles(payload, now)) === CLOSE_BATCH && generation === state.generation && !state.stopped) return arm(0, false)
    const next = await nearestExpiry(payload, now)
    // A later call (a newer change of a role) has set the timer meanwhile.
    if (generation !== state.generation || state.stopped) return
    const untilNext = next === null ? Infinity : next - now + AFTER_MS
    if (untilNext <= EXPIRY_RECHECK_MS) arm(untilNext, true)
    else arm(EXPIRY_RECHECK_MS, false)
  } catch (error) {
    payload.logger.warn(`could not read the roles' next "open until": ${error instanceof Error ? error.message : String(error)}`)
    if (generation === state.generation && !state.stopped) arm(EXPIRY_RECHECK_MS, false)
  }
}

/**
 * A role was saved (the collection's hook, inside the save's transaction, so the database is not read here): if it is
 * open and its "open until" comes before the moment the timer waits for, the timer moves to it. A later date, a
 * closed or deleted role needs nothing: an early expiry only costs one fresh render, and the timer then reads again.
 */
export function noteOpeningSaved(role: { status?: unknown; validThrough?: unknown }) {
  if (state.stopped || role.status !== 'open' || typeof role.validThrough !== 'string') return
  const at = Date.parse(role.validThrough) + AFTER_MS
  const now = Date.now()
  if (!Number.isFinite(at) || at <= now || at - now > EXPIRY_RECHECK_MS) return
  if (state.armedAt !== null && state.armedAt <= at) return
  state.generation += 1
  arm(at - now, true)
}

/** Starts this instance's timer; the returned function stops it (shutdown). */
export function startOpeningExpiry(payload: Payload): () => void {
  state.payload = payload
  state.stopped = false
  void rescheduleOpeningExpiry()
  return () => {
    state.stopped = true
    if (state.timer) clearTimeout(state.timer)
    state.timer = null
  }
}
