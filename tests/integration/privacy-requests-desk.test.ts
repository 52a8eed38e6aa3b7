// Privacy requests in the lead desk (docs/decisions/privacy.md, "Privacy requests in the inbox" and "Requests from
// /account"), against the real server, database (SQLite, and PostgreSQL with TEST_DB=postgres), SMTP sink and IMAP
// server: a member files a request from /account (no code: the session proves the address), it is a lead of the
// inbox with its kind and due date (a grievance 90 days after confirmation; overdue in words and red), and a staff
// reply by e-mail answers it; the person's answer to that reply comes back onto the request.
import { ImapFlow } from 'imapflow'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { describe, expect, inject, it } from 'vitest'

import { imapServerAt } from '../../scripts/lib/imap-server.mjs'
import { baseUrl, eventually, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie, postJson } from './leads-helpers'
import { mailsTo, waitForMail, type ReceivedMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
const DAY_MS = 24 * 60 * 60 * 1000
/** Each address at a domain of its own: acknowledgements are capped per domain and day. */
const address = (tag: string, who = 'member') => `${who}-${tag}@${tag}.example.in`

type Filed = { msg: string; request: { reference: string; kind: string; dueOn: string } }
type Listed = {
  reference: string
  kind: string
  text: string
  status: string
  createdAt: string
  dueOn: string | null
  answeredAt: string | null
}

/** The mail to `to` whose subject matches, once it has arrived. */
async function mailWith(to: string, subject: string | RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await eventually(async () => {
    found = (await mailsTo(to)).find((mail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)))
    expect(found, String(subject)).toBeTruthy()
  }, 15_000)
  return found!
}

const file = (cookie: string, body: unknown) => postJson('/api/users/me/privacy-requests', body, { headers: { cookie } })

async function myRequests(cookie: string) {
  const response = await fetch(`${baseUrl()}/api/users/me/privacy-requests`, { headers: { cookie } })
  return { status: response.status, body: (await response.json()) as { requests: Listed[] } }
}

/** The staff inbox's rows for this address (its text, tags dropped) and its caption. */
async function inboxRows(query: string): Promise<{ rows: string[]; raw: string[] }> {
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}/admin/inbox${query}`, { headers: { authorization } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const raw = [...html.matchAll(/<tr[^>]*data-testid="inbox-row"[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => match[1])
  const rows = raw.map((row) =>
    row
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  return { rows, raw }
}

const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso))

async function asAdmin(method: string, urlPath: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/cms-api${urlPath}`, {
    method,
    headers: { ...(await staffHeaders()), origin: baseUrl() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

/** An answer delivered into the reply mailbox by IMAP APPEND, as a mail server stores it; answers its Message-ID. */
async function deliver(answer: { from: string; to: string; subject: string; text: string; inReplyTo: string }) {
  const messageId = `<answer-${uid()}@member.example.in>`
  const raw = await new MailComposer({ ...answer, messageId, references: answer.inReplyTo }).compile().build()
  const server = imapServerAt(inject('imapDir'))
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: server.port,
    secure: false,
    auth: { user: 'replies', pass: server.password },
    logger: false,
  })
  await client.connect()
  try {
    await client.append('INBOX', raw)
  } finally {
    await client.logout()
  }
  return messageId
}

