// The composition root (src/instrumentation.ts calls it once per server process): the one module that wires the
// layers together, so that lib/ never imports a feature (docs/architecture.md, "Layers"). It initialises Payload
// (migrations under a lock, seed) before traffic, then expires the pages and API answers that `next build`
// prerendered without a database, so the first visitor gets real content. It also joins the other instances'
// content-change broadcast, registers what the leads feature records of each mail's outcome, starts this instance's
// mail worker (lib/mailWorker.ts), the staff's follow-up digests, the job alerts' queue runner, the openings' expiry, the resume reader and the interview reminders, and
// registers what a graceful shutdown must close.
import type { Payload } from 'payload'

import { expireHere } from '@/features/content/invalidate'
import { startupState } from '@/lib/startupState'

import { onAppShutdown } from '../server/processBridge.mjs'

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
  const { getPayloadClient } = await import('@/lib/payload')
  const payload = await getPayloadClient()
  const { startContentSync } = await import('@/lib/contentSync')
  const { closeRedis, connectRedis } = await import('@/lib/redis')
  const { drainBackgroundWork } = await import('@/lib/backgroundWork')
  const { startMailWorker } = await import('@/lib/mailWorker')
  const { recordLeadMailOutcomes } = await import('@/features/leads/mailOutcome')
  startContentSync(expireHere)
  await connectRedis()
  // Before the worker's first send: every outcome reaches its lead.
  recordLeadMailOutcomes()
  const mailWorker = startMailWorker(payload)
  const { startFollowUpDigests } = await import('@/features/leadDesk/followUpDigest')
  const stopFollowUpDigests = startFollowUpDigests(payload)
  // The day's job alerts: a scheduled job of the jobs queue, run by whichever instance claims it (features/jobAlerts/schedule.ts).
  const { startJobAlerts } = await import('@/features/jobAlerts/schedule')
  const stopJobAlerts = startJobAlerts(payload)
  // The retention rules, each night: set aside, then erase (features/retention/schedule.ts).
  const { startRetention } = await import('@/features/retention/schedule')
  const stopRetention = startRetention(payload)
  // Answers to staff replies, read from the inbound mailbox when INBOUND_IMAP_URL is set (features/inboundMail).
  const { startInboundMail } = await import('@/features/inboundMail/poll')
  const stopInboundMail = startInboundMail(payload)
  const { startOpeningExpiry } = await import('@/features/openings/expiry')
  const stopOpeningExpiry = startOpeningExpiry(payload)
  // Resumes' text and the suggestions read from it, one resume at a time (features/candidates/resumeReader.ts).
  const { startResumeReader } = await import('@/features/candidates/resumeReader')
  const resumeReader = startResumeReader(payload)
  // Interview reminders and the client's feedback requests, when due (features/interviews/steps.ts).
  const { startInterviewSteps } = await import('@/features/interviews')
  const stopInterviewSteps = startInterviewSteps(payload)
  // Members' data exports (ZIP) and the deletion of exports older than a day (features/privacy/dataExport.ts).
  const { startDataExports } = await import('@/features/privacy/dataExport')
  const stopDataExports = startDataExports(payload)
  // Called by server.mjs on SIGTERM, after the last request finished.
  onAppShutdown(async () => {
    stopFollowUpDigests()
    stopJobAlerts()
    stopRetention()
    stopOpeningExpiry()
    stopInterviewSteps()
    stopDataExports()
    await stopInboundMail()
    // Mails being sent finish; queued ones stay in the database for the next instance to start.
    await mailWorker.stop(10_000)
    await resumeReader.stop(10_000)
    const unfinished = await drainBackgroundWork(10_000)
    if (unfinished) console.warn(`${unfinished} background task(s) (e-mails) still running at shutdown`)
    await closeRedis()
    await closeDatabase(payload)
  })
  // The pages `next build` prerendered without a database: the first request renders them with real content.
  expireHere([])
  startupState().contentReady = true
}
