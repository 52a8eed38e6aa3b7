// Placements and the dashboard's client figures (docs/decisions/clients.md, "Placements", "Dashboard"):
// recording a placement moves the application to Placed; the guarantee ends the site setting's days after joining
// unless staff say otherwise; a percentage fee is worked out from the yearly salary; a requirement whose headcount is
// placed becomes filled; and each dashboard figure moves by exactly the rows a test creates (read before and after:
// other test files share the database).
import { describe, expect, it } from 'vitest'

import { freshEmail } from './accounts-helpers'
import { baseUrl, closeRolesOpenedHere, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie } from './leads-helpers'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)
const DAY = 86_400_000
const IST = 330 * 60_000

/** India's calendar day `offset` days from today, as YYYY-MM-DD. */
const istDay = (offset = 0) => new Date(Date.now() + IST + offset * DAY).toISOString().slice(0, 10)
/** What the admin's day-only picker stores for a day: noon UTC. */
const stored = (day: string) => `${day}T12:00:00.000Z`
const daysAfter = (day: string, days: number) => new Date(Date.parse(stored(day)) + days * DAY).toISOString()

type Answer = { status: number; body: Record<string, unknown> & { errors?: { message: string }[] } }
type Placement = {
  id: number
  title: string
  candidate: number
  application: number
  client: number
  requirement: number | null
  recruiter: number | null
  joiningDate: string
  guaranteeEnds: string
  salary: { amount: number | null; unit: string | null }
  fee: { kind: string; percent: number | null; amount: number | null }
  invoiceStatus: string
}

async function post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method: 'POST',
    headers: headers ?? (await staffHeaders()),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] }
}
const message = (answer: Answer) => answer.body.errors?.[0]?.message

async function aPillar(): Promise<number> {
  const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?depth=0&limit=1&sort=name')
  return docs[0].id
}

/** A client with a requirement published as a role, and `people` candidates on the role's pipeline. */
async function clientWithCandidates(people: number, headcount = people) {
  const tag = uid()
  const client = (
    await staffRequest<{ doc: { id: number; name: string } }>('POST', '/client-companies?depth=0', { name: `Placed Co ${tag}` })
  ).doc
  const requirement = (
    await staffRequest<{ doc: { id: number } }>('POST', '/requirements?depth=0', {
      title: `Store manager ${tag}`,
      client: client.id,
      headcount,
      workMode: 'on-site',
      employmentType: 'full-time',
    })
  ).doc
  const published = await post(`/requirements/${requirement.id}/publish`, { category: await aPillar() })
  expect(published.status, JSON.stringify(published.body)).toBe(201)
  const opening = (published.body.opening as { id: number }).id
  const applications: { application: number; candidate: number; name: string }[] = []
  for (let index = 0; index < people; index += 1) {
    const name = `Nikhil Joshi ${tag}${index}`
    const candidate = (
      await staffRequest<{ doc: { id: number } }>('POST', '/candidates?depth=0', { name, email: `nikhil.${tag}${index}@${tag}.example.in` })
    ).doc
    const added = await post(`/candidates/${candidate.id}/add-to-role`, { opening })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    applications.push({ application: (added.body as { application: number }).application, candidate: candidate.id, name })
  }
  return { tag, client, requirement: requirement.id, opening, applications }
}

