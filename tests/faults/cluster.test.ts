// Two production instances (each its own copy of the standalone build and its own upload folders) on one
// PostgreSQL database and one Redis, as behind a load balancer. The tests run in order and share the instances:
// start-up race, content propagation, shared rate limit, shared leads, each queued mail sent once, then kill -9
// under load (every stored lead's mail still arrives) and a PostgreSQL restart under traffic.
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'

import {
  contactBody,
  countBy,
  expectLeadsIntact,
  loadFigures,
  freshDatabase,
  makeTempDir,
  postgresCluster,
  REDIS_URL,
  report,
  sql,
  staffAuth,
  staffMailsByMarker,
  startTestServer,
  stopAndClean,
  STORED_LEAD_COLUMNS,
  storedLead,
  submitLeads,
  uniqueIp,
  within,
  type Instance,
} from './harness'

const PORT_A = Number(process.env.FAULTS_PORT_A || 3411)
const PORT_B = Number(process.env.FAULTS_PORT_B || 3412)
const run = `r${Date.now().toString(36)}`

const STAFF = 'staff@faults.local'

let databaseUrl: string
let a: Instance
let b: Instance
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
const started: Instance[] = []

function instanceEnv() {
  return {
    REDIS_URL,
    TRUST_PROXY: '1',
    PAYLOAD_SECRET: 'faults-shared-secret-0123456789abcdefghijklmnopqrstuv',
    SHUTDOWN_GRACE_MS: '5000',
    // Both instances mail through one loopback SMTP sink; a job a killed instance left half-done is taken over after 10 s.
    SMTP_URL: smtp.url,
    STAFF_NOTIFY_EMAIL: STAFF,
    MAIL_JOB_STALE_SECONDS: '10',
  }
}

/** The stored leads of a run (by message marker) whose staff notification has not arrived, and those that came twice. */
async function staffMailCheck(marker: string) {
  const rows = await sql<{ message: string }>(databaseUrl, 'SELECT message FROM contact_messages WHERE message LIKE $1', [
    `Fault test lead ${marker}-%`,
  ])
  const mails = staffMailsByMarker(smtp.dir, STAFF)
  const markers = rows.map((row) => row.message.replace('Fault test lead ', ''))
  return {
    stored: markers.length,
    missing: markers.filter((key) => !mails.get(key)),
    twice: markers.filter((key) => (mails.get(key) ?? 0) > 1),
  }
}

const jobsLeft = async () =>
  Number((await sql<{ n: string }>(databaseUrl, "SELECT count(*) AS n FROM payload_jobs WHERE queue = 'mail'"))[0].n)

beforeAll(async () => {
  databaseUrl = await freshDatabase('faults_cluster')
  smtp = await startSmtpSink({ dir: path.join(makeTempDir('fault-mail'), 'mail') })
  // Both start at the same moment on an empty database: one migrates and seeds, the other waits for it.
  const env = instanceEnv()
  ;[a, b] = await Promise.all([
    startTestServer({ name: 'fault-a', port: PORT_A, databaseUrl, dir: makeTempDir('fault-a'), env, standalone: true }),
    startTestServer({ name: 'fault-b', port: PORT_B, databaseUrl, dir: makeTempDir('fault-b'), env, standalone: true }),
  ])
  started.push(a, b)
})

afterAll(async () => {
  await stopAndClean(started)
  await smtp?.stop()
})

