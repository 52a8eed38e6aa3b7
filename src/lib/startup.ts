// Server start-up: initialise Payload (migrations under a lock, seed) before traffic, then expire the pages and API
// answers that `next build` prerendered without a database, so the first visitor gets real content. Also joins
// the other instances' content-change broadcast, starts this instance's mail worker (mailWorker.ts) and registers
// what a graceful shutdown must close.
import type { Payload } from 'payload'

import { expireHere } from '@/features/content/invalidate'

import { onAppShutdown, processSingleton } from '../../server/processBridge.mjs'

type StartupState = { contentReady: boolean }

export const startupState = (): StartupState => processSingleton('startup', () => ({ contentReady: false }))

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
  const { startMailWorker } = await import('./mailWorker')
  startContentSync(expireHere)
  await connectRedis()
  const mailWorker = startMailWorker(payload)
  const { startFollowUpDigests } = await import('@/features/leadActivity/followUpDigest')
  const stopFollowUpDigests = startFollowUpDigests(payload)
  // Answers to staff replies, read from the inbound mailbox when INBOUND_IMAP_URL is set (features/inboundMail).
  const { startInboundMail } = await import('@/features/inboundMail/poll')
  const stopInboundMail = startInboundMail(payload)
  const { startOpeningExpiry } = await import('@/features/openings/expiry')
  const stopOpeningExpiry = startOpeningExpiry(payload)
  // Called by server.mjs on SIGTERM, after the last request finished.
  onAppShutdown(async () => {
    stopFollowUpDigests()
    stopOpeningExpiry()
    await stopInboundMail()
    // Mails being sent finish; queued ones stay in the database for the next instance to start.
    await mailWorker.stop(10_000)
    const unfinished = await drainBackgroundWork(10_000)
    if (unfinished) console.warn(`${unfinished} background task(s) (e-mails) still running at shutdown`)
    await closeRedis()
    await closeDatabase(payload)
  })
  // The pages `next build` prerendered without a database: the first request renders them with real content.
  expireHere([])
  startupState().contentReady = true
}