describe('recording a placement', () => {
  it('stores every field, moves the application to Placed, and defaults the guarantee to joining + 90 days', async () => {
    const { client, requirement, applications } = await clientWithCandidates(2)
    const [first, second] = applications
    const joining = istDay(10)
    const answer = await post('/placements/record', {
      application: first.application,
      client: client.id,
      requirement,
      joiningDate: joining,
      salary: { amount: 1_200_000, unit: 'year' },
      fee: { kind: 'percent', percent: 8.33 },
      invoiceStatus: 'to-invoice',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body.requirementStatus).toBe('open')
    const id = (answer.body.placement as { id: number }).id
    const placement = await staffRequest<Placement>('GET', `/placements/${id}?depth=0`)
    const me = await staffRequest<{ user: { id: number } }>('GET', '/users/me')
    expect(placement).toMatchObject({
      title: `${first.name} at ${client.name}`,
      candidate: first.candidate,
      application: first.application,
      client: client.id,
      requirement,
      recruiter: me.user.id,
      joiningDate: stored(joining),
      guaranteeEnds: daysAfter(joining, 90),
      salary: { amount: 1_200_000, unit: 'year' },
      // 8.33 % of ₹12,00,000 a year.
      fee: { kind: 'percent', percent: 8.33, amount: 99_960 },
      invoiceStatus: 'to-invoice',
    })
    const application = await staffRequest<{ stage: string; stageHistory: { from: string; to: string; note: string | null }[] }>(
      'GET',
      `/talent-applications/${first.application}?depth=0`,
    )
    expect(application.stage).toBe('placed')
    expect(application.stageHistory.at(-1)).toMatchObject({
      from: 'screening',
      to: 'placed',
      note: `Placed with ${client.name}, joining ${joining}.`,
    })

    // The second of two people fills the requirement; a fixed fee is kept as given.
    const filled = await post('/placements/record', {
      application: second.application,
      client: client.id,
      requirement,
      joiningDate: joining,
      salary: { amount: 50_000, unit: 'month' },
      fee: { kind: 'fixed', amount: 75_000 },
      invoiceStatus: 'invoiced',
    })
    expect(filled.status, JSON.stringify(filled.body)).toBe(201)
    expect(filled.body.requirementStatus).toBe('filled')
    const stored2 = await staffRequest<Placement>('GET', `/placements/${(filled.body.placement as { id: number }).id}?depth=0`)
    expect(stored2.fee).toMatchObject({ kind: 'fixed', percent: null, amount: 75_000 })
    expect(stored2.invoiceStatus).toBe('invoiced')
    expect((await staffRequest<{ status: string }>('GET', `/requirements/${requirement}?depth=0`)).status).toBe('filled')

    // Once per application.
    const again = await post('/placements/record', { application: first.application, client: client.id, joiningDate: joining })
    expect(again.status).toBe(409)
    expect(message(again)).toBe('This application already has a placement: edit that one instead.')
  })

  it('takes the guarantee days from the site settings, keeps a date staff give, and refuses one before joining', async () => {
    const { client, requirement, applications } = await clientWithCandidates(1, 3)
    const candidate = applications[0].candidate
    const joining = istDay(3)
    const before = await staffRequest<{ replacementGuaranteeDays: number }>('GET', '/globals/site-settings?depth=0')
    expect(before.replacementGuaranteeDays).toBe(90)
    await staffRequest('POST', '/globals/site-settings', { replacementGuaranteeDays: 45 })
    try {
      const made = (
        await staffRequest<{ doc: Placement }>('POST', '/placements?depth=0', {
          candidate,
          client: client.id,
          requirement,
          joiningDate: stored(joining),
        })
      ).doc
      expect(made.guaranteeEnds).toBe(daysAfter(joining, 45))
      expect(made.invoiceStatus).toBe('to-invoice')
    } finally {
      await staffRequest('POST', '/globals/site-settings', { replacementGuaranteeDays: 90 })
    }
    const given = (
      await staffRequest<{ doc: Placement }>('POST', '/placements?depth=0', {
        candidate,
        client: client.id,
        joiningDate: stored(joining),
        guaranteeEnds: stored(istDay(200)),
      })
    ).doc
    expect(given.guaranteeEnds).toBe(stored(istDay(200)))
    const early = await post('/placements', {
      candidate,
      client: client.id,
      joiningDate: stored(joining),
      guaranteeEnds: stored(istDay(1)),
    })
    expect(early.status).toBe(400)
    expect(message(early)).toBe('The replacement guarantee cannot end before the joining date.')
    // The site setting is staff's: the public API does not show it.
    const publicSettings = await (await fetch(`${baseUrl()}/cms-api/globals/site-settings?depth=0`)).json()
    expect(publicSettings).not.toHaveProperty('replacementGuaranteeDays')
    // Headcount 3 with two placed: still open.
    expect((await staffRequest<{ status: string }>('GET', `/requirements/${requirement}?depth=0`)).status).toBe('open')
  })

  it('refuses in words: another client’s requirement, no joining date, a fixed fee without an amount, no client', async () => {
    const { client, requirement, applications } = await clientWithCandidates(1)
    const other = (await staffRequest<{ doc: { id: number } }>('POST', '/client-companies?depth=0', { name: `Other Co ${uid()}` })).doc
    const application = applications[0].application
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { application, client: other.id, requirement, joiningDate: istDay() },
        400,
        'This requirement belongs to another client: choose one of this client’s requirements.',
      ],
      [{ application, client: client.id }, 400, 'Give the joining date.'],
      [{ application, client: client.id, joiningDate: '31/12/2026' }, 400, 'Give the joining date.'],
      [{ application, client: client.id, joiningDate: istDay(), fee: { kind: 'fixed' } }, 400, 'Give the fixed fee in rupees.'],
      [{ application, joiningDate: istDay() }, 400, 'Choose the client the candidate joins.'],
      [{ application, client: 99_999_999, joiningDate: istDay() }, 400, 'Choose the client the candidate joins.'],
      [{ application: 99_999_999, client: client.id, joiningDate: istDay() }, 404, 'This application no longer exists.'],
    ]
    for (const [body, status, text] of cases) {
      const answer = await post('/placements/record', body)
      expect([JSON.stringify(body), answer.status, message(answer)]).toEqual([JSON.stringify(body), status, text])
    }
    const stage = await staffRequest<{ stage: string }>('GET', `/talent-applications/${application}?depth=0`)
    expect(stage.stage).toBe('screening')
    expect(Number((await rawSql('SELECT count(*) AS n FROM placements WHERE application_id = ?', [application]))[0].n)).toBe(0)
  })

  it('only staff record placements: visitor 401, member 403, editor 201', async () => {
    const { client, applications } = await clientWithCandidates(1)
    const body = { application: applications[0].application, client: client.id, joiningDate: istDay() }
    const json = { 'content-type': 'application/json' }
    const visitor = await post('/placements/record', body, json)
    expect([visitor.status, visitor.body]).toEqual([401, { error: 'login_required', msg: 'Log in as staff to make changes.' }])
    const member = await memberCookie(freshEmail('placements-member'))
    expect((await post('/placements/record', body, { ...json, authorization: `JWT ${member.token}` })).status).toBe(403)
    const editor = await newEditor('placements')
    const placed = await editor.call<{ placement: { id: number } }>('POST', '/placements/record', body)
    expect(placed.status).toBe(201)
    // The recruiter is the application's assignee (here the admin who added the candidate), else whoever records it.
    const { assignee } = await staffRequest<{ assignee: number | null }>('GET', `/talent-applications/${body.application}?depth=0`)
    expect((await staffRequest<Placement>('GET', `/placements/${placed.body.placement.id}?depth=0`)).recruiter).toBe(assignee ?? editor.id)
  })
})

