// Clients in the loop, the agency's side (docs/decisions/clients.md): a team-up request converted into a
// client company with its contact in one action, a requirement published as an open role (a confidential client's
// name reaches no public page or API), and the access table of every new collection and endpoint.
import { describe, expect, it } from 'vitest'

import type { TeamUpCategory } from '@/features/content/types'

import { freshEmail } from './accounts-helpers'
import { baseUrl, closeRolesOpenedHere, getJson, newEditor, rawSql, staffHeaders, staffRequest, type StaffSession } from './helpers'
import { memberCookie, postJson } from './leads-helpers'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)

type Company = {
  id: number
  name: string
  status: string
  owner: number | null
  convertedFrom: number | null
  notes: string | null
  contacts: { name: string; email: string; phone: string | null; role: string | null }[]
}
type Requirement = { id: number; title: string; status: string; opening: number | null; contacts: string[] }
type Answer = { status: number; body: Record<string, unknown> & { errors?: { message: string }[] } }

/** A staff POST to one of the client side's endpoints: its status and body, refusals included. */
async function post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method: 'POST',
    headers: headers ?? (await staffHeaders()),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] }
}
const message = (answer: Answer) => answer.body.errors?.[0]?.message

/** A team-up request sent through the public form, as a business would. */
async function teamUpRequest(companyName: string) {
  const { body: categories } = await getJson<TeamUpCategory[]>('/api/teamup/categories')
  const category = categories.find((entry) => entry.subCategories.length > 0)!
  const tag = uid()
  const email = `Ravi.${tag}@${tag}.example.in`
  const { status, body } = await postJson('/api/teamup', {
    companyName,
    firstName: 'Ravi',
    lastName: 'Kulkarni',
    phone: '+91 98765 43210',
    email,
    mainCategory: category._id,
    subCategory: category.subCategories[0]._id,
    description: 'Two React developers for three months.',
  })
  expect(status).toBe(201)
  return { id: Number(body.id), email: email.toLowerCase() }
}

const createCompany = async (data: Record<string, unknown>) =>
  (await staffRequest<{ doc: Company }>('POST', '/client-companies?depth=0', data)).doc
const createRequirement = async (data: Record<string, unknown>) =>
  (await staffRequest<{ doc: Requirement }>('POST', '/requirements?depth=0', data)).doc

async function aPillar(): Promise<number> {
  const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?depth=0&limit=1&sort=name')
  return docs[0].id
}

describe('converting a team-up request into a client', () => {
  it('creates the company with the person who wrote as its contact, keeps the link, notes it on the request, and does it once', async () => {
    const companyName = `Acme Foods ${uid()}`
    const request = await teamUpRequest(companyName)
    const first = await post(`/team-up-requests/${request.id}/convert-to-client`, {})
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const { client, created } = first.body as { client: { id: number; name: string }; created: boolean }
    expect(created).toBe(true)
    expect(client.name).toBe(companyName)

    const stored = await staffRequest<Company>('GET', `/client-companies/${client.id}?depth=0`)
    expect(stored).toMatchObject({ name: companyName, status: 'prospect', convertedFrom: request.id })
    expect(stored.contacts).toHaveLength(1)
    expect(stored.contacts[0]).toMatchObject({ name: 'Ravi Kulkarni', email: request.email, phone: '+91 98765 43210' })
    expect(stored.notes).toBe('From the team-up request: Two React developers for three months.')
    const me = await staffRequest<{ user: { id: number } }>('GET', '/users/me')
    expect(stored.owner).toBe(me.user.id)

    const notes = await rawSql(
      "SELECT text FROM lead_activity WHERE lead_collection = 'team-up-requests' AND lead_id = ? AND type = 'note'",
      [request.id],
    )
    expect(notes.map((row) => row.text)).toEqual([`Converted into the client company “${companyName}”, with Ravi Kulkarni as its contact.`])

    // Again (a second click, another tab): the same client, no second company.
    const again = await post(`/team-up-requests/${request.id}/convert-to-client`, {})
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ client: { id: client.id, name: companyName }, created: false })
    const rows = await rawSql('SELECT count(*) AS n FROM client_companies WHERE converted_from_id = ?', [request.id])
    expect(Number(rows[0].n)).toBe(1)
  })

  it('answers 404 in words for a request that does not exist', async () => {
    const answer = await post('/team-up-requests/99999999/convert-to-client', {})
    expect(answer.status).toBe(404)
    expect(message(answer)).toBe('This team-up request no longer exists.')
  })
})

