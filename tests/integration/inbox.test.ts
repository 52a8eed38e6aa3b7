// The staff inbox /admin/inbox (docs/decisions/lead-desk.md, "One inbox") against the real server and database (SQLite, and PostgreSQL with
// TEST_DB=postgres): leads of every kind in one list, newest first, the filters, spam left out, staff only.
import { describe, expect, it } from 'vitest'

import { baseUrl, getJson, rawSql, staffHeaders, staffRequest } from './helpers'
import { teamUpRequest } from '../fixtures/team-up'
import { postJson } from './leads-helpers'

const uid = () => Math.random().toString(36).slice(2, 10)

/** The inbox page as staff see it: its rows' text, in order, and its caption. */
async function inbox(query: string): Promise<{ rows: string[]; caption: string; html: string }> {
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}/admin/inbox${query}`, { headers: { authorization } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const rows = [...html.matchAll(/<tr[^>]*data-testid="inbox-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((match) =>
    match[1]
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '|')
      .replace(/\|+/g, '|'),
  )
  const caption = /<caption>([\s\S]*?)<\/caption>/.exec(html)?.[1].replace(/<!--[\s\S]*?-->/g, '') ?? ''
  return { rows, caption, html }
}

/** Three leads of three kinds (and a spam one), oldest first, all carrying `tag`. */
async function leadsTagged(tag: string) {
  const contact = await postJson('/api/contact', {
    fullName: `Asha ${tag}`,
    emailAddress: `asha-${tag}@${tag}.example.in`,
    inquiryType: 'Business Inquiry',
    message: 'We need two testers.',
  })
  expect(contact.status).toBe(201)
  const spam = await postJson('/api/contact', {
    fullName: `Bot ${tag}`,
    emailAddress: `bot-${tag}@${tag}.example.in`,
    inquiryType: 'Business Inquiry',
    message: 'Cheap links.',
    website: 'http://spam.example',
  })
  expect(spam.status).toBe(201)
  const { body: categories } = await getJson<Parameters<typeof teamUpRequest>[0]>('/api/teamup/categories')
  const teamUp = await postJson(
    '/api/teamup',
    teamUpRequest(categories, { companyName: `Deccan ${tag} Pvt Ltd`, email: `ravi-${tag}@${tag}.example.in` }),
  )
  expect(teamUp.status).toBe(201)
  const support = await postJson('/api/assistant/support', {
    email: `care-${tag}@${tag}.example.in`,
    conversation: [{ from: 'visitor', text: 'Please call me.' }],
    page: '/services',
  })
  expect(support.status).toBe(201)
  return { contactId: Number(contact.body.id), teamUpId: Number(teamUp.body.id ?? teamUp.body._id) }
}

describe('the staff inbox', () => {
  it('lists every kind of lead newest first, without spam, and filters by kind, search, assignee, waiting and follow-up', async () => {
    const tag = uid()
    const { contactId, teamUpId } = await leadsTagged(tag)

    const all = await inbox(`?q=${tag}`)
    expect(all.caption).toBe('3 leads')
    expect(all.rows).toHaveLength(3)
    expect(all.rows[0]).toContain(`care-${tag}@${tag}.example.in`)
    expect(all.rows[0]).toContain('Support request')
    expect(all.rows[1]).toContain('Ravi Joshi')
    expect(all.rows[1]).toContain(`Deccan ${tag} Pvt Ltd`)
    expect(all.rows[1]).toContain('Team-up request')
    expect(all.rows[2]).toContain(`Asha ${tag}`)
    expect(all.rows.join()).not.toContain(`Bot ${tag}`)
    for (const row of all.rows) expect(row).toContain('|New|Unassigned|')

    // The company name is searchable too, case aside; the kind filter keeps one kind.
    expect((await inbox(`?q=${encodeURIComponent(`DECCAN ${tag}`)}`)).rows).toHaveLength(1)
    const teamUps = await inbox(`?q=${tag}&kind=teamUp`)
    expect(teamUps.rows).toHaveLength(1)
    expect(teamUps.rows[0]).toContain('Ravi Joshi')

    // Assigned to the staff member looking: "Mine"; the others stay "Unassigned".
    const me = await staffRequest<{ user: { id: number; name: string } }>('GET', '/users/me')
    await staffRequest('PATCH', `/team-up-requests/${teamUpId}`, { assignee: me.user.id, status: 'in-progress' })
    const mine = await inbox(`?q=${tag}&assignee=mine`)
    expect(mine.rows).toHaveLength(1)
    expect(mine.rows[0]).toContain(`|In progress|${me.user.name}|`)
    expect((await inbox(`?q=${tag}&assignee=none`)).rows).toHaveLength(2)
    expect((await inbox(`?q=${tag}&status=in-progress`)).rows).toHaveLength(1)

    // The contact message came in 30 hours ago and nobody has answered: it breaks the 24-hour promise, and is
    // "Waiting for a first reply" (not a follow-up: it has no follow-up day).
    const thirtyHoursAgo = new Date(Date.now() - 30 * 3600_000).toISOString()
    await rawSql('UPDATE contact_messages SET created_at = ? WHERE id = ?', [thirtyHoursAgo, contactId])
    const waiting = await inbox(`?q=${tag}&waiting=1`)
    expect(waiting.rows).toHaveLength(1)
    expect(waiting.rows[0]).toContain(`Asha ${tag}`)
    expect(waiting.rows[0]).toContain('Waiting 30 h, over 24 h')
    expect((await inbox(`?q=${tag}&followUp=overdue`)).rows).toEqual([])

    // A follow-up day that has passed is "Follow-up overdue"; one that is today, "Follow-up due today". The old
    // `?overdue=1` of earlier links and mails is the follow-up-overdue filter.
    await staffRequest('PATCH', `/team-up-requests/${teamUpId}`, { followUpOn: new Date(Date.now() - 48 * 3600_000).toISOString() })
    for (const query of ['followUp=overdue', 'overdue=1']) {
      const overdue = await inbox(`?q=${tag}&${query}`)
      expect(overdue.rows, query).toHaveLength(1)
      expect(overdue.rows[0], query).toContain('Ravi Joshi')
    }
    expect((await inbox(`?q=${tag}&followUp=today`)).rows).toEqual([])
    expect((await inbox(`?q=${tag}&followUp=due`)).rows).toHaveLength(1)
    expect((await inbox(`?q=${tag}&waiting=1`)).rows).toHaveLength(1)

    // The form offers each filter as a control of its own, and keeps the chosen ones.
    const form = (await inbox(`?q=${tag}&overdue=1&waiting=1`)).html
    expect(form).toMatch(/<select[^>]*name="followUp"/)
    expect(form).toMatch(/<option[^>]*value="overdue"[^>]*selected=""[^>]*>Overdue<\/option>/)
    expect(form).toMatch(/<input[^>]*name="waiting"[^>]*checked=""/)
    expect(form).toContain('Waiting for a first reply')
  })

  it('sends anyone but staff to the admin login (members cannot log in to the admin), and ignores malformed filters', async () => {
    // Payload renders admin views as a stream: the redirect to the login comes in the page, with no lead in it.
    const anonymous = await (await fetch(`${baseUrl()}/admin/inbox?q=a`, { redirect: 'manual' })).text()
    expect(anonymous).toContain('/admin/login?redirect=%2Fadmin%2Finbox')
    expect(anonymous).not.toContain('ptw-inbox')

    const odd = await inbox(`?kind=nonsense&status=%27%3B--&assignee=abc&page=-4&q=${'x'.repeat(300)}`)
    expect(odd.rows).toEqual([])
    expect(odd.html).toContain('No leads match these filters.')
  })
})