describe('a move to Placed needs its placement record', () => {
  const needed =
    'Record the placement first: move the candidate to Placed on the pipeline board, which asks for the client, joining date and fee, or add a placement for this application under Clients → Placements.'
  async function patch(path: string, body: unknown): Promise<Answer> {
    const response = await fetch(`${baseUrl()}/cms-api${path}`, {
      method: 'PATCH',
      headers: await staffHeaders(),
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] }
  }
  const storedStage = async (application: number) =>
    (await rawSql('SELECT stage FROM talent_applications WHERE id = ?', [application]))[0].stage
  const historyRows = async (application: number) =>
    Number((await rawSql('SELECT count(*) AS n FROM talent_applications_stage_history WHERE _parent_id = ?', [application]))[0].n)

  it('is refused in staff words through the REST API (one application or many) without one; nothing is stored', async () => {
    const { applications } = await clientWithCandidates(1)
    const { application } = applications[0]
    const moves = await historyRows(application)
    const one = await patch(`/talent-applications/${application}`, { stage: 'placed', notifyCandidate: false })
    expect([one.status, message(one)]).toEqual([400, needed])
    // An update by query (the admin list's "Edit" of several) goes through the same rule.
    const many = await patch(`/talent-applications?where[id][equals]=${application}`, { stage: 'placed', notifyCandidate: false })
    expect(many.status).toBe(400)
    expect(JSON.stringify(many.body)).toContain(needed)
    expect(await storedStage(application)).toBe('screening')
    expect(await historyRows(application)).toBe(moves)
    // Other moves are not affected.
    expect((await patch(`/talent-applications/${application}`, { stage: 'offer', notifyCandidate: false })).status).toBe(200)
    expect(await storedStage(application)).toBe('offer')
  })

  it('is allowed once the placement exists: one of the application, or one of its candidate that names no application', async () => {
    const { client, requirement, applications } = await clientWithCandidates(2, 3)
    const [first, second] = applications
    await staffRequest('POST', '/placements?depth=0', {
      candidate: first.candidate,
      application: first.application,
      client: client.id,
      requirement,
      joiningDate: stored(istDay(5)),
    })
    const placed = await patch(`/talent-applications/${first.application}`, { stage: 'placed', notifyCandidate: false })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect(await storedStage(first.application)).toBe('placed')

    await staffRequest('POST', '/placements?depth=0', { candidate: second.candidate, client: client.id, joiningDate: stored(istDay(5)) })
    const byCandidate = await patch(`/talent-applications/${second.application}`, { stage: 'placed', notifyCandidate: false })
    expect(byCandidate.status, JSON.stringify(byCandidate.body)).toBe(200)
    expect(await storedStage(second.application)).toBe('placed')
  })
})

