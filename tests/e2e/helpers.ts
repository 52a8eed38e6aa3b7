import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test, type APIRequestContext, type Locator } from './fixtures'

import { viewports } from './axe'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

/** Staff edits through Payload's REST API, exactly as the admin panel makes them. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `JWT ${token}` }
  return {
    patch: (path: string, data: unknown) => request.patch(`/cms-api${path}`, { data, headers }),
    get: (path: string) => request.get(`/cms-api${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/cms-api${path}`, { data, headers }),
    delete: (path: string) => request.delete(`/cms-api${path}`, { headers }),
  }
}

export const fakeMember = { id: '1', email: 'asha@example.in', name: 'Asha' }

let visitors = 0
/**
 * A visitor address of its own (the e2e server trusts X-Forwarded-For), for a test that stands for many visitors
 * (leads, member sign-ups), so the per-address limits count them apart as production would.
 */
export function visitor() {
  const n = visitors++
  return { 'x-forwarded-for': `100.64.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` }
}

/** Two leads carrying `tag`: a contact message from Asha, then a support request from the chat; the message's id. */
export async function leadsTagged(request: APIRequestContext, tag: string): Promise<number> {
  const contact = await request.post('/api/contact', {
    headers: visitor(),
    data: {
      fullName: `Asha ${tag}`,
      emailAddress: `asha-${tag}@${tag}.example.in`,
      inquiryType: 'Business Inquiry',
      message: 'We need two testers.',
    },
  })
  expect(contact.status(), await contact.text()).toBe(201)
  const support = await request.post('/api/assistant/support', {
    headers: visitor(),
    data: { email: `care-${tag}@${tag}.example.in`, conversation: [{ from: 'visitor', text: 'Please call me.' }], page: '/services' },
  })
  expect(support.status(), await support.text()).toBe(201)
  return Number(((await contact.json()) as { id: number | string }).id)
}

/** A 390 px touch phone, for tests that open their own browser context. */
export const touchPhone = { viewport: viewports.phone, hasTouch: true, isMobile: true } as const

/** A short random tag that keeps one run's records apart from another's. */
export const uid = () => Math.random().toString(36).slice(2, 10)

/** True once the element's box lies inside the window (retried, so a smooth scroll can finish). */
export const inView = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 0.9 })

/**
 * Runs one statement straight on the e2e server's SQLite database and answers its rows. The server writes in the
 * background too (the mail worker, job claims, the resume reader), so the statement waits up to 10 s for its lock
 * instead of failing with "database is locked".
 */
export async function e2eSql(statement: string, args: (string | number)[] = []) {
  const { databaseUrl } = JSON.parse(fs.readFileSync(path.resolve('.tmp/e2e-server.json'), 'utf8')) as { databaseUrl: string }
  const client = createClient({ url: databaseUrl })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    return (await client.execute({ sql: statement, args })).rows
  } finally {
    client.close()
  }
}

/**
 * The list to push the ids of roles a spec file publishes to; they are closed after the file's tests, because other
 * specs count the seeded open roles (/jobs, /careers).
 */
export function rolesClosedAfterAll(): number[] {
  const roles: number[] = []
  test.afterAll(async ({ request }) => {
    const staff = await staffApi(request)
    for (const id of roles) await staff.patch(`/openings/${id}`, { status: 'closed' })
  })
  return roles
}