describe('client companies and requirements', () => {
  it('keeps contacts’ e-mails in lower case, checks a GSTIN, and takes only the company’s contacts on a requirement', async () => {
    const tag = uid()
    const company = await createCompany({
      name: `Zenith Logistics ${tag}`,
      gstin: '27aapfu0939f1zv',
      contacts: [{ name: 'Priya Shah', role: 'HR head', email: `Priya.Shah@${tag}.example.in` }],
    })
    expect(company.contacts[0].email).toBe(`priya.shah@${tag}.example.in`)
    const gstin = await rawSql('SELECT gstin FROM client_companies WHERE id = ?', [company.id])
    expect(gstin[0].gstin).toBe('27AAPFU0939F1ZV')

    const badGstin = await post('/client-companies', { name: `Bad GSTIN ${tag}`, gstin: '12345' })
    expect(badGstin.status).toBe(400)
    expect(message(badGstin)).toBe('The following field is invalid: GSTIN')

    const requirement = await createRequirement({
      title: 'Warehouse supervisor',
      client: company.id,
      contacts: [`PRIYA.SHAH@${tag}.example.in`],
    })
    expect(requirement).toMatchObject({ status: 'open', contacts: [`priya.shah@${tag}.example.in`] })
    const stranger = await post('/requirements', { title: 'Driver', client: company.id, contacts: [`someone@${tag}.example.in`] })
    expect(stranger.status).toBe(400)
    expect(message(stranger)).toBe(`someone@${tag}.example.in is not a contact of this client: add them to the client company first.`)
  })
})