describe('two instances on PostgreSQL and Redis', () => {
  it('apply the migrations and the seed exactly once when they start together', async () => {
    const migrations = await sql<{ name: string; count: string }>(
      databaseUrl,
      "SELECT name, count(*)::text AS count FROM payload_migrations WHERE name <> 'dev' GROUP BY name ORDER BY name",
    )
    expect(migrations.length).toBeGreaterThanOrEqual(2)
    expect(migrations.every((row) => row.count === '1')).toBe(true)
    const [{ count: categories }] = await sql<{ count: string }>(databaseUrl, 'SELECT count(*)::text AS count FROM categories')
    const [{ count: staff }] = await sql<{ count: string }>(databaseUrl, 'SELECT count(*)::text AS count FROM users')
    expect(categories).toBe('4')
    expect(staff).toBe('1')
    report('concurrent start', { migrations: migrations.map((row) => row.name), categories, staffAccounts: staff })
  })

  it('serve an edit made through A from B within 2 seconds (API and page)', async () => {
    const list = (await (await fetch(`${b.url}/api/categories`)).json()) as Array<{ _id: string; name: string; slug: string }>
    const category = list[0]
    // Warm B's caches: the API answer (server.mjs) and the page (Next.js).
    await fetch(`${b.url}/api/categories`)
    const pageBefore = await (await fetch(`${b.url}/category/${category.slug}`)).text()
    expect(pageBefore).toContain(category.name)

    const version = async (url: string) => ((await (await fetch(`${url}/api/content/version`)).json()) as { version: number }).version
    const versionBefore = await version(b.url)

    const renamed = `${category.name} ${run}`
    const edit = await fetch(`${a.url}/cms-api/categories/${category._id}`, {
      method: 'PATCH',
      headers: { ...(await staffAuth(a.url)), 'content-type': 'application/json' },
      body: JSON.stringify({ name: renamed }),
    })
    expect(edit.status).toBe(200)
    const apiMs = await within(2000, async () => {
      const names = ((await (await fetch(`${b.url}/api/categories`)).json()) as Array<{ name: string }>).map((item) => item.name)
      return names.includes(renamed)
    })
    const pageMs = await within(2000, async () => (await (await fetch(`${b.url}/category/${category.slug}`)).text()).includes(renamed))
    // Open tabs served by B learn of the edit too (components/layout/ContentFreshness): B's content version moved on,
    // at least to A's.
    const versionMs = await within(
      2000,
      async () => (await version(b.url)) > versionBefore && (await version(b.url)) >= (await version(a.url)),
    )
    report('edit propagation A → B', { apiMs, pageMs, versionMs })
  })

  it('count a rate limit across both instances', async () => {
    const ip = uniqueIp()
    const post = (target: Instance, index: number) =>
      fetch(`${target.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(contactBody(`${run}-limit`, index)),
      })
    const statuses: number[] = []
    // The contact form allows 10 per address and minute: 5 through A and 5 through B use it up.
    for (let index = 0; index < 10; index++) statuses.push((await post(index % 2 ? b : a, index)).status)
    expect(statuses).toEqual(Array(10).fill(201))
    const eleventh = await post(b, 10)
    const twelfth = await post(a, 11)
    expect(eleventh.status).toBe(429)
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(twelfth.status).toBe(429)
  })

  it('show a lead posted to A through B', async () => {
    const response = await fetch(`${a.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      body: JSON.stringify(contactBody(`${run}-shared`, 1)),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const seen = await fetch(`${b.url}/cms-api/contact-messages/${id}`, { headers: await staffAuth(b.url) })
    expect(seen.status).toBe(200)
    expect(((await seen.json()) as { message: string }).message).toBe(`Fault test lead ${run}-shared`)
  })

  it('send each queued mail exactly once while both instances take leads', async () => {
    const mailRun = `${run}-once`
    const answers = await submitLeads({ run: mailRun, total: 300, concurrency: 20, targets: () => [a.url, b.url] })
    expect(countBy(answers, (answer) => String(answer.status))).toEqual({ '201': 300 })
    // Both workers poll the same table and are woken by their own leads; each job must be claimed by one of them.
    const tookMs = await within(60_000, async () => (await staffMailCheck(mailRun)).missing.length === 0 && (await jobsLeft()) === 0)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const check = await staffMailCheck(mailRun)
    expect(check).toEqual({ stored: 300, missing: [], twice: [] })
    report('mail queue with two instances', { leads: 300, staffMailsEachOnce: check.stored, allSentWithinMs: tookMs })
  })

  it('lose no acknowledged lead when A is killed (kill -9) during 2,000 concurrent submissions', async () => {
    const loadRun = `${run}-kill`
    let killedAt = 0
    const answers = await submitLeads({
      run: loadRun,
      total: 2000,
      concurrency: 50,
      targets: () => [a.url, b.url],
      onProgress: (done) => {
        if (done === 600 && !killedAt) {
          killedAt = Date.now()
          a.child.kill('SIGKILL')
        }
      },
    })
    expect(killedAt).toBeGreaterThan(0)
    const acknowledged = answers.filter((answer) => answer.status === 201)
    const rows = (
      await sql(databaseUrl, `SELECT ${STORED_LEAD_COLUMNS} FROM contact_messages WHERE message LIKE $1`, [`Fault test lead ${loadRun}-%`])
    ).map(storedLead)
    expectLeadsIntact(rows, answers)
    // B kept serving: every request sent to B was answered 201.
    const toB = answers.filter((answer) => answer.target === b.url)
    expect(countBy(toB, (answer) => String(answer.status))).toEqual({ '201': toB.length })
    const afterKill = answers.filter((answer) => answer.startedAt > killedAt)
    report('kill -9 of A during 2,000 submissions', {
      ...loadFigures(answers, rows),
      answersAfterKill: countBy(afterKill, (answer) => `${answer.target === a.url ? 'A' : 'B'} ${answer.status}`),
    })
    expect(acknowledged.length).toBeGreaterThan(1000)

    // A restarts; every stored lead (so every acknowledged one) gets its staff notification: the jobs A had queued
    // are committed with their leads, and those A was sending when it died are taken over once they go stale.
    const restarted = Date.now()
    a = await startTestServer({ name: 'fault-a', port: PORT_A, databaseUrl, dir: a.dir, env: instanceEnv(), standalone: true })
    started.push(a)
    const mailMs = await within(180_000, async () => (await staffMailCheck(loadRun)).missing.length === 0 && (await jobsLeft()) === 0)
    const mail = await staffMailCheck(loadRun)
    expect(mail.missing).toEqual([])
    expect(mail.stored).toBe(rows.length)
    report('mail after kill -9 of A', {
      storedLeads: mail.stored,
      staffMailsMissing: mail.missing.length,
      // A mail A had handed to the SMTP server but not yet marked sent when it died goes out again (at least once).
      staffMailsTwice: mail.twice.length,
      allMailSentMsAfterRestartBegan: Date.now() - restarted,
      waitedMs: mailMs,
    })
  })

  it('answer 503 while PostgreSQL restarts and serve again within 5 seconds of its return', async () => {
    type Sample = { at: number; kind: 'lead' | 'health'; status: number | 'network-error' | 'timeout' }
    const samples: Sample[] = []
    let sending = true
    const probe = async (kind: Sample['kind']) => {
      const at = Date.now()
      try {
        const response =
          kind === 'lead'
            ? await fetch(`${b.url}/api/contact`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
                body: JSON.stringify(contactBody(`${run}-pg`, samples.length)),
                signal: AbortSignal.timeout(10_000),
              })
            : await fetch(`${b.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
        samples.push({ at, kind, status: response.status })
      } catch (error) {
        samples.push({ at, kind, status: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network-error' })
      }
    }
    const traffic = (async () => {
      while (sending) {
        await Promise.all([probe('lead'), probe('health')])
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const stoppedAt = Date.now()
      postgresCluster('stop')
      await new Promise((resolve) => setTimeout(resolve, 3000))
      postgresCluster('start')
      const backAt = Date.now()
      const recoveryMs = await within(15_000, () =>
        Promise.resolve(samples.some((sample) => sample.at >= backAt && sample.kind === 'lead' && sample.status === 201)),
      )
      await new Promise((resolve) => setTimeout(resolve, 1000))
      sending = false
      await traffic
      const during = samples.filter((sample) => sample.at >= stoppedAt && sample.at < backAt)
      const leadStatuses = countBy(
        samples.filter((sample) => sample.kind === 'lead'),
        (sample) => String(sample.status),
      )
      report('PostgreSQL restart under traffic (instance B)', {
        probes: samples.length,
        downMs: backAt - stoppedAt,
        leadAnswers: leadStatuses,
        healthAnswers: countBy(
          samples.filter((sample) => sample.kind === 'health'),
          (sample) => String(sample.status),
        ),
        recoveryMsAfterPostgresReturned: recoveryMs,
      })
      // Clean failures only: 201 or 503, never a hang, a 500 or a dropped connection; and the process lives on.
      expect(Object.keys(leadStatuses).sort()).toEqual(['201', '503'])
      expect(during.filter((sample) => sample.kind === 'health').every((sample) => sample.status === 503 || sample.status === 200)).toBe(
        true,
      )
      expect(during.some((sample) => sample.status === 503)).toBe(true)
      expect(recoveryMs).toBeLessThanOrEqual(5000)
      expect(b.child.exitCode).toBeNull()
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200)
    } finally {
      sending = false
      await traffic
      postgresCluster('start')
    }
  })
})
