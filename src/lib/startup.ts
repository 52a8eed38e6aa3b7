// Server start-up: initialise Payload (migrations under a lock, seed) before traffic, then expire the pages and API
// answers that `next build` prerendered without a database, so the first visitor gets real content. Also joins
// the other instances' content-change broadcast and registers what a graceful shutdown must close.
import { randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

type StartupState = { token: string; contentReady: boolean }

const globalState = globalThis as typeof globalThis & {
  __startup?: StartupState
  /** Called by server.mjs on SIGTERM, after the last request finished. */
  __appShutdown?: () => Promise<void>
}

export function startupState(): StartupState {
  globalState.__startup ??= { token: randomBytes(24).toString('hex'), contentReady: false }
  return globalState.__startup
}

/** The per-process secret of the loopback calls to /api/internal/revalidate. */
export function isInternalToken(candidate: string | null): boolean {
  const expected = Buffer.from(startupState().token)
  const given = Buffer.from(candidate ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const REVALIDATE_PATH = '/api/internal/revalidate'

/**
 * Asks this very process (over loopback) to expire `tags`, or its whole cache when none are given; Next.js only
 * allows that inside a request. Retries while the server is not listening yet. Returns whether it worked.
 */
export async function expireOwnCache(tags: string[] = [], attempts = 600): Promise<boolean> {
  const { token } = startupState()
  const port = process.env.PORT || '3000'
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
        method: 'POST',
        headers: { 'x-internal-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
      })
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

async function expireBuildTimeCache() {
  if (await expireOwnCache()) startupState().contentReady = true
  else console.error('[startup] could not expire the build-time cache; /api/health stays 503')
}

/** Ends the database connections: the PostgreSQL pool, or the SQLite file (which also checkpoints its WAL). */
async function closeDatabase(payload: Payload) {
  const db = payload.db as unknown as { pool?: { end(): Promise<void> }; client?: { close(): void } }
  await payload.destroy()
  // Payload keeps one pooled PostgreSQL connection checked out for good, so end() may not settle; the process exit
  // that follows closes that idle socket.
  if (db.pool) await Promise.race([db.pool.end(), new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  db.client?.close()
}

export async function startup() {
  const { getPayloadClient } = await import('./payload')
  const payload = await getPayloadClient()
  const { startContentSync } = await import('./contentSync')
  const { closeRedis, connectRedis } = await import('./redis')
  const { drainBackgroundWork } = await import('./backgroundWork')
  startContentSync()
  await connectRedis()
  globalState.__appShutdown = async () => {
    const unfinished = await drainBackgroundWork(10_000)
    if (unfinished) console.warn(`${unfinished} background task(s) (e-mails) still running at shutdown`)
    await closeRedis()
    await closeDatabase(payload)
  }
  startupState()
  if (process.env.NODE_ENV === 'production') void expireBuildTimeCache()
  else startupState().contentReady = true
}
