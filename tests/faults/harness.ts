// Shared pieces of the fault tests: production instances, a lead load generator that remembers every answer,
// and direct database access to compare what was acknowledged with what was stored.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { makeTempDir, resetPostgres, startTestServer, TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

export { makeTempDir, resetPostgres, startTestServer, TEST_ADMIN }

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

/** Logs in as the test server's staff account through Payload's REST API; returns the Authorization header. */
export async function staffAuth(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (!response.ok) throw new Error(`staff login failed: ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `JWT ${token}` }
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
    const output = `${(error as { stdout?: Buffer }).stdout ?? ''}${(error as { stderr?: Buffer }).stderr ?? ''}`
    if (!/already running|is not running/.test(output)) throw new Error(`pg_ctlcluster ${action} failed: ${output}`)
  }
}

/** Figures for the issue note, printed as one block per test so they stand out in CI logs. */
export function report(title: string, figures: Record<string, unknown>) {
  console.log(
    `\n[faults] ${title}\n${Object.entries(figures)
      .map(([key, value]) => `  ${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
      .join('\n')}`,
  )
}
