// The staff dashboard /admin (docs/decisions/lead-desk.md, "Dashboard") against the real server and database (SQLite, and PostgreSQL with
// TEST_DB=postgres): staff only; each figure moves by exactly the leads a test creates (by kind, status, person, first
// reply, follow-up date, week and pipeline stage), spam left out. Other test files add leads to the same database, so
// the figures are compared before and after.
import { describe, expect, it } from 'vitest'

import { talentApplication } from '../fixtures/resumes'
import { teamUpRequest } from '../fixtures/team-up'

import { freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, getJson, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, postJson } from './leads-helpers'
import { waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
const DAY = 86_400_000
const IST = 330 * 60_000

/** The agency's calendar, worked out here on its own: India Standard Time (UTC+05:30), weeks from Monday. */
function calendar(now = Date.now()) {
  const today = Math.floor((now + IST) / DAY) * DAY - IST
  const monday = today - ((new Date(today + IST).getUTCDay() + 6) % 7) * DAY
  /** Noon UTC of the day `offset` days from today (IST): what the admin's day-only date picker stores. */
  const dayOnly = (offset: number) => `${new Date(today + IST + offset * DAY).toISOString().slice(0, 10)}T12:00:00.000Z`
  return { monday, dayOnly }
}

type Page = { html: string; metric: Record<string, number>; waiting: { href: string; text: string }[]; weeks: number[][] }

const plain = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|')

/** The dashboard as the given visitor sees it. */
async function page(headers: Record<string, string>): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(`${baseUrl()}/admin`, { headers, redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

/** The dashboard as staff see it: every count by its name, the waiting list, and the weekly table's rows. */
async function dashboard(): Promise<Page> {
  const { authorization } = await staffHeaders()
  const { status, html } = await page({ authorization })
  expect(status).toBe(200)
  const metric = Object.fromEntries([...html.matchAll(/data-metric="([^"]+)"[^>]*>(\d+)</g)].map((match) => [match[1], Number(match[2])]))
  const waiting = [...html.matchAll(/<li[^>]*data-testid="waiting-lead"[^>]*>([\s\S]*?)<\/li>/g)].map((match) => ({
    href: /href="([^"]+)"/.exec(match[1])?.[1] ?? '',
    text: plain(match[1]),
  }))
  const weeks = [...html.matchAll(/<tr[^>]*data-testid="week-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((match) =>
    [...match[1].matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((cell) => Number(cell[1])),
  )
  return { html, metric, waiting, weeks }
}

/** How each count moved between two readings (counts that did not move are left out). */
function moved(before: Page, after: Page): Record<string, number> {
  const names = new Set([...Object.keys(before.metric), ...Object.keys(after.metric)])
  return Object.fromEntries(
    [...names].map((name) => [name, (after.metric[name] ?? 0) - (before.metric[name] ?? 0)] as const).filter(([, change]) => change !== 0),
  )
}

async function contact(tag: string, name: string, extra: Record<string, string> = {}) {
  const sent = await postJson('/api/contact', {
    fullName: `${name} ${tag}`,
    emailAddress: `${name.toLowerCase()}-${tag}@${tag}.example.in`,
    inquiryType: 'Business Inquiry',
    message: 'We need two testers.',
    ...extra,
  })
  expect(sent.status).toBe(201)
  return Number(sent.body.id)
}

/** A talent application from a new member, moved by staff to Screening; answers the member's login token. */
async function applicationInScreening() {
  const email = freshEmail('dashboard')
  const member = await signUp(freshIp(41), email)
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': freshIp(41) },
    body: talentApplication(email),
  })
  expect(applied.status, await applied.clone().text()).toBe(201)
  await waitForMail(email, { count: 2 })
  const [doc] = await findLeads('talent-applications', byField('email', email))
  await staffRequest('PATCH', `/talent-applications/${doc.id}?depth=0`, { stage: 'screening', notifyCandidate: false })
  return { cookie: member.cookie, token: (member.body as { token: string }).token }
}

describe('the staff dashboard', () => {
  it('counts new leads by kind, open leads by status and person, waiting leads, follow-ups, weeks and stages', async () => {
    const tag = uid()
    const { monday, dayOnly } = calendar()
    const before = await dashboard()
    expect(before.weeks).toHaveLength(12)

    const colleague = await staffRequest<{ doc: { id: number } }>('POST', '/users', {
      email: `colleague-${tag}@test.local`,
      password: `Colleague-${tag}-Password`,
      name: `Priya ${tag}`,
    })

    // Today: a contact message due for follow-up today, a spam one, a team-up request in progress for the colleague
    // whose follow-up was due yesterday, a support request already closed, and a talent application in Screening.
    const dueToday = await contact(tag, 'Asha')
    await staffRequest('PATCH', `/contact-messages/${dueToday}`, { followUpOn: dayOnly(0) })
    await contact(tag, 'Bot', { website: 'http://spam.example' })
    const { body: categories } = await getJson<Parameters<typeof teamUpRequest>[0]>('/api/teamup/categories')
    const teamUp = await postJson(
      '/api/teamup',
      teamUpRequest(categories, { companyName: `Deccan ${tag}`, email: `ravi-${tag}@${tag}.example.in` }),
    )
    expect(teamUp.status).toBe(201)
    await staffRequest('PATCH', `/team-up-requests/${Number(teamUp.body.id ?? teamUp.body._id)}`, {
      assignee: colleague.doc.id,
      status: 'in-progress',
      followUpOn: dayOnly(-1),
    })
    const support = await postJson('/api/assistant/support', {
      email: `care-${tag}@${tag}.example.in`,
      conversation: [{ from: 'visitor', text: 'Please call me.' }],
      page: '/services',
    })
    expect(support.status).toBe(201)
    await staffRequest('PATCH', `/support-requests/${Number(support.body.id)}`, { status: 'closed' })
    await applicationInScreening()

    // Two contact messages that came in earlier and were never answered: last week, and ten weeks ago.
    const lastWeek = await contact(tag, 'Kiran')
    await rawSql('UPDATE contact_messages SET created_at = ? WHERE id = ?', [
      new Date(monday - 3 * DAY + 2 * 3600_000).toISOString(),
      lastWeek,
    ])
    const tenWeeksAgo = await contact(tag, 'Meena')
    await rawSql('UPDATE contact_messages SET created_at = ? WHERE id = ?', [new Date(monday - 70 * DAY + DAY).toISOString(), tenWeeksAgo])

    const after = await dashboard()
    expect(moved(before, after)).toEqual({
      'new-today:all': 4,
      'new-today:contact': 1,
      'new-today:teamUp': 1,
      'new-today:talent': 1,
      'new-today:support': 1,
      'new-week:all': 4,
      'new-week:contact': 1,
      'new-week:teamUp': 1,
      'new-week:talent': 1,
      'new-week:support': 1,
      'open:all': 5,
      // The application in Screening is In progress: a candidate's status follows the stage.
      'open-status:new': 3,
      'open-status:in-progress': 2,
      'open-person:none': 4,
      [`open-person:${colleague.doc.id}`]: 1,
      'follow-ups:overdue': 1,
      'follow-ups:today': 1,
      'waiting:all': 2,
      'stage:screening': 1,
    })
    expect(plain(after.html)).toContain(`|Priya ${tag}| |1|`)

    // The waiting list: oldest first, each a link to the lead's own page.
    const hrefs = after.waiting.map((lead) => lead.href)
    const oldest = hrefs.indexOf(`/admin/collections/contact-messages/${tenWeeksAgo}`)
    const older = hrefs.indexOf(`/admin/collections/contact-messages/${lastWeek}`)
    expect(oldest).toBeGreaterThanOrEqual(0)
    expect(older).toBeGreaterThan(oldest)
    expect(after.waiting[oldest].text).toContain(
      `Meena ${tag}|Contact message|waiting |${Math.floor((Date.now() - (monday - 69 * DAY)) / DAY)} days`,
    )
    expect(after.html).toContain('href="/admin/inbox?followUp=overdue"')
    expect(after.html).toContain('href="/admin/inbox?followUp=today"')
    expect(after.html).toContain('href="/admin/inbox?waiting=1"')

    // Per week (columns: contact, team-up, talent, support, subscriber, privacy request, all): this week, last week, ten
    // weeks ago.
    const change = after.weeks.map((row, week) => row.map((count, column) => count - before.weeks[week][column]))
    const expected = Array.from({ length: 12 }, () => [0, 0, 0, 0, 0, 0, 0])
    expected[11] = [1, 1, 1, 1, 0, 0, 4]
    expected[10] = [1, 0, 0, 0, 0, 0, 1]
    expected[1] = [1, 0, 0, 0, 0, 0, 1]
    expect(change).toEqual(expected)
  })

  it('shows nothing to visitors or members: a visitor gets the admin login, a member the "not allowed" page', async () => {
    const { cookie, token } = await applicationInScreening()
    const cases: { headers: Record<string, string>; goesTo: string }[] = [
      { headers: {}, goesTo: '/admin/login' },
      { headers: { cookie }, goesTo: '/admin/login' },
      { headers: { authorization: `JWT ${token}` }, goesTo: '/admin/unauthorized' },
    ]
    for (const { headers, goesTo } of cases) {
      // Payload renders admin views as a stream: the redirect may come in the page (status 200) or as a header.
      const { location, html } = await page(headers)
      expect(`${location ?? ''} ${html}`).toContain(goesTo)
      expect(html).not.toContain('ptw-dash')
      expect(html).not.toContain('data-metric')
    }
  })
})

/** The HTML's text with its entities read (attribute values). */
const unescape = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** Each link of a card that lists a count: the count's name, what the dashboard shows, and where it goes. */
function cardLinks(html: string, card: string): { metric: string; count: number; href: string }[] {
  const section = new RegExp(`<section[^>]*aria-labelledby="ptw-dash-${card}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1] ?? ''
  expect(section, card).not.toBe('')
  const metric = Object.fromEntries([...html.matchAll(/data-metric="([^"]+)"[^>]*>(\d+)</g)].map((match) => [match[1], Number(match[2])]))
  return [...section.matchAll(/<a\b([^>]*)>/g)].flatMap((match) => {
    const counts = /data-counts="([^"]+)"/.exec(match[1])?.[1]
    const href = /href="([^"]+)"/.exec(match[1])?.[1]
    return counts && href ? [{ metric: counts, count: metric[counts], href: unescape(href) }] : []
  })
}

/** How many leads (or applications) the linked list holds, as staff see it. */
async function listed(href: string): Promise<number> {
  const { authorization } = await staffHeaders()
  const url = new URL(href, baseUrl())
  if (url.pathname === '/admin/inbox') {
    const html = await (await fetch(url, { headers: { authorization } })).text()
    if (html.includes('No leads match these filters.')) return 0
    const caption = /<caption>([\s\S]*?)<\/caption>/.exec(html)?.[1].replace(/<!--[\s\S]*?-->/g, '') ?? ''
    const total = /^(\d+) leads?/.exec(caption)?.[1]
    expect(total, `${href}: ${caption}`).toBeDefined()
    return Number(total)
  }
  // An admin collection list: the same "where" through the REST API.
  const collection = /^\/admin\/collections\/([a-z-]+)$/.exec(url.pathname)?.[1]
  expect(collection, href).toBeDefined()
  url.searchParams.set('limit', '1')
  const response = await fetch(`${baseUrl()}/cms-api/${collection}?${url.searchParams.toString()}`, { headers: { authorization } })
  expect(response.status, href).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

describe('every dashboard card links to exactly the list it counts', () => {
  const tag = uid()
  const { dayOnly } = calendar()
  let leadsMade: Promise<void> | null = null
  /** Leads for every card: new today, in progress and assigned, follow-ups overdue and due today, waiting over 24 hours. */
  const leadsForEveryCard = () =>
    (leadsMade ??= (async () => {
      const me = await staffRequest<{ user: { id: number } }>('GET', '/users/me')
      const overdue = await contact(tag, 'Overdue')
      await staffRequest('PATCH', `/contact-messages/${overdue}`, { followUpOn: dayOnly(-3), assignee: me.user.id, status: 'in-progress' })
      const dueToday = await contact(tag, 'Today')
      await staffRequest('PATCH', `/contact-messages/${dueToday}`, { followUpOn: dayOnly(0) })
      const waiting = await contact(tag, 'Waiting')
      await rawSql('UPDATE contact_messages SET created_at = ? WHERE id = ?', [new Date(Date.now() - 30 * 3600_000).toISOString(), waiting])
      // Closed with an overdue follow-up: counted nowhere but in the week's new leads.
      const closed = await contact(tag, 'Closed')
      await staffRequest('PATCH', `/contact-messages/${closed}`, { followUpOn: dayOnly(-2), status: 'closed' })
      await contact(tag, 'Bot', { website: 'http://spam.example' })
      await applicationInScreening()
    })())

  for (const card of ['today', 'week', 'status', 'person', 'follow-ups', 'stages', 'waiting']) {
    it(`"${card}": each count equals the number of leads its link lists`, async () => {
      await leadsForEveryCard()
      const { html } = await dashboard()
      const links = cardLinks(html, card)
      expect(links.length, card).toBeGreaterThan(0)
      for (const link of links) {
        expect(link.count, link.metric).toBeTypeOf('number')
        expect(await listed(link.href), `${link.metric} → ${link.href}`).toBe(link.count)
      }
      if (card === 'follow-ups') {
        expect(links.map((link) => link.metric)).toEqual(['follow-ups:overdue', 'follow-ups:today'])
        for (const link of links) expect(link.count, link.metric).toBeGreaterThan(0)
      }
      if (card === 'waiting') expect(links.map((link) => [link.metric, link.count > 0])).toEqual([['waiting:all', true]])
    })
  }
})
