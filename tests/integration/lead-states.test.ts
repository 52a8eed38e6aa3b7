// States that mean something (docs/decisions/lead-desk.md, "Status and stage") against the real server and database
// (SQLite, and PostgreSQL with TEST_DB=postgres): a candidate's status follows the pipeline stage, so rejected,
// withdrawn and placed applications leave the open leads; a subscriber never waits for a first reply; a reply moves a
// new lead to In progress; and the migration gives stored applications the status of their stage.
import { describe, expect, inject, it } from 'vitest'

import { statusFromStageStatement } from '@/migrations/leadSearch'

import { talentApplication } from '../fixtures/resumes'

import { freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, postJson } from './leads-helpers'
import { waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
const postgres = () => inject('databaseUrl').startsWith('postgres')

/** The inbox's rows at `query`, each row's cells joined by `|`. */
async function inboxRows(query: string): Promise<string[]> {
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}/admin/inbox${query}`, { headers: { authorization } })
  expect(response.status).toBe(200)
  const html = await response.text()
  return [...html.matchAll(/<tr[^>]*data-testid="inbox-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((match) =>
    match[1]
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '|')
      .replace(/\|+/g, '|'),
  )
}

/** A talent application by a new member, named `firstName` `lastName`. */
async function application(firstName: string, lastName: string): Promise<number> {
  const email = freshEmail('states')
  const member = await signUp(freshIp(37), email)
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': freshIp(37) },
    body: talentApplication(email, { fields: { firstName, lastName } }),
  })
  expect(applied.status, await applied.clone().text()).toBe(201)
  const [doc] = await findLeads('talent-applications', byField('email', email))
  await waitForMail(email, { count: 2 })
  return doc.id
}

const moveTo = (id: number, stage: string) =>
  staffRequest<{ doc: { status: string; stage: string } }>('PATCH', `/talent-applications/${id}?depth=0`, { stage, notifyCandidate: false })

/** The placement record a move to Placed needs, with a client of its own. */
async function placementOf(application: number) {
  const { candidate } = await staffRequest<{ candidate: number }>('GET', `/talent-applications/${application}?depth=0`)
  const client = await staffRequest<{ doc: { id: number } }>('POST', '/client-companies?depth=0', { name: `States Co ${uid()}` })
  await staffRequest('POST', '/placements?depth=0', {
    candidate,
    application,
    client: client.doc.id,
    joiningDate: new Date().toISOString(),
  })
}

/** rawSql, tried again while the server holds SQLite's write lock (its mail queue writes after each application). */
async function sqlNow(statement: string, params: (string | number)[] = []) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await rawSql(statement, params)
    } catch (error) {
      if (attempt >= 20 || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

const thirtyHoursAgo = () => new Date(Date.now() - 30 * 3600_000).toISOString()

describe('a lead’s status', () => {
  it('of a candidate follows the stage: rejected, withdrawn and placed applications are not open nor waiting', async () => {
    const tag = uid()
    const lastName = `Deshpande${tag}`
    const ids: Record<string, number> = {}
    for (const first of ['Applied', 'Screening', 'Rejected', 'Withdrawn', 'Placed']) ids[first] = await application(first, lastName)
    expect((await moveTo(ids.Screening, 'screening')).doc.status).toBe('in-progress')
    expect((await moveTo(ids.Rejected, 'rejected')).doc.status).toBe('closed')
    expect((await moveTo(ids.Withdrawn, 'withdrawn')).doc.status).toBe('closed')
    await moveTo(ids.Placed, 'offer')
    // A move to Placed needs its placement record (docs/decisions/clients.md, "Placed needs its placement").
    await placementOf(ids.Placed)
    expect((await moveTo(ids.Placed, 'placed')).doc.status).toBe('won-placed')
    // The timeline records the status the move gave.
    const { docs } = await staffRequest<{ docs: { type: string; text: string }[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=talent-applications&where[leadId][equals]=${ids.Rejected}&limit=20`,
    )
    expect(docs.filter((entry) => entry.type === 'status').map((entry) => entry.text)).toEqual(['Status: New → Closed'])

    for (const id of Object.values(ids)) await sqlNow('UPDATE talent_applications SET created_at = ? WHERE id = ?', [thirtyHoursAgo(), id])
    const all = await inboxRows(`?q=${lastName}`)
    expect(all.map((row) => row.split('|')[1])).toEqual(
      expect.arrayContaining(['Applied ' + lastName, 'Screening ' + lastName, 'Rejected ' + lastName]),
    )
    const rowOf = (first: string) => all.find((row) => row.includes(`|${first} ${lastName}|`)) ?? ''
    expect(rowOf('Applied')).toContain('|New · Applied|')
    expect(rowOf('Screening')).toContain('|In progress · Screening|')
    expect(rowOf('Rejected')).toContain('|Closed · Rejected|')
    expect(rowOf('Rejected')).toContain('|No reply needed|')
    expect(rowOf('Withdrawn')).toContain('|Closed · Withdrawn|')
    expect(rowOf('Placed')).toContain('|Won / placed · Placed|')

    const names = (rows: string[]) => rows.map((row) => row.split('|')[1]).sort()
    expect(names(await inboxRows(`?q=${lastName}&status=open`))).toEqual([`Applied ${lastName}`, `Screening ${lastName}`])
    expect(names(await inboxRows(`?q=${lastName}&waiting=1`))).toEqual([`Applied ${lastName}`, `Screening ${lastName}`])
  })

  it('of a newsletter subscriber never waits for a first reply', async () => {
    const tag = uid()
    const email = `reader-${tag}@${tag}.example.in`
    expect((await postJson('/api/subscriptions', { email, consent: true, sourcePage: '/about' })).status).toBe(202)
    await sqlNow('UPDATE subscribers SET created_at = ? WHERE email = ?', [thirtyHoursAgo(), email])
    const rows = await inboxRows(`?q=${encodeURIComponent(email)}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('|Newsletter subscriber|')
    expect(rows[0]).toContain('|New|Unassigned|')
    expect(rows[0]).toContain('|No reply needed|')
    expect(await inboxRows(`?q=${encodeURIComponent(email)}&waiting=1`)).toEqual([])
  })

  it('moves from New to In progress with the first reply sent, on the timeline', async () => {
    const tag = uid()
    const created = await postJson('/api/contact', {
      fullName: `Meera ${tag}`,
      emailAddress: `meera-${tag}@${tag}.example.in`,
      inquiryType: 'Business Inquiry',
      message: 'Please call me.',
    })
    expect(created.status).toBe(201)
    const leadId = Number(created.body.id)
    const headers = { ...(await staffHeaders()), origin: baseUrl() }
    for (const subject of ['Your enquiry', 'Again']) {
      const sent = await fetch(`${baseUrl()}/cms-api/lead-activity/reply`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ leadCollection: 'contact-messages', leadId, subject, text: 'We will call you tomorrow.' }),
      })
      expect(sent.status).toBe(201)
    }
    expect((await staffRequest<{ status: string }>('GET', `/contact-messages/${leadId}`)).status).toBe('in-progress')
    const { docs } = await staffRequest<{ docs: { type: string; text: string }[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=contact-messages&where[leadId][equals]=${leadId}&limit=20`,
    )
    expect(docs.filter((entry) => entry.type === 'status').map((entry) => entry.text)).toEqual(['Status: New → In progress'])
    expect(docs.filter((entry) => entry.type === 'reply')).toHaveLength(2)
  })

  it('of applications stored before the rule: the migration gives each the status of its stage', async () => {
    const id = await application('Stored', `Pawar${uid()}`)
    const expected = {
      applied: 'new',
      screening: 'in-progress',
      interview: 'in-progress',
      offer: 'in-progress',
      placed: 'won-placed',
      rejected: 'closed',
      withdrawn: 'closed',
    }
    for (const [stage, status] of Object.entries(expected)) {
      // The old state: the stage moved, the status never did.
      await sqlNow('UPDATE talent_applications SET stage = ?, status = ? WHERE id = ?', [stage, 'new', id])
      await sqlNow(`${statusFromStageStatement(postgres())} AND id = ?`, [id])
      const [row] = await sqlNow('SELECT status FROM talent_applications WHERE id = ?', [id])
      expect(row.status, stage).toBe(status)
    }
  })
})