describe('deleting a requirement', () => {
  it('keeps its timeline for the record, detached from the old id, as deleting a candidate does', async () => {
    const company = await createCompany({ name: `Forklift Co ${uid()}` })
    const requirement = await createRequirement({ title: 'Forklift operator', client: company.id })
    const note = await post('/lead-activity', { leadCollection: 'requirements', leadId: requirement.id, text: 'Client wants two shifts.' })
    expect(note.status, JSON.stringify(note.body)).toBe(201)
    const noteId = Number((note.body.doc as { id: number }).id)
    const deleted = await fetch(`${baseUrl()}/cms-api/requirements/${requirement.id}`, { method: 'DELETE', headers: await staffHeaders() })
    expect(deleted.status, await deleted.clone().text()).toBe(200)

    const rows = await rawSql(
      "SELECT id, lead_id, former_lead_id, text FROM lead_activity WHERE lead_collection = 'requirements' AND (lead_id = ? OR former_lead_id = ?)",
      [requirement.id, requirement.id],
    )
    expect(
      rows.map((row) => ({
        id: Number(row.id),
        leadId: row.lead_id,
        formerLeadId: row.former_lead_id === null ? null : Number(row.former_lead_id),
        text: row.text,
      })),
    ).toEqual([{ id: noteId, leadId: null, formerLeadId: requirement.id, text: 'Client wants two shifts.' }])

    // The next requirement (on SQLite it may get the deleted one's id) starts with an empty timeline.
    const next = await createRequirement({ title: 'Forklift operator', client: company.id })
    const { docs } = await staffRequest<{ docs: unknown[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=requirements&where[leadId][equals]=${next.id}&depth=0`,
    )
    expect(docs).toEqual([])
  })
})

describe('publishing a requirement as an opening', () => {
  it('makes an open role linked both ways; a named client is shown as the employer', async () => {
    const tag = uid()
    const company = await createCompany({ name: `Orbit Motors ${tag}` })
    const requirement = await createRequirement({
      title: `Service engineer ${tag}`,
      client: company.id,
      headcount: 2,
      skills: ['Diagnostics', 'CAN bus'],
      experienceMin: 2,
      experienceMax: 5,
      budget: { min: 400000, max: 600000, unit: 'year' },
      location: 'Chakan',
      workMode: 'on-site',
      employmentType: 'full-time',
      notes: `Internal: client pays late ${tag}`,
    })
    const answer = await post(`/requirements/${requirement.id}/publish`, { category: await aPillar() })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const { opening } = answer.body as { opening: { id: number; slug: string; status: string; title: string } }
    expect(opening).toMatchObject({ title: `Service engineer ${tag}`, status: 'open', slug: `service-engineer-${tag}` })
    expect((await staffRequest<Requirement>('GET', `/requirements/${requirement.id}?depth=0`)).opening).toBe(opening.id)
    const stored = await staffRequest<Record<string, unknown>>('GET', `/openings/${opening.id}?depth=0`)
    expect(stored).toMatchObject({
      requirement: requirement.id,
      employmentType: 'full-time',
      workMode: 'on-site',
      area: 'Chakan',
      experienceMin: 2,
      experienceMax: 5,
      skills: ['Diagnostics', 'CAN bus'],
      summary: `We are hiring 2 people as Service engineer ${tag} for Orbit Motors ${tag} in Chakan.`,
      client: { kind: 'named', name: `Orbit Motors ${tag}` },
    })

    const { status, body } = await getJson<{ employer: unknown; salary: unknown }>(`/api/openings/slug/${opening.slug}`)
    expect(status).toBe(200)
    expect(body.employer).toEqual({ kind: 'named', name: `Orbit Motors ${tag}` })
    // The client's budget and staff notes stay internal.
    expect(body.salary).toBeNull()
    expect(JSON.stringify(body)).not.toContain('client pays late')

    // Published once.
    const twice = await post(`/requirements/${requirement.id}/publish`, { category: await aPillar() })
    expect(twice.status).toBe(409)
    expect(message(twice)).toBe('This requirement is already published as an opening.')
  })

  it('a confidential client is named on no public page or API: the role’s employer is "confidential"', async () => {
    const tag = uid()
    const clientName = `Secretive Pharma ${tag}`
    const company = await createCompany({ name: clientName, city: 'Pune' })
    const requirement = await createRequirement({
      title: `QA chemist ${tag}`,
      client: company.id,
      confidential: true,
      location: 'Hinjewadi',
      workMode: 'on-site',
      employmentType: 'full-time',
    })
    const answer = await post(`/requirements/${requirement.id}/publish`, { category: await aPillar() })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const { opening } = answer.body as { opening: { id: number; slug: string } }

    const stored = await staffRequest<{ client: { kind: string; name: string | null }; summary: string }>(
      'GET',
      `/openings/${opening.id}?depth=0`,
    )
    expect(stored.client).toEqual({ kind: 'confidential', name: null })
    expect(stored.summary).toBe(`We are hiring a QA chemist ${tag} for a client in Hinjewadi.`)

    const detail = await getJson<{ employer: unknown }>(`/api/openings/slug/${opening.slug}`)
    expect(detail.body.employer).toEqual({ kind: 'confidential', name: null })
    expect(JSON.stringify(detail.body)).not.toContain(clientName)
    const list = await fetch(`${baseUrl()}/api/openings?q=${encodeURIComponent(`QA chemist ${tag}`)}`)
    expect(await list.text()).not.toContain(clientName)
    const page = await fetch(`${baseUrl()}/jobs/${opening.slug}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`QA chemist ${tag}`)
    expect(html).not.toContain(clientName)
    // Payload's REST API is staff's: a visitor reads nothing of the role there.
    const asVisitor = await fetch(`${baseUrl()}/cms-api/openings/${opening.id}?depth=2`)
    expect(asVisitor.status).toBe(403)
    expect(await asVisitor.text()).not.toContain(clientName)
  })

  it('refuses in words: no work mode or employment type, no pillar, a closed requirement', async () => {
    const tag = uid()
    const company = await createCompany({ name: `Half Done ${tag}` })
    const bare = await createRequirement({ title: 'Accountant', client: company.id })
    const noMode = await post(`/requirements/${bare.id}/publish`, { category: await aPillar() })
    expect(noMode.status).toBe(400)
    expect(message(noMode)).toBe('Give the requirement’s employment type and work mode, and save it, before publishing it.')
    const noPillar = await post(`/requirements/${bare.id}/publish`, {})
    expect(noPillar.status).toBe(400)
    expect(message(noPillar)).toBe('Choose the pillar the role belongs to.')
    const cancelled = await createRequirement({
      title: 'Clerk',
      client: company.id,
      status: 'cancelled',
      workMode: 'remote',
      employmentType: 'contract',
    })
    const closed = await post(`/requirements/${cancelled.id}/publish`, { category: await aPillar() })
    expect(closed.status).toBe(409)
    expect(message(closed)).toBe('This requirement is cancelled: reopen it before publishing it.')
    const broken = await post(`/requirements/${bare.id}/publish`, '{not json')
    expect(broken.status).toBe(400)
    expect(message(broken)).toBe('The request could not be read. Reload the page and try again.')
  })
})

describe('access to the client side', () => {
  const collections = ['client-companies', 'requirements', 'shortlists', 'interviews', 'placements'] as const

  it('visitors and members reach none of the collections or endpoints; editors and admins reach all', async () => {
    const tag = uid()
    const company = await createCompany({ name: `Access Co ${tag}`, contacts: [{ name: 'A', email: `a@${tag}.example.in` }] })
    const requirement = await createRequirement({
      title: 'Access role',
      client: company.id,
      workMode: 'remote',
      employmentType: 'contract',
    })
    const request = await teamUpRequest(`Access Request ${tag}`)
    const member = await memberCookie(freshEmail('clients-member'))
    const json = { 'content-type': 'application/json' }
    const asMember = { ...json, authorization: `JWT ${member.token}` }

    for (const collection of collections) {
      const visitorRead = await fetch(`${baseUrl()}/cms-api/${collection}?depth=0`)
      expect([collection, visitorRead.status]).toEqual([collection, 403])
      const memberRead = await fetch(`${baseUrl()}/cms-api/${collection}?depth=0`, { headers: asMember })
      expect([collection, memberRead.status]).toEqual([collection, 403])
      const visitorWrite = await post(`/${collection}`, { name: 'x' }, json)
      expect([collection, visitorWrite.status, visitorWrite.body]).toEqual([
        collection,
        401,
        { error: 'login_required', msg: 'Log in as staff to make changes.' },
      ])
      const memberWrite = await post(`/${collection}`, { name: 'x' }, asMember)
      expect([collection, memberWrite.status]).toEqual([collection, 403])
    }
    const endpoints: [string, unknown][] = [
      [`/team-up-requests/${request.id}/convert-to-client`, {}],
      [`/requirements/${requirement.id}/publish`, { category: await aPillar() }],
    ]
    for (const [path, body] of endpoints) {
      const visitor = await post(path, body, json)
      expect([path, visitor.status, visitor.body]).toEqual([
        path,
        401,
        { error: 'login_required', msg: 'Log in as staff to make changes.' },
      ])
      const byMember = await post(path, body, asMember)
      expect([path, byMember.status]).toEqual([path, 403])
    }
    // Nothing changed.
    expect(Number((await rawSql('SELECT count(*) AS n FROM client_companies WHERE converted_from_id = ?', [request.id]))[0].n)).toBe(0)
    expect((await staffRequest<Requirement>('GET', `/requirements/${requirement.id}?depth=0`)).opening ?? null).toBeNull()

    // An editor does all of it.
    const editor: StaffSession = await newEditor('clients')
    for (const collection of collections) {
      const read = await editor.call('GET', `/${collection}?depth=0&limit=1`)
      expect([collection, read.status]).toEqual([collection, 200])
    }
    const made = await editor.call<{ doc: { id: number } }>('POST', '/client-companies', { name: `Editor Co ${tag}` })
    expect(made.status).toBe(201)
    const converted = await editor.call('POST', `/team-up-requests/${request.id}/convert-to-client`, {})
    expect(converted.status).toBe(201)
    const published = await editor.call('POST', `/requirements/${requirement.id}/publish`, { category: await aPillar() })
    expect(published.status).toBe(201)
  })
})
