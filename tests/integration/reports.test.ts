// Reports (docs/decisions/reports.md) against the real server and database (SQLite, and PostgreSQL with TEST_DB=postgres):
// rows with known dates are written straight into a March of a past year that no other test touches, then every
// figure of GET /cms-api/reports over that month (a custom range, India time) is checked exactly, with the rows just
// outside the month's India-time edges and spam left out; one table's CSV file and the Reports screen show the same
// figures; visitors and members get nothing from any report endpoint or the screen. Every row written is removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, rawSql, staffHeaders, staffRequest } from './helpers'

const uid = Math.random().toString(36).slice(2, 8)
// A past year no other test writes to (a fresh one each run, so a run that stopped half-way leaves nothing in the way).
const YEAR = 1995 + Math.floor(Math.random() * 20)
const FROM = `${YEAR}-03-01`
const TO = `${YEAR}-03-31`
const at = (monthDay: string, time = '04:30:00.000') => `${YEAR}-${monthDay}T${time}Z`
const DAY = 86_400_000
const HOUR = 3_600_000
const plus = (moment: string, ms: number) => new Date(Date.parse(moment) + ms).toISOString()
/** 00:00 IST on 1 March: 18:30 UTC on the last day of February (the 28th or, in a leap year, the 29th). */
const MONTH_START = new Date(Date.UTC(YEAR, 2, 1) - 330 * 60_000).toISOString()

/** What was written, table by table, to be removed after. */
const written: { table: string; id: number }[] = []
const historyOf: number[] = []

/** Inserts one row; answers its id. */
async function insert(table: string, row: Record<string, string | number | boolean | null>): Promise<number> {
  const entries = Object.entries(row).filter(([, value]) => value !== null)
  const values = entries.map(([, value]) => (typeof value === 'boolean' ? Number(value) : value)) as (string | number)[]
  const [inserted] = await rawSql(
    `INSERT INTO ${table} (${entries.map(([column]) => `"${column}"`).join(', ')}) VALUES (${entries.map(() => '?').join(', ')}) RETURNING id`,
    values,
  )
  const id = Number(inserted.id)
  written.push({ table, id })
  return id
}

type Lead = { created: string; reply?: number; spam?: boolean; utm?: [string, string, string | null] }

const campaign = (utm?: [string, string, string | null]) => ({
  utm_source: utm?.[0] ?? null,
  utm_medium: utm?.[1] ?? null,
  utm_campaign: utm?.[2] ?? null,
})
const leadTimes = (lead: Lead) => ({
  created_at: lead.created,
  updated_at: lead.created,
  first_reply_at: lead.reply === undefined ? null : plus(lead.created, lead.reply),
  spam: lead.spam ?? false,
  status: 'new',
  ...campaign(lead.utm),
})

const contact = (lead: Lead) =>
  insert('contact_messages', {
    full_name: `Reports ${uid}`,
    email_address: `reports-${uid}@example.in`,
    inquiry_type: 'General',
    message: 'Report figures',
    ...leadTimes(lead),
  })

type Move = { from: string; to: string; at: string }
type Application = Lead & { role?: number; stage: string; sourced?: boolean; moves?: Move[] }

