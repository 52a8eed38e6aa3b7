// The default deployment: one instance on the embedded SQLite file. A kill -9 in the middle of submissions must
// not lose an acknowledged lead, its queued staff mail nor the file; a SIGTERM must let requests in flight finish and
// exit 0.
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'

import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'

import {
  countBy,
  expectLeadsIntact,
  loadFigures,
  makeTempDir,
  report,
  staffMailsByMarker,
  startTestServer,
  within,
  stopAndClean,
  STORED_LEAD_COLUMNS,
  storedLead,
  submitLeads,
  type Instance,
  type StoredLead,
} from './harness'

const PORT = Number(process.env.FAULTS_PORT_SQLITE || 3421)
const run = `s${Date.now().toString(36)}`
const instances: Instance[] = []

async function start(dir: string, port: number, env: Record<string, string> = {}) {
  const instance = await startTestServer({ name: 'fault-sqlite', port, dir, env: { TRUST_PROXY: '1', ...env }, standalone: true })
  instances.push(instance)
  return instance
}

async function storedLeads(databaseUrl: string, prefix: string): Promise<StoredLead[]> {
  const db = createClient({ url: databaseUrl })
  try {
    const result = await db.execute({
      sql: `SELECT ${STORED_LEAD_COLUMNS} FROM contact_messages WHERE message LIKE ?`,
      args: [`Fault test lead ${prefix}-%`],
    })
    return result.rows.map((row) => storedLead(row as Record<string, unknown>))
  } finally {
    db.close()
  }
}

afterAll(async () => {
  await stopAndClean(instances)
})

describe('one instance on SQLite', () => {
  it('keeps every acknowledged lead and an intact database file after kill -9 during submissions', async () => {
    const dir = makeTempDir('fault-sqlite')
    const smtp = await startSmtpSink({ dir: path.join(dir, 'mail') })
    const mailEnv = { SMTP_URL: smtp.url, STAFF_NOTIFY_EMAIL: 'staff@faults.local', MAIL_JOB_STALE_SECONDS: '10' }
    const first = await start(dir, PORT, mailEnv)
    const loadRun = `${run}-kill`
    let killedAt = 0
    const answers = await submitLeads({
      run: loadRun,
      total: 1000,
      concurrency: 32,
      targets: () => [first.url],
      onProgress: (done) => {
        if (done === 400 && !killedAt) {
          killedAt = Date.now()
          first.child.kill('SIGKILL')
        }
      },
    })
    await first.exited
    const acknowledged = answers.filter((answer) => answer.status === 201)
    // Up to the kill every request was answered 201; after it, none can be.
    expect(acknowledged.length).toBeGreaterThanOrEqual(350)

    const restartStarted = Date.now()
    const second = await start(dir, PORT, mailEnv)
    const restartMs = Date.now() - restartStarted
    const db = createClient({ url: second.databaseUrl })
    const integrity = (await db.execute('PRAGMA integrity_check')).rows.map((row) => String(Object.values(row)[0] as string))
    db.close()
    expect(integrity).toEqual(['ok'])
    const rows = await storedLeads(second.databaseUrl, loadRun)
    expectLeadsIntact(rows, answers)
    // The restarted server takes leads again.
    const after = await submitLeads({ run: `${loadRun}-after`, total: 20, concurrency: 4, targets: () => [second.url] })
    expect(countBy(after, (answer) => String(answer.status))).toEqual({ '201': 20 })
    // Every acknowledged lead's staff notification arrives after the restart: its job was stored before the 201, and
    // one the killed process was sending is taken over once stale. (SQLite runs without transactions, so a lead
    // stored in the instant before the kill, never acknowledged, may have no job: see docs/decisions/leads.md "Mail queue".)
    const acknowledgedMarkers = acknowledged.map((answer) => answer.marker)
    const mailMs = await within(120_000, () => {
      const mails = staffMailsByMarker(smtp.dir, 'staff@faults.local')
      return Promise.resolve(acknowledgedMarkers.every((marker) => mails.has(marker)))
    })
    const mails = staffMailsByMarker(smtp.dir, 'staff@faults.local')
    expect(acknowledgedMarkers.filter((marker) => !mails.has(marker))).toEqual([])
    report('SQLite kill -9 during 1,000 submissions', {
      ...loadFigures(answers, rows),
      integrityCheck: integrity.join(','),
      restartToHealthyMs: restartMs,
      staffMailsOfAcknowledgedLeads: acknowledgedMarkers.length,
      staffMailsTwice: acknowledgedMarkers.filter((marker) => (mails.get(marker) ?? 0) > 1).length,
      allStaffMailWithinMsOfRestart: mailMs,
    })
    await second.stop()
    await smtp.stop()
  })

  it('finishes the requests in flight on SIGTERM, stores every acknowledged lead and exits 0', async () => {
    const dir = makeTempDir('fault-sigterm')
    const instance = await start(dir, PORT + 1)
    const loadRun = `${run}-term`
    let signalledAt = 0
    const answers = await submitLeads({
      run: loadRun,
      total: 400,
      concurrency: 16,
      targets: () => [instance.url],
      onProgress: (done) => {
        if (done === 100 && !signalledAt) {
          signalledAt = Date.now()
          instance.child.kill('SIGTERM')
        }
      },
    })
    const exit = (await instance.exited) as { code: number | null; signal: string | null }
    const exitedAt = Date.now()
    expect(exit).toEqual({ code: 0, signal: null })
    const acknowledged = answers.filter((answer) => answer.status === 201)
    expect(acknowledged.length).toBeGreaterThanOrEqual(100)
    // Requests already in flight when the signal came were answered, not cut off.
    const inFlight = answers.filter((answer) => answer.startedAt < signalledAt && answer.endedAt >= signalledAt)
    expect(inFlight.length).toBeGreaterThan(0)
    expect(inFlight.every((answer) => answer.status === 201)).toBe(true)

    const restarted = await start(dir, PORT + 1)
    const rows = await storedLeads(restarted.databaseUrl, loadRun)
    expectLeadsIntact(rows, answers)
    report('SIGTERM during 400 submissions (SQLite)', {
      ...loadFigures(answers, rows),
      inFlightAtSignal: inFlight.length,
      signalToExitMs: exitedAt - signalledAt,
      exit: JSON.stringify(exit),
    })
  })

  it('starts and takes leads while Redis is unreachable (rate limits fall back to the instance)', async () => {
    const instance = await startTestServer({
      name: 'fault-no-redis',
      port: PORT + 2,
      dir: makeTempDir('fault-no-redis'),
      env: { TRUST_PROXY: '1', REDIS_URL: 'redis://127.0.0.1:6399' },
      standalone: true,
      timeoutMs: 120_000,
    })
    instances.push(instance)
    const answers = await submitLeads({ run: `${run}-noredis`, total: 10, concurrency: 2, targets: () => [instance.url] })
    expect(countBy(answers, (answer) => String(answer.status))).toEqual({ '201': 10 })
    expect((await fetch(`${instance.url}/api/health`)).status).toBe(200)
    // A SIGTERM does not wait for the missing Redis either.
    await instance.stop()
    expect(await instance.exited).toEqual({ code: 0, signal: null })
  })
})
