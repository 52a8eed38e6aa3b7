// Shared pieces of the fault tests: production instances, a lead load generator that remembers every answer,
// and direct database access to compare what was acknowledged with what was stored.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { expect } from 'vitest'

import { makeTempDir, resetPostgres, staffAuthHeader, startTestServer } from '../../scripts/lib/test-server.mjs'

export { makeTempDir, staffAuthHeader as staffAuth, startTestServer }

export type Instance = Awaited<ReturnType<typeof startTestServer>>

export const PG_ADMIN_URL = process.env.FAULTS_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.FAULTS_REDIS_URL || 'redis://127.0.0.1:6379'

/** Stops the instances, then deletes their copies of the build (~150 MB each); logs and databases stay for a look. */
export async function stopAndClean(instances: Instance[]) {
  await Promise.all(instances.map((instance) => instance.stop()))
  for (const dir of new Set(instances.map((instance) => instance.dir))) fs.rmSync(path.join(dir, 'app'), { recursive: true, force: true })
}

/** A PostgreSQL database of this name, created when missing and emptied, for one test file. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
  await resetPostgres(url)
  return url
}

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A client address no other run uses, so per-address rate limits (shared through Redis) start from zero. */
export const uniqueIp = () => `10.${[...randomBytes(3)].join('.')}`

/** One request's outcome; `bodyCut` = the status line arrived but the connection died before the whole body. */
export type LeadAnswer = {
  index: number
  target: string
  status: number | 'network-error'
  id?: string
  bodyCut?: boolean
  marker: string
  startedAt: number
  endedAt: number
}

export const contactBody = (marker: string, index: number) => ({
  fullName: `Fault Test ${index}`,
  emailAddress: `fault${index}@test.local`,
  inquiryType: 'General',
  message: `Fault test lead ${marker}`,
})

/** A stored contact lead as the fault tests compare it, read the same way from PostgreSQL or SQLite. */
export type StoredLead = { id: string; full_name: string; email_address: string; inquiry_type: string; message: string; status: string }
export const STORED_LEAD_COLUMNS = 'id, full_name, email_address, inquiry_type, message, status'
export const storedLead = (row: Record<string, unknown>): StoredLead => ({
  id: String(row.id),
  full_name: String(row.full_name),
  email_address: String(row.email_address),
  inquiry_type: String(row.inquiry_type),
  message: String(row.message),
  status: String(row.status),
})

/**
 * Every 201 is a stored row with exactly what was sent, and no stored row is half-written. Rows are matched by their
 * unique message, not only by id: a kill can cut an answer after its 201 status line, before the body with the id.
 */
export function expectLeadsIntact(rows: StoredLead[], answers: LeadAnswer[]) {
  const byMessage = new Map(rows.map((row) => [row.message, row]))
  for (const answer of answers.filter((candidate) => candidate.status === 201)) {
    const sent = contactBody(answer.marker, answer.index)
    const row = byMessage.get(sent.message)
    expect(row, `lead ${answer.marker} answered 201 but not stored`).toEqual({
      id: answer.id ?? row?.id,
      full_name: sent.fullName,
      email_address: sent.emailAddress,
      inquiry_type: sent.inquiryType,
      message: sent.message,
      status: 'new',
    })
  }
  // Rows stored without an answer (the instance died in between) must be just as complete.
  for (const row of rows) {
    const index = Number(row.message.split('-').pop())
    expect({ ...row, id: undefined, status: undefined }).toEqual({
      id: undefined,
      status: undefined,
      full_name: `Fault Test ${index}`,
      email_address: `fault${index}@test.local`,
      inquiry_type: 'General',
      message: row.message,
    })
  }
  expect(byMessage.size).toBe(rows.length)
}

/** The figures every load test reports. */
export function loadFigures(answers: LeadAnswer[], rows: StoredLead[]) {
  const acknowledged = answers.filter((answer) => answer.status === 201)
  return {
    requests: answers.length,
    acknowledged: acknowledged.length,
    stored: rows.length,
    storedWithoutAnswer: rows.length - acknowledged.length,
    answersByStatus: countBy(answers, (answer) => String(answer.status)),
    answered201ButBodyCut: acknowledged.filter((answer) => answer.bodyCut).length,
  }
}

/**
 * Posts `total` contact leads with `concurrency` requests in flight, spread round-robin over `targets`, each from
 * its own client address. Every answer (or network failure) is recorded; `onProgress` sees the count of answers.
 */
export async function submitLeads(options: {
  targets: () => string[]
  total: number
  concurrency: number
  run: string
  onProgress?: (done: number) => void
  timeoutMs?: number
}): Promise<LeadAnswer[]> {
  const answers: LeadAnswer[] = []
  let next = 0
  const worker = async () => {
    while (next < options.total) {
      const index = next++
      const targets = options.targets()
      const target = targets[index % targets.length]
      const marker = `${options.run}-${index}`
      const startedAt = Date.now()
      let answer: LeadAnswer
      try {
        const response = await fetch(`${target}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
          body: JSON.stringify(contactBody(marker, index)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        })
        const body = (await response.json().catch(() => null)) as { id?: string | number } | null
        const id = body?.id === undefined ? undefined : String(body.id)
        answer = { index, target, status: response.status, id, bodyCut: body === null, marker, startedAt, endedAt: Date.now() }
      } catch {
        answer = { index, target, status: 'network-error', marker, startedAt, endedAt: Date.now() }
      }
      answers.push(answer)
      options.onProgress?.(answers.length)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  return answers.sort((a, b) => a.index - b.index)
}

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1
  return counts
}

/** Polls `check` every 50 ms until it returns true; resolves with the milliseconds it took, rejects past `timeoutMs`. */
export async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`condition not met within ${timeoutMs} ms`)
}

/** The machine's PostgreSQL cluster (Debian's pg_ctlcluster), for the restart test. */
export function postgresCluster(action: 'stop' | 'start' | 'restart') {
  const version = execFileSync('ls', ['/etc/postgresql']).toString().trim().split('\n')[0]
  try {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action], { stdio: 'pipe' })
  } catch (error) {
    // Starting a running cluster (or stopping a stopped one) is not a failure of the test.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    const output = `${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`
    if (!/already running|is not running/.test(output)) throw new Error(`pg_ctlcluster ${action} failed: ${output}`)
  }
}

/**
 * The staff notifications an SMTP sink folder holds, counted per lead marker (`Fault test lead <marker>` is in each
 * notification's text). Read from the raw files: thousands of them, and only the marker matters.
 */
export function staffMailsByMarker(mailDir: string, staffAddress: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const name of fs.readdirSync(mailDir).filter((file) => file.endsWith('.eml'))) {
    // Quoted-printable bodies break long lines with a trailing `=`: join them before looking for the marker.
    const raw = fs.readFileSync(path.join(mailDir, name), 'utf8').replace(/=\r?\n/g, '')
    if (!new RegExp(`^To: .*${staffAddress}`, 'im').test(raw)) continue
    for (const marker of new Set([...raw.matchAll(/Fault test lead ([a-z0-9]+(?:-[a-z0-9]+)*-\d+)/g)].map((match) => match[1]))) {
      counts.set(marker, (counts.get(marker) ?? 0) + 1)
    }
  }
  return counts
}

/** Figures for the issue note, printed as one block per test so they stand out in CI logs. */
export function report(title: string, figures: Record<string, unknown>) {
  console.log(
    `\n[faults] ${title}\n${Object.entries(figures)
      .map(([key, value]) => `  ${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join('\n')}`,
  )
}
