import { afterAll, beforeAll, inject } from 'vitest'

import { staffAuthHeader } from '../../scripts/lib/test-server.mjs'

export const baseUrl = () => inject('baseUrl')

export async function getJson<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${baseUrl()}${path}`)
  const body = (await response.json()) as T
  return { status: response.status, body, headers: response.headers }
}

let staffAuth: Record<string, string> | undefined

/** Logs in as the test server's first staff account through Payload's REST API (as the admin panel does). */
export async function staffHeaders(): Promise<Record<string, string>> {
  staffAuth ??= await staffAuthHeader(baseUrl())
  return { ...staffAuth, 'content-type': 'application/json' }
}

/** A staff edit through /cms-api, which runs the same hooks as an edit in /admin. */
export async function staffRequest<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: await staffHeaders(),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/** Polls until `check` passes or `timeoutMs` elapses; returns how long it took. */
export async function eventually(check: () => Promise<void>, timeoutMs = 1000): Promise<number> {
  const started = Date.now()
  let lastError: unknown
  while (Date.now() - started <= timeoutMs) {
    try {
      await check()
      return Date.now() - started
    } catch (error) {
      lastError = error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw lastError
}

/** Runs SQL straight against the test server's database, bypassing Payload and its hooks; answers the rows read. */
export async function rawSql(sql: string, params: (string | number)[] = []): Promise<Record<string, unknown>[]> {
  const databaseUrl = inject('databaseUrl')
  if (databaseUrl.startsWith('postgres')) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      let index = 0
      const { rows } = await client.query<Record<string, unknown>>(
        sql.replace(/\?/g, () => `$${++index}`),
        params,
      )
      return rows
    } finally {
      await client.end()
    }
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: databaseUrl })
  try {
    // The server writes in the background too (job claims, the mail worker): wait for its lock rather than fail.
    await client.execute('PRAGMA busy_timeout = 5000')
    const { rows, columns } = await client.execute({ sql, args: params })
    return rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])))
  } finally {
    client.close()
  }
}

export type StaffSession = {
  id: number
  name: string
  email: string
  /** A /cms-api call as this staff member: its status and JSON body (no throw on a refusal). */
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>
}

/** A second staff account (an editor) created by the test admin, logged in through Payload's REST API. */
export async function newEditor(label: string): Promise<StaffSession> {
  const suffix = Math.random().toString(36).slice(2, 8)
  const email = `${label}-${suffix}@staff.test`
  const password = 'granite-orchard-whistle'
  // Staff names are unique (docs/security.md, "Staff names and authors"), and suites share one server.
  const name = `Editor ${label} ${suffix}`
  const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/users', { email, password, name, role: 'editor' })
  const login = await fetch(`${baseUrl()}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await login.json()) as { token: string }
  return {
    id: doc.id,
    name,
    email,
    async call(method, path, body) {
      const response = await fetch(`${baseUrl()}/cms-api${path}`, {
        method,
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json().catch(() => ({}))) as never }
    },
  }
}

/**
 * Closes, after this file's tests, every role opened while they ran. Files run one at a time, so the roles with a
 * higher id than the newest one before the first test are this file's. Other files count the seeded open roles
 * (/jobs pages, the newest role on /careers), so none may be left open.
 */
export function closeRolesOpenedHere() {
  let before = 0
  beforeAll(async () => {
    const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', '/openings?sort=-id&limit=1&depth=0')
    before = docs[0]?.id ?? 0
  })
  afterAll(async () => {
    const { docs } = await staffRequest<{ docs: { id: number }[] }>(
      'GET',
      `/openings?where[id][greater_than]=${before}&where[status][equals]=open&limit=1000&depth=0`,
    )
    for (const { id } of docs) await staffRequest('PATCH', `/openings/${id}`, { status: 'closed' })
  })
}
