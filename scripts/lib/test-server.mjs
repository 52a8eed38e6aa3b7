// Starts the production build (.next/standalone/server.mjs, as `npm start` does) on its own port, database and upload folder, for tests and benchmarks.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { NODE_MEMORY_ENV, NODE_MEMORY_FLAGS } from '../../server/memoryFlags.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-Test-Password-2026' }

/** Logs in as TEST_ADMIN through Payload's REST API (as the admin panel does); the Authorization header for staff calls. */
export async function staffAuthHeader(baseUrl) {
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`)
  const { token } = await response.json()
  return { authorization: `JWT ${token}` }
}

export function makeTempDir(name) {
  const base = path.join(root, '.tmp')
  fs.mkdirSync(base, { recursive: true })
  return fs.mkdtempSync(path.join(base, `${name}-`))
}

/** Empties a PostgreSQL database (creating it when missing) so the run starts from the migrations, like a fresh deployment. */
export async function resetPostgres(databaseUrl) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    // 3D000: the database does not exist yet (a benchmark's own database on a fresh machine): create it.
    if (error?.code !== '3D000') throw error
    const name = new URL(databaseUrl).pathname.slice(1)
    const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`)
    } finally {
      await admin.end()
    }
    return
  }
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  } finally {
    await client.end()
  }
}

async function waitForHealth(url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : ''
  child.kill('SIGKILL')
  throw new Error(`Server at ${url} did not become healthy in ${timeoutMs} ms.\n--- last log lines ---\n${log}`)
}

/**
 * A private copy of the standalone build (what a deployment ships), so instances share nothing on disk but what
 * the test gives them; made once per folder.
 */
function standaloneCopy(workDir) {
  const source = path.join(root, '.next', 'standalone')
  if (!fs.existsSync(path.join(source, 'server.mjs'))) throw new Error('No standalone build found: run `npm run build` first.')
  const target = path.join(workDir, 'app')
  // verbatimSymlinks: Turbopack links .next/node_modules/<package>-<hash> relatively into node_modules; keep them relative.
  if (!fs.existsSync(target)) fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true })
  return target
}

/**
 * @param {{ name: string, port: number, databaseUrl?: string, dir?: string, env?: Record<string, string>, timeoutMs?: number, standalone?: boolean, waitForHealth?: boolean, nodeFlags?: string[] }} options
 */
export async function startTestServer({
  name,
  port,
  databaseUrl,
  dir,
  env = {},
  timeoutMs = 420_000,
  standalone = false,
  waitForHealth: wait = true,
  nodeFlags = [],
}) {
  if (!fs.existsSync(path.join(root, '.next', 'standalone', 'server.mjs'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does it for you).')
  }
  const workDir = dir ?? makeTempDir(name)
  // The standalone server is what production runs (`npm start`); `standalone: true` gives this instance its own copy.
  const appDir = standalone ? standaloneCopy(workDir) : path.join(root, '.next', 'standalone')
  const dbUrl = databaseUrl ?? `file:${path.join(workDir, 'site.db')}`
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(workDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  // With the heap bounds and malloc arenas `npm start` uses (server/memoryFlags.mjs). TEST_SERVER_NODE_FLAGS adds Node flags that
  // NODE_OPTIONS refuses, to look into a benchmark (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const extraFlags = [...nodeFlags, ...(process.env.TEST_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)]
  const child = spawn(process.execPath, [...NODE_MEMORY_FLAGS, ...extraFlags, path.join(appDir, 'server.mjs')], {
    cwd: standalone ? appDir : root,
    env: {
      ...NODE_MEMORY_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? `test-${randomBytes(24).toString('hex')}`,
      SITE_URL: url,
      UPLOAD_DIR: path.join(workDir, 'media'),
      PRIVATE_UPLOAD_DIR: path.join(workDir, 'private'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      // The daily follow-up e-mail only when a test asks for it (POST /cms-api/lead-activity/follow-up-digest), so no
      // test sees an extra mail because of the hour it runs at.
      FOLLOW_UP_DIGEST_HOUR: 'off',
      // Job alerts too: only when a test asks (POST /cms-api/job-alerts/send).
      JOB_ALERTS_HOUR: 'off',
      ...env,
    },
    stdio: ['ignore', log, log],
  })
  if (wait) await waitForHealth(url, child, logFile, timeoutMs)

  const stop = (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined)
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
      child.kill(signal)
    })

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return { name, url, port, databaseUrl: dbUrl, dir: workDir, appDir, logFile, child, stop, exited }
}