async function application(app: Application) {
  const id = await insert('talent_applications', {
    source: app.sourced ? 'sourced' : 'applied',
    first_name: 'Reports',
    last_name: uid,
    email: `applicant-${uid}@example.in`,
    opening_id: app.role ?? null,
    stage: app.stage,
    ...leadTimes(app),
  })
  historyOf.push(id)
  // As the history hook writes a move: `since` is when the stage it leaves began (the move before, or the arrival).
  for (const [index, move] of (app.moves ?? []).entries()) {
    await rawSql(
      `INSERT INTO talent_applications_stage_history (_order, _parent_id, id, "from", "to", at, since, by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        index + 1,
        id,
        `${uid}-${id}-${index}`,
        move.from,
        move.to,
        move.at,
        index === 0 ? app.created : app.moves![index - 1].at,
        'Reports test',
      ],
    )
  }
  return id
}

async function role(name: string, opened: string) {
  const [category] = await rawSql('SELECT id FROM categories ORDER BY id LIMIT 1')
  const id = await insert('openings', {
    slug: `reports-role-${name.toLowerCase()}-${uid}`,
    status: 'closed',
    date_posted: opened,
    opened_at: opened,
    valid_through: plus(opened, 90 * DAY),
    category_id: Number(category.id),
    employment_type: 'full-time',
    work_mode: 'on-site',
    experience_min: 0,
    client_kind: 'agency',
  })
  // The role's texts are per language (docs/decisions/languages.md, "Role content"): its English ones.
  await insert('openings_locales', {
    _parent_id: id,
    _locale: 'en',
    title: `Reports role ${name} ${uid}`,
    summary: 'A role for the reports test',
    description: '{}',
  })
  return id
}

type Spread = { count: number; median: number | null; p90: number | null }
type ReportsAnswer = {
  period: { choice: string; from: string; to: string; start: string; end: string }
  leads: {
    byKind: { kind: string; received: number; answered: number | null; answeredWithin24h: number | null; firstReply: Spread | null }[]
    all: { received: number; answered: number; answeredWithin24h: number; firstReply: Spread }
    bySource: { source: string; medium: string; campaign: string; count: number }[]
  }
  candidates: {
    bySource: { source: string; medium: string; campaign: string; count: number; addedByStaff: boolean }[]
    byRole: { role: number | null; title: string; count: number }[]
    funnel: { stage: string; reached: number }[]
    daysInStage: { stage: string; days: Spread }[]
    timeToFill: { role: number; title: string; opened: string; firstPlacement: string; days: number }[]
    placementsByClient: { client: number | null; name: string; count: number; fees: number }[]
    placementsByRecruiter: { recruiter: number | null; name: string; count: number; fees: number }[]
  }
  channels: { channel: string; signUps: number | null; confirmations: number | null; applications: number }[]
}

const query = new URLSearchParams({ period: 'custom', from: FROM, to: TO }).toString()

async function staffGet(path: string) {
  const { authorization } = await staffHeaders()
  return fetch(`${baseUrl()}${path}`, { headers: { authorization } })
}

async function reports(search = query): Promise<ReportsAnswer> {
  const response = await staffGet(`/cms-api/reports?${search}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as ReportsAnswer
}

/** Rows in an order both databases agree on (PostgreSQL's collation and SQLite's differ on punctuation). */
const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

const ids: Record<string, number> = {}

beforeAll(async () => {
  // Leads: contact messages at the month's India-time edges (00:00 IST on the 1st is 18:30 UTC the day before).
  await contact({ created: MONTH_START, reply: HOUR, utm: ['google', 'cpc', 'brand'] })
  await contact({ created: at('03-10', '05:00:00.000'), reply: 30 * HOUR, utm: ['google', 'cpc', 'brand'] })
  await contact({ created: at('03-20', '05:00:00.000') })
  await contact({ created: plus(MONTH_START, -1), reply: HOUR, utm: ['google', 'cpc', 'brand'] })
  await contact({ created: at('03-12'), reply: HOUR, spam: true, utm: ['google', 'cpc', 'brand'] })
  await contact({ created: `${YEAR}-03-31T18:29:59.000Z`, reply: 2 * HOUR, utm: ['linkedin', 'social', null] })
  await contact({ created: `${YEAR}-03-31T18:30:00.000Z`, reply: HOUR })
  await insert('support_requests', {
    email: `care-${uid}@example.in`,
    conversation: '[]',
    ...leadTimes({ created: at('03-05', '00:00:00.000'), reply: 12 * HOUR }),
  })
  await insert('subscribers', {
    email: `reader-${uid}@example.in`,
    ...leadTimes({ created: at('03-06'), utm: ['newsletter', 'email', 'monthly'] }),
  })

  // Roles and applications with their stage moves.
  ids.r1 = await role('A', at('02-15'))
  ids.r2 = await role('B', at('01-30'))
  ids.r3 = await role('C', at('01-10'))
  const a1 = at('03-02')
  await application({
    created: a1,
    reply: 2 * HOUR,
    role: ids.r1,
    stage: 'placed',
    utm: ['indeed', 'job-feed', 'open-roles'],
    moves: [
      { from: 'applied', to: 'screening', at: plus(a1, DAY) },
      { from: 'screening', to: 'interview', at: plus(a1, 3 * DAY) },
      { from: 'interview', to: 'offer', at: plus(a1, 4 * DAY) },
      { from: 'offer', to: 'placed', at: plus(a1, 6 * DAY) },
    ],
  })
  const a2 = at('03-03')
  await application({
    created: a2,
    role: ids.r1,
    stage: 'rejected',
    utm: ['job-alert', 'email', 'job-alert-daily'],
    moves: [
      { from: 'applied', to: 'screening', at: plus(a2, 2 * DAY) },
      { from: 'screening', to: 'rejected', at: plus(a2, 3 * DAY) },
    ],
  })
  const a3 = at('03-04')
  await application({
    created: a3,
    reply: 30 * HOUR,
    role: ids.r2,
    stage: 'interview',
    moves: [{ from: 'applied', to: 'interview', at: plus(a3, 4 * DAY) }],
  })
  await application({ created: at('03-05'), stage: 'applied', utm: ['job-alert', 'email', 'job-alert-weekly'] })
  // Before the month: its moves in the month count as stays ending then, and it fills role B.
  await application({
    created: at('02-20'),
    role: ids.r2,
    stage: 'placed',
    moves: [
      { from: 'applied', to: 'screening', at: at('02-21') },
      { from: 'screening', to: 'offer', at: at('03-01') },
      { from: 'offer', to: 'placed', at: at('03-06') },
    ],
  })
  // Spam: in nothing.
  const spam = at('03-07')
  await application({
    created: spam,
    role: ids.r1,
    stage: 'placed',
    spam: true,
    reply: HOUR,
    utm: ['indeed', 'job-feed', 'open-roles'],
    moves: [{ from: 'applied', to: 'placed', at: plus(spam, DAY) }],
  })
  await application({ created: at('03-06'), role: ids.r1, stage: 'screening', sourced: true })
  // Role C was first filled in February: no time to fill in March, though it is filled again then.
  await application({ created: at('02-01'), role: ids.r3, stage: 'placed', moves: [{ from: 'applied', to: 'placed', at: at('02-10') }] })
  const a9 = at('03-07')
  await application({
    created: a9,
    role: ids.r3,
    stage: 'placed',
    utm: ['rss', 'job-feed', 'open-roles'],
    moves: [{ from: 'applied', to: 'placed', at: plus(a9, 2 * DAY) }],
  })

  // Clients, a candidate and placements by joining date.
  ids.k1 = await insert('client_companies', { name: `Reports client A ${uid}`, status: 'active' })
  ids.k2 = await insert('client_companies', { name: `Reports client B ${uid}`, status: 'active' })
  const candidate = await insert('candidates', { name: `Reports candidate ${uid}`, email: `candidate-${uid}@example.in` })
  const me = await staffRequest<{ user: { id: number; name: string } }>('GET', '/users/me')
  ids.recruiter = me.user.id
  const placement = (title: string, client: number, recruiter: number | null, joining: string, fee: number | null) =>
    insert('placements', {
      title: `${title} ${uid}`,
      candidate_id: candidate,
      client_id: client,
      recruiter_id: recruiter,
      joining_date: joining,
      fee_amount: fee,
      invoice_status: 'to-invoice',
    })
  await placement('One', ids.k1, ids.recruiter, at('03-10', '00:00:00.000'), 100_000)
  await placement('Two', ids.k1, null, at('03-20', '00:00:00.000'), 50_000)
  await placement('Three', ids.k2, ids.recruiter, `${YEAR}-03-31T18:29:00.000Z`, null)
  await placement('Four', ids.k2, ids.recruiter, `${YEAR}-03-31T18:30:00.000Z`, 70_000)

  // Job alerts: sign-ups and confirmations counted each by its own date.
  const alert = (frequency: string, created: string, confirmed: string | null, spam = false) =>
    insert('job_alerts', {
      email: `alert-${uid}-${written.length}@example.in`,
      state: confirmed ? 'confirmed' : 'pending',
      frequency,
      spam,
      confirmed_at: confirmed,
      created_at: created,
      updated_at: created,
    })
  await alert('daily', at('03-02'), plus(at('03-02'), HOUR))
  await alert('daily', at('02-27'), `${YEAR}-03-01T00:00:00.000Z`)
  await alert('weekly', at('03-15'), null)
  await alert('weekly', `${YEAR}-03-31T18:30:00.000Z`, `${YEAR}-03-31T19:00:00.000Z`)
  await alert('daily', at('03-16'), plus(at('03-16'), HOUR), true)
})

afterAll(async () => {
  for (const parent of historyOf) await rawSql('DELETE FROM talent_applications_stage_history WHERE _parent_id = ?', [parent])
  for (const parent of historyOf)
    await rawSql("DELETE FROM lead_activity WHERE lead_collection = 'talent-applications' AND lead_id = ?", [parent])
  for (const { table, id } of [...written].reverse()) await rawSql(`DELETE FROM ${table} WHERE id = ?`, [id])
})

describe('reports over a custom range, India time', () => {
  it('answers the period asked for: from 00:00 IST on its first day to the end of its last', async () => {
    const { period } = await reports()
    expect(period).toEqual({
      choice: 'custom',
      from: FROM,
      to: TO,
      start: MONTH_START,
      end: `${YEAR}-03-31T18:30:00.000Z`,
    })
  })

  it('counts new leads by kind, first replies (median, 90th percentile) and the share answered within 24 hours', async () => {
    const { leads } = await reports()
    const kind = (key: string) => leads.byKind.find((row) => row.kind === key)
    // Contact messages: 1 h, 30 h, none, 2 h (the one a millisecond before the month, the one at its end and spam are out).
    expect(kind('contact')).toEqual({
      kind: 'contact',
      received: 4,
      answered: 3,
      answeredWithin24h: 2,
      firstReply: { count: 3, median: 2 * 3600, p90: 7200 + 0.8 * (108_000 - 7200) },
    })
    expect(kind('teamUp')).toEqual({
      kind: 'teamUp',
      received: 0,
      answered: 0,
      answeredWithin24h: 0,
      firstReply: { count: 0, median: null, p90: null },
    })
    expect(kind('support')).toEqual({
      kind: 'support',
      received: 1,
      answered: 1,
      answeredWithin24h: 1,
      firstReply: { count: 1, median: 12 * 3600, p90: 12 * 3600 },
    })
    // Talent applications are leads too: six in the month (spam left out), answered after 2 h and 30 h.
    expect(kind('talent')).toEqual({
      kind: 'talent',
      received: 6,
      answered: 2,
      answeredWithin24h: 1,
      firstReply: { count: 2, median: 57_600, p90: 7200 + 0.9 * (108_000 - 7200) },
    })
    // Nobody answers a newsletter subscription.
    expect(kind('subscriber')).toEqual({ kind: 'subscriber', received: 1, answered: null, answeredWithin24h: null, firstReply: null })
    // Every kind that gets a reply: 3600, 7200, 7200, 43200, 108000, 108000 seconds.
    expect(leads.all).toEqual({
      received: 11,
      answered: 6,
      answeredWithin24h: 4,
      firstReply: { count: 6, median: 25_200, p90: 108_000 },
    })
  })

  it('counts new leads of every kind by their campaign fields', async () => {
    const { leads } = await reports()
    expect(sorted(leads.bySource)).toEqual(
      sorted([
        { source: '', medium: '', campaign: '', count: 4 },
        { source: 'google', medium: 'cpc', campaign: 'brand', count: 2 },
        { source: 'linkedin', medium: 'social', campaign: '', count: 1 },
        { source: 'newsletter', medium: 'email', campaign: 'monthly', count: 1 },
        { source: 'indeed', medium: 'job-feed', campaign: 'open-roles', count: 1 },
        { source: 'job-alert', medium: 'email', campaign: 'job-alert-daily', count: 1 },
        { source: 'job-alert', medium: 'email', campaign: 'job-alert-weekly', count: 1 },
        { source: 'rss', medium: 'job-feed', campaign: 'open-roles', count: 1 },
      ]),
    )
  })

  it('counts applications by source (staff-added apart) and by role', async () => {
    const { candidates } = await reports()
    expect(sorted(candidates.bySource)).toEqual(
      sorted([
        { source: 'indeed', medium: 'job-feed', campaign: 'open-roles', count: 1, addedByStaff: false },
        { source: 'job-alert', medium: 'email', campaign: 'job-alert-daily', count: 1, addedByStaff: false },
        { source: 'job-alert', medium: 'email', campaign: 'job-alert-weekly', count: 1, addedByStaff: false },
        { source: '', medium: '', campaign: '', count: 1, addedByStaff: false },
        { source: '', medium: '', campaign: '', count: 1, addedByStaff: true },
        { source: 'rss', medium: 'job-feed', campaign: 'open-roles', count: 1, addedByStaff: false },
      ]),
    )
    expect(candidates.byRole[0]).toEqual({ role: ids.r1, title: `Reports role A ${uid}`, count: 3 })
    expect(sorted(candidates.byRole)).toEqual(
      sorted([
        { role: ids.r1, title: `Reports role A ${uid}`, count: 3 },
        { role: ids.r2, title: `Reports role B ${uid}`, count: 1 },
        { role: ids.r3, title: `Reports role C ${uid}`, count: 1 },
        { role: null, title: '', count: 1 },
      ]),
    )
  })

  it('follows the applications received in the period through the stages, and times the stays that ended in it', async () => {
    const { candidates } = await reports()
    // Furthest stage: placed, screening (then rejected), interview, applied, screening (added by staff), placed.
    expect(candidates.funnel).toEqual([
      { stage: 'applied', reached: 6 },
      { stage: 'screening', reached: 5 },
      { stage: 'interview', reached: 3 },
      { stage: 'offer', reached: 2 },
      { stage: 'placed', reached: 2 },
    ])
    // Days in Applied 1, 2, 4, 2; Screening 2, 1 and 8 or 9 (the February application, moved on in March; a leap year
    // has 29 February); Interview 1; Offer 2 and 5. Spam's moves are left out.
    const february = (Date.parse(at('03-01')) - Date.parse(at('02-21'))) / DAY
    expect(candidates.daysInStage).toEqual([
      { stage: 'applied', days: { count: 4, median: 2, p90: 2 + 0.7 * 2 } },
      { stage: 'screening', days: { count: 3, median: 2, p90: 2 + 0.8 * (february - 2) } },
      { stage: 'interview', days: { count: 1, median: 1, p90: 1 } },
      { stage: 'offer', days: { count: 2, median: 3.5, p90: 2 + 0.9 * 3 } },
    ])
  })

  it('times each role from its opening to its first placement, for first placements in the period', async () => {
    const { candidates } = await reports()
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY
    expect(
      candidates.timeToFill.map((row) => ({
        ...row,
        opened: new Date(row.opened).toISOString(),
        firstPlacement: new Date(row.firstPlacement).toISOString(),
      })),
    ).toEqual([
      {
        role: ids.r2,
        title: `Reports role B ${uid}`,
        opened: at('01-30'),
        firstPlacement: at('03-06'),
        days: days(at('01-30'), at('03-06')),
      },
      {
        role: ids.r1,
        title: `Reports role A ${uid}`,
        opened: at('02-15'),
        firstPlacement: plus(at('03-02'), 6 * DAY),
        days: days(at('02-15'), plus(at('03-02'), 6 * DAY)),
      },
    ])
  })

  it('sums placements and fees by client and by recruiter, by joining date', async () => {
    const { candidates } = await reports()
    expect(candidates.placementsByClient).toEqual([
      { client: ids.k1, name: `Reports client A ${uid}`, count: 2, fees: 150_000 },
      { client: ids.k2, name: `Reports client B ${uid}`, count: 1, fees: 0 },
    ])
    expect(sorted(candidates.placementsByRecruiter.map(({ name: _name, ...row }) => row))).toEqual(
      sorted([
        { recruiter: ids.recruiter, count: 2, fees: 100_000 },
        { recruiter: null, count: 1, fees: 50_000 },
      ]),
    )
  })

  it('counts job alert sign-ups and confirmations, and the applications from each alert and feed', async () => {
    const { channels } = await reports()
    expect(channels).toEqual([
      { channel: 'alerts-daily', signUps: 1, confirmations: 2, applications: 1 },
      { channel: 'alerts-weekly', signUps: 1, confirmations: 0, applications: 1 },
      { channel: 'feed-indeed', signUps: null, confirmations: null, applications: 1 },
      { channel: 'feed-json', signUps: null, confirmations: null, applications: 0 },
      { channel: 'feed-rss', signUps: null, confirmations: null, applications: 1 },
    ])
  })

  it('downloads each table as a CSV file with the same figures, in staff words', async () => {
    const response = await staffGet(`/cms-api/reports/csv?table=leads-by-kind&${query}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="leads-by-kind-${FROM}-to-${TO}.csv"`)
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe(
      'Kind of lead,New leads,Answered,Answered within 24 hours (%),Median time to first reply (hours),90% answered within (hours)',
    )
    expect(lines).toContain('Contact messages,4,3,50,2,24.4')
    expect(lines).toContain('Newsletter subscribers,1,,,,')
    expect(lines).toContain('All that get a reply,11,6,36.4,7,30')
    const stages = await staffGet(`/cms-api/reports/csv?table=stage-conversion&${query}`)
    expect(
      (await stages.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Stage,Applications that got this far,Share of the stage before (%)',
      'Applied,6,',
      'Screening,5,83.3',
      'Interview,3,60',
      'Offer,2,66.7',
      'Placed,2,100',
    ])
    for (const table of [
      'leads-by-source',
      'applications-by-source',
      'applications-by-role',
      'days-in-stage',
      'time-to-fill',
      'placements-by-client',
      'placements-by-recruiter',
      'job-alerts-and-feeds',
    ]) {
      const csv = await staffGet(`/cms-api/reports/csv?table=${table}&${query}`)
      expect(csv.status, table).toBe(200)
    }
  })

  it('shows the same figures on the Reports screen', async () => {
    const response = await staffGet(`/admin/reports?${query}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Reports</h1>')
    const section = /<section[^>]*data-report="placements-by-client"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ''
    expect(section).toContain(`Reports client A ${uid}`)
    expect(section).toMatch(/data-value="150000"/)
    expect(section).toContain(`href="/cms-api/reports/csv?table=placements-by-client&amp;period=custom&amp;from=${FROM}&amp;to=${TO}"`)
  })
})

describe('a stage move through the admin', () => {
  it('keeps when the stay it ends began: the stage’s start, then the move before', async () => {
    // A candidate staff added from the talent pool (an application from the site needs its resume and member).
    const arrived = at('05-02')
    const id = await insert('talent_applications', {
      source: 'sourced',
      first_name: 'Reports',
      last_name: uid,
      email: `mover-${uid}@example.in`,
      phone: '+919876543210',
      location: 'Pune',
      stage: 'screening',
      stage_changed_at: arrived,
      ...leadTimes({ created: arrived }),
    })
    historyOf.push(id)
    const move = async (stage: string) => {
      await staffRequest('PATCH', `/talent-applications/${id}?depth=0`, { stage, notifyCandidate: false })
      return staffRequest<{ stageHistory: { from: string; to: string; at: string; since: string }[] }>(
        'GET',
        `/talent-applications/${id}?depth=0`,
      )
    }
    const first = await move('interview')
    expect(first.stageHistory.map(({ from, to, since }) => ({ from, to, since }))).toEqual([
      { from: 'screening', to: 'interview', since: arrived },
    ])
    const second = await move('offer')
    expect(second.stageHistory[1]).toMatchObject({ from: 'interview', to: 'offer', since: first.stageHistory[0].at })
  })
})

describe('periods', () => {
  it('reads this month, last month and this quarter in India time, and refuses a range it cannot read', async () => {
    const IST = 330 * 60_000
    const local = new Date(Date.now() + IST)
    const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1) - IST).toISOString()
    const [y, m] = [local.getUTCFullYear(), local.getUTCMonth()]
    expect((await reports('period=this-month')).period).toMatchObject({
      choice: 'this-month',
      start: monthStart(y, m),
      end: monthStart(y, m + 1),
    })
    expect((await reports('period=last-month')).period).toMatchObject({
      choice: 'last-month',
      start: monthStart(y, m - 1),
      end: monthStart(y, m),
    })
    expect((await reports('period=this-quarter')).period).toMatchObject({
      choice: 'this-quarter',
      start: monthStart(y, m - (m % 3)),
      end: monthStart(y, m - (m % 3) + 3),
    })
    for (const search of [
      'period=someday',
      'period=custom&from=2026-02-30&to=2026-03-01',
      `period=custom&from=${TO}&to=${FROM}`,
      'period=custom&from=2020-01-01&to=2026-01-01',
    ]) {
      const response = await staffGet(`/cms-api/reports?${search}`)
      expect(response.status, search).toBe(400)
    }
    expect((await staffGet(`/cms-api/reports/csv?table=nothing&${query}`)).status).toBe(400)
  })
})

describe('who may see reports', () => {
  let member: { cookie: string; token: string }
  beforeAll(async () => {
    const email = freshEmail('reports')
    const signed = await signUp(freshIp(43), email)
    member = { cookie: signed.cookie, token: (signed.body as { token: string }).token }
  })

  it('answers visitors and members 401 or 403 on every report endpoint', async () => {
    for (const path of [`/cms-api/reports?${query}`, `/cms-api/reports/csv?table=leads-by-kind&${query}`]) {
      for (const headers of [{}, { cookie: member.cookie }, { authorization: `JWT ${member.token}` }] as Record<string, string>[]) {
        const response = await fetch(`${baseUrl()}${path}`, { headers })
        expect([401, 403], `${path} ${Object.keys(headers).join()}`).toContain(response.status)
        expect(await response.text()).not.toContain('received')
      }
    }
  })

  it('sends visitors to the admin login and members away from the Reports screen', async () => {
    // A member's session is not a staff login: the admin sends them to its login (or to "not allowed").
    for (const headers of [{}, { cookie: member.cookie }, { authorization: `JWT ${member.token}` }] as Record<string, string>[]) {
      const response = await fetch(`${baseUrl()}/admin/reports?${query}`, { headers, redirect: 'manual' })
      const html = await response.text()
      // Payload renders admin views as a stream: the redirect may come in the page (status 200) or as a header.
      const sentTo = /\/admin\/(login|unauthorized)/.exec(`${response.headers.get('location') ?? ''} ${html}`)?.[0]
      expect(sentTo, Object.keys(headers).join()).toBeDefined()
      expect(html.includes('data-report='), Object.keys(headers).join()).toBe(false)
    }
  })
})
