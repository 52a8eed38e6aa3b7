// Start-up work that must happen once even when several instances start together (migrations, seed, first staff
// account). On PostgreSQL the instances queue on a session advisory lock; the first applies the migrations, the
// others then find nothing left to do. SQLite is a single-instance setup: its file belongs to one server.
import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** Any fixed 64-bit number unique to this app; PostgreSQL advisory locks are keyed by it. */
const STARTUP_LOCK_KEY = 7_317_420_260_001n

export async function withStartupLock<T>(payload: Payload, task: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return task()
  const client = await pool.connect()
  try {
    const started = Date.now()
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()])
    const waited = Date.now() - started
    if (waited > 500) payload.logger.info(`Waited ${waited} ms for another instance's start-up (migrations, seed)`)
    return await task()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]).catch(() => undefined)
    client.release()
  }
}

/**
 * A PostgreSQL restart breaks the pool's idle connections; pg reports that as an 'error' event, which would end
 * the process if nobody listened. The pool drops those connections and opens new ones for the next query.
 */
export function watchDatabaseConnections(payload: Payload) {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  pool?.on('error', (error: Error) =>
    payload.logger.warn({ err: error }, 'database connection lost; it will be replaced on the next query'),
  )
}