/** The dashboard's client figures as staff see them: each count by name, fees in rupees by name. */
async function figures(): Promise<Record<string, number>> {
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}/admin`, { headers: { authorization } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const pairs: [string, number][] = [
    ...[...html.matchAll(/data-metric="([^"]+)"[^>]*>(\d+)</g)].map((match): [string, number] => [match[1], Number(match[2])]),
    ...[...html.matchAll(/data-metric-value="([^"]+)" data-value="(\d+)"/g)].map((match): [string, number] => [match[1], Number(match[2])]),
  ]
  return Object.fromEntries(pairs)
}
const moved = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((name) => name.startsWith('clients:') || name.startsWith('open-requirements:'))
      .map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)] as const)
      .filter(([, change]) => change !== 0),
  )

describe('the dashboard’s client figures', () => {
  it('move by exactly the requirements, shortlists, interviews, placements and guarantees created here', async () => {
    const before = await figures()
    const { client, requirement, applications, tag } = await clientWithCandidates(3, 5)
    // Two more open requirements and a cancelled one for the same client.
    await staffRequest('POST', '/requirements', { title: `Cashier ${tag}`, client: client.id })
    await staffRequest('POST', '/requirements', { title: `Packer ${tag}`, client: client.id, status: 'open' })
    await staffRequest('POST', '/requirements', { title: `Guard ${tag}`, client: client.id, status: 'cancelled' })

    // Shortlists: sent 4 days ago with a candidate undecided (counted), sent 4 days ago all decided, sent yesterday.
    const shortlist = async (sentDaysAgo: number, decided: boolean) => {
      const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/shortlists?depth=0', {
        requirement,
        candidates: applications.slice(0, 2).map((entry) => ({ candidate: entry.candidate })),
      })
      await rawSql("UPDATE shortlists SET status = 'sent', sent_at = ? WHERE id = ?", [
        new Date(Date.now() - sentDaysAgo * DAY).toISOString(),
        doc.id,
      ])
      if (decided) await rawSql("UPDATE shortlists_candidates SET decision = 'interview' WHERE _parent_id = ?", [doc.id])
      else
        await rawSql("UPDATE shortlists_candidates SET decision = 'reject' WHERE _parent_id = ? AND candidate_id = ?", [
          doc.id,
          applications[0].candidate,
        ])
      return doc.id
    }
    const waiting = await shortlist(4, false)
    await shortlist(4, true)
    await shortlist(1, false)

    // Interviews: one booked an hour from now (this week), one booked 8 days on, one only proposed.
    const interview = async (startsIn: number, booked: boolean) => {
      const { doc } = await staffRequest<{ doc: { id: number; slots: { id: string }[] } }>('POST', '/interviews?depth=0', {
        candidate: applications[0].candidate,
        client: client.id,
        requirement,
        slots: [{ startsAt: new Date(Date.now() + startsIn).toISOString(), minutes: 45 }],
      })
      if (booked) await rawSql("UPDATE interviews SET status = 'booked', booked_slot = ? WHERE id = ?", [doc.slots[0].id, doc.id])
    }
    // A minute on, so that the week has not ended (unless the test runs in Sunday's last minute, India time).
    await interview(60_000, true)
    await interview(8 * DAY, true)
    await interview(60_000, false)

    // Placements: joining today (₹99,960 and ₹75,000), one joining 200 days ago (not this quarter), one whose
    // guarantee ends in 5 days.
    const [a, b, c] = applications
    const record = async (
      entry: (typeof applications)[number],
      joiningDate: string,
      fee: Record<string, unknown>,
      guaranteeEnds?: string,
    ) => {
      const answer = await post('/placements/record', {
        application: entry.application,
        client: client.id,
        joiningDate,
        guaranteeEnds,
        salary: { amount: 1_200_000, unit: 'year' },
        fee,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    }
    await record(a, istDay(0), { kind: 'percent', percent: 8.33 })
    await record(b, istDay(0), { kind: 'fixed', amount: 75_000 }, istDay(5))
    await record(c, istDay(-200), { kind: 'fixed', amount: 10_000 })

    const after = await figures()
    expect(moved(before, after)).toEqual({
      'clients:open-requirements': 3,
      [`open-requirements:${client.id}`]: 3,
      'clients:waiting-shortlists': 1,
      'clients:interviews-week': 1,
      'clients:placements-month': 2,
      'clients:fees-month': 174_960,
      'clients:placements-quarter': 2,
      'clients:fees-quarter': 174_960,
      'clients:guarantees-ending': 1,
    })
    const { authorization } = await staffHeaders()
    const html = await (await fetch(`${baseUrl()}/admin`, { headers: { authorization } })).text()
    expect(html).toContain(`/admin/collections/shortlists/${waiting}`)
    expect(html).toContain(`${b.name} at ${client.name}`)
  })
})