describe('a member’s privacy requests (POST and GET /api/users/me/privacy-requests)', () => {
  it('401 for visitors; bad input is a 400 in words and stores nothing', async () => {
    expect((await fetch(`${baseUrl()}/api/users/me/privacy-requests`)).status).toBe(401)
    const visitor = await postJson('/api/users/me/privacy-requests', { kind: 'grievance', text: 'Hello' })
    expect(visitor.status).toBe(401)
    expect(visitor.body.msg).toBe('You are not logged in.')

    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    const badKind = await file(cookie, { kind: 'everything' })
    expect(badKind.status).toBe(400)
    expect(badKind.body.msg).toBe('Choose what you are asking for: access, correction, erasure, withdrawal, grievance or nomination.')
    const noKind = await file(cookie, { text: 'Please.' })
    expect(noKind.status).toBe(400)
    expect(noKind.body.msg).toBe('Choose what you are asking for: access, correction, erasure, withdrawal, grievance or nomination.')
    const long = await file(cookie, { kind: 'access', text: 'x'.repeat(4001) })
    expect(long.status).toBe(400)
    expect(long.body.msg).toBe('Please keep your request under 4000 characters.')
    const notText = await file(cookie, { kind: 'access', text: 42 })
    expect(notText.status).toBe(400)
    expect(notText.body.msg).toBe('Write your request as text.')
    const notJson = await file(cookie, 'kind=access')
    expect(notJson.status).toBe(400)
    expect(await rawSql('SELECT id FROM privacy_requests WHERE email = ?', [email])).toEqual([])
    expect((await myRequests(cookie)).body.requests).toEqual([])
  })

  it('a grievance is confirmed at once, due 90 days later, mailed as a receipt, listed on /account and in the inbox with its kind and due date', async () => {
    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    const before = Date.now()
    const filed = await file(cookie, { kind: 'grievance', text: `A recruiter called me after I said no (${tag}).` })
    expect(filed.status, JSON.stringify(filed.body)).toBe(201)
    const { request, msg } = filed.body as unknown as Filed
    expect(request).toEqual({ reference: expect.stringMatching(/^PR-\d{5,}$/), kind: 'grievance', dueOn: expect.any(String) })
    expect(msg).toBe(
      `Thank you. Your request ${request.reference} is recorded; we will answer by ${request.dueOn.slice(0, 10)}. A copy is on its way to your e-mail.`,
    )
    const id = Number(request.reference.slice(3))

    // Stored confirmed, as a new lead of the inbox: the clock runs 90 days from confirmation.
    const row = await staffRequest<Record<string, string | null>>('GET', `/privacy-requests/${id}?depth=0`)
    expect(row).toMatchObject({ email, kind: 'grievance', status: 'new', channel: 'account', answeredAt: null })
    expect(Date.parse(row.dueOn!) - Date.parse(row.confirmedAt!)).toBe(90 * DAY_MS)
    expect(Date.parse(row.confirmedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(row.confirmedAt!)).toBeLessThan(Date.now() + 1000)
    expect(row.dueOn).toBe(request.dueOn)

    // The receipt, with the due date; staff are told too.
    const receipt = await mailWith(email, `We received your privacy request ${request.reference}`)
    expect(receipt.text).toContain(`will answer it by ${request.dueOn.slice(0, 10)}`)
    expect(receipt.text).toContain('Request: A grievance (complaint)')
    const staffMail = await mailWith('staff@test.local', `New privacy request: Grievance from ${email}`)
    expect(staffMail.text).toContain(`Answer by: ${request.dueOn.slice(0, 10)}`)

    // The member sees it with its state.
    const mine = await myRequests(cookie)
    expect(mine.status).toBe(200)
    expect(mine.body.requests).toEqual([
      {
        reference: request.reference,
        kind: 'grievance',
        text: `A recruiter called me after I said no (${tag}).`,
        status: 'open',
        createdAt: expect.any(String),
        dueOn: request.dueOn,
        answeredAt: null,
      },
    ])

    // In the inbox: its kind, in one word, and its due date; found by its address, under the Privacy request kind.
    const { rows } = await inboxRows(`?kind=privacy&q=${tag}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain(email)
    expect(rows[0]).toContain('Privacy request')
    expect(rows[0]).toContain('Grievance')
    expect(rows[0]).toContain(`New Answer by ${dayLabel(request.dueOn)}`)
    expect(rows[0]).toContain('Not answered yet')
    expect((await inboxRows(`?kind=privacy&answer=waiting&q=${tag}`)).rows).toHaveLength(1)
    expect((await inboxRows(`?kind=privacy&answer=overdue&q=${tag}`)).rows).toHaveLength(0)
    expect((await inboxRows(`?kind=contact&q=${tag}`)).rows).toHaveLength(0)

    // Past its due date, it is overdue in words and in red, and under the Overdue filter.
    const due = new Date(Date.now() - 3 * DAY_MS).toISOString()
    await rawSql('UPDATE privacy_requests SET due_on = ? WHERE id = ?', [due, id])
    const overdue = await inboxRows(`?kind=privacy&answer=overdue&q=${tag}`)
    expect(overdue.rows).toHaveLength(1)
    expect(overdue.rows[0]).toContain(`Overdue: answer was due ${dayLabel(due)}`)
    expect(overdue.raw[0]).toMatch(/<strong class="ptw-inbox__due ptw-inbox__late">Overdue: /)
  })

  it('a staff reply by e-mail answers the request (the clock stops); the member’s answer comes back onto it', async () => {
    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    const filed = await file(cookie, { kind: 'access', text: 'What do you hold about me?' })
    expect(filed.status).toBe(201)
    const { request } = filed.body as unknown as Filed
    const id = Number(request.reference.slice(3))
    // Access is due after the Site settings' days (30 by default).
    const row = await staffRequest<Record<string, string>>('GET', `/privacy-requests/${id}?depth=0`)
    expect(Date.parse(row.dueOn) - Date.parse(row.confirmedAt)).toBe(30 * DAY_MS)

    const subject = `Your data ${tag}`
    const sent = await asAdmin('POST', '/lead-activity/reply', {
      leadCollection: 'privacy-requests',
      leadId: id,
      subject,
      text: 'We hold your account and one application. A summary is attached to your account page.',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.message).toBe(`Your reply to ${email} is on its way.`)
    const reply = await mailWith(email, new RegExp(`^${subject} \\[ref:p${id}x[0-9a-f]{20}\\]$`))
    const replyTo = /[^\s<>]+@[^\s<>]+/.exec(reply.headers['reply-to'] ?? '')?.[0] ?? ''
    expect(replyTo).toMatch(new RegExp(`^replies\\+p${id}x[0-9a-f]{20}@`))
    expect(reply.text).toContain('We hold your account and one application.')

    const answered = await staffRequest<Record<string, string | null>>('GET', `/privacy-requests/${id}?depth=0`)
    expect(answered.status).toBe('in-progress')
    expect(answered.answeredAt).toBeTruthy()
    expect(answered.firstReplyAt).toBe(answered.answeredAt)
    // Answered: off the waiting and overdue lists (even once past its date), shown as answered in the inbox and on /account.
    await rawSql('UPDATE privacy_requests SET due_on = ? WHERE id = ?', [new Date(Date.now() - DAY_MS).toISOString(), id])
    expect((await inboxRows(`?kind=privacy&answer=waiting&q=${tag}`)).rows).toHaveLength(0)
    expect((await inboxRows(`?kind=privacy&answer=overdue&q=${tag}`)).rows).toHaveLength(0)
    const { rows } = await inboxRows(`?kind=privacy&q=${tag}`)
    expect(rows[0]).toContain(`In progress Answered ${dayLabel(answered.answeredAt!)}`)
    expect(rows[0]).toContain('Replied')
    const mine = (await myRequests(cookie)).body.requests
    expect(mine).toMatchObject([{ reference: request.reference, status: 'answered', answeredAt: answered.answeredAt }])

    // The member answers the reply: it lands on the request's timeline.
    const messageId = await deliver({
      from: email,
      to: replyTo,
      subject: `Re: ${reply.subject}`,
      inReplyTo: reply.headers['message-id'] ?? '',
      text: 'Thank you, that is clear.',
    })
    await eventually(async () => {
      const { docs } = await staffRequest<{ docs: { leadCollection: string | null; leadId: number | null }[] }>(
        'GET',
        `/inbound-mail?where[messageId][equals]=${encodeURIComponent(messageId)}`,
      )
      expect(docs[0]).toMatchObject({ leadCollection: 'privacy-requests', leadId: id })
    }, 20_000)
    const timeline = await staffRequest<{ docs: { type: string; text: string }[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=privacy-requests&where[leadId][equals]=${id}&sort=-createdAt&limit=20`,
    )
    expect(timeline.docs.map((entry) => entry.type)).toEqual(expect.arrayContaining(['reply-received', 'reply', 'status']))
    expect(timeline.docs.find((entry) => entry.type === 'reply-received')?.text).toContain('Thank you, that is clear.')

    // Closing it: the member reads "Closed".
    await staffRequest('PATCH', `/privacy-requests/${id}`, { status: 'closed' })
    expect((await myRequests(cookie)).body.requests[0].status).toBe('closed')
  })

  it('keeps requests waiting for their code out of the inbox', async () => {
    const tag = uid()
    const email = address(tag, 'visitor')
    const asked = await postJson('/api/privacy-requests', { email, kind: 'erasure', text: 'Erase me.' })
    expect(asked.status).toBe(202)
    await waitForMail(email)
    expect(await rawSql('SELECT kind FROM pending_privacy_requests WHERE email = ?', [email])).toEqual([{ kind: 'erasure' }])
    expect((await inboxRows(`?q=${tag}`)).rows).toHaveLength(0)
  })
})
