// Privacy under the DPDP Act (docs/decisions/privacy.md): a member's consents per purpose (append-only entries, a
// withdrawal answered at once with a receipt mail that stops what the purpose feeds) and privacy requests from people
// without an account (a code by e-mail confirms the address; the due date is the statutory clock).
import { describe, expect, it } from 'vitest'

import { codeFromMail } from './accounts-helpers'
import { baseUrl, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie, postJson } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
/** Each address at a domain of its own: acknowledgements are capped per domain and day. */
const address = (tag: string, who = 'p') => `${who}-${tag}@${tag}.example.in`
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '')
const DAY_MS = 24 * 60 * 60 * 1000
const PURPOSES = ['applications', 'client-sharing', 'newsletter', 'job-alerts', 'phone-contact'] as const

type Entry = { purpose: string; granted: boolean; noticeVersion: string | null; language: string; channel: string; at: string }

async function myConsents(cookie: string) {
  const response = await fetch(`${baseUrl()}/api/users/me/consents`, { headers: { cookie } })
  return { status: response.status, body: (await response.json()) as { consents: Entry[] } }
}

const changeConsent = (cookie: string, body: unknown) => postJson('/api/users/me/consents', body, { headers: { cookie } })

describe('a member’s consents (GET and POST /api/users/me/consents)', () => {
  it('401 for visitors; each purpose is its own entry, newest first; a withdrawal is a new entry with a receipt mail', async () => {
    expect((await fetch(`${baseUrl()}/api/users/me/consents`)).status).toBe(401)
    const visitor = await postJson('/api/users/me/consents', { purpose: 'newsletter', granted: true })
    expect(visitor.status).toBe(401)
    expect(visitor.body).toMatchObject({ error: 'unauthorized', msg: 'You are not logged in.' })

    const tag = uid()
    const email = address(tag)
    const { cookie, id } = await memberCookie(email)
    expect((await myConsents(cookie)).body).toEqual({ consents: [] })

    for (const purpose of PURPOSES) {
      const given = await changeConsent(cookie, { purpose, granted: true })
      expect(given.status, JSON.stringify(given.body)).toBe(201)
      expect(given.body.msg).toBe('Thank you. Your consent is recorded.')
    }
    const afterGrants = await myConsents(cookie)
    expect(afterGrants.status).toBe(200)
    expect(afterGrants.body.consents.map(({ purpose }) => purpose)).toEqual([...PURPOSES].reverse())
    for (const entry of afterGrants.body.consents) {
      expect(entry).toEqual({
        purpose: entry.purpose,
        granted: true,
        noticeVersion: 'privacy-2026-11',
        language: 'en',
        channel: 'form',
        at: expect.any(String),
        client: null,
      })
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000)
    }
    // Giving consent sends no mail (the signup code is the only one so far).
    expect(await mailsTo(email)).toHaveLength(1)

    const withdrawn = await changeConsent(cookie, { purpose: 'phone-contact', granted: false })
    expect(withdrawn.status).toBe(201)
    expect(withdrawn.body.msg).toBe('Your consent is withdrawn from now on. A receipt is on its way to your e-mail.')
    expect(withdrawn.body.consents).toContainEqual(
      expect.objectContaining({ purpose: 'phone-contact', label: 'Phone contact', granted: false }),
    )
    expect(withdrawn.body.consents).toContainEqual(expect.objectContaining({ purpose: 'newsletter', granted: true }))
    const receipt = await waitForMail(email, { count: 2 })
    expect(receipt.subject).toBe('Your consent is withdrawn: Phone contact')
    expect(receipt.text).toContain('you withdrew your consent to Pune Talent Works for "Phone contact"')
    expect(receipt.text).toMatch(/https?:\/\/\S+\/account/)

    const { consents } = (await myConsents(cookie)).body
    expect(consents).toHaveLength(6)
    expect(consents[0]).toMatchObject({ purpose: 'phone-contact', granted: false, channel: 'form' })
    expect(consents[1]).toMatchObject({ purpose: 'phone-contact', granted: true })

    // The log holds the entries for the account, as staff read them.
    const stored = await rawSql('SELECT purpose, granted, member_id, email FROM consents WHERE email = ? ORDER BY id', [email])
    expect(stored).toHaveLength(6)
    expect(stored.every((row) => Number(row.member_id) === id)).toBe(true)
    expect(stored.map((row) => Boolean(Number(row.granted)))).toEqual([true, true, true, true, true, false])
  })

  it('refuses an unknown purpose and a missing choice with a 400 in words', async () => {
    const { cookie } = await memberCookie(address(uid()))
    const unknown = await changeConsent(cookie, { purpose: 'marketing', granted: false })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      error: 'validation_error',
      msg: 'Choose one of the purposes: applications, client-sharing, newsletter, job-alerts, phone-contact.',
    })
    const noChoice = await changeConsent(cookie, { purpose: 'newsletter' })
    expect(noChoice.status).toBe(400)
    expect(noChoice.body.msg).toBe('Say whether you give (true) or withdraw (false) this consent.')
    const notJson = await changeConsent(cookie, 'purpose=newsletter')
    expect(notJson.status).toBe(400)
    expect((await myConsents(cookie)).body.consents).toEqual([])
  })

  it('withdrawing job alerts keeps the address’s alerts (their sending reads the log); the alert’s own consent shows in the list', async () => {
    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    expect((await postJson('/api/job-alerts', { email, consent: true, frequency: 'daily', searchTerm: `okapi${tag}` })).status).toBe(202)
    const mail = await waitForMail(email, { count: 2 })
    const link = mail.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)![0]
    expect((await postJson('/api/job-alerts/confirm', { token: tokenOf(link) })).status).toBe(200)
    const before = (await myConsents(cookie)).body.consents
    expect(before).toEqual([expect.objectContaining({ purpose: 'job-alerts', granted: true, channel: 'form' })])

    const off = await changeConsent(cookie, { purpose: 'job-alerts', granted: false })
    expect(off.status).toBe(201)
    // Paused by the send-time check, not turned off (tests/integration/privacy-notices.test.ts sends them).
    const [alert] = await findLeads('job-alerts', byField('email', email))
    expect(alert.state).toBe('confirmed')
    expect((await waitForMail(email, { count: 3 })).subject).toBe('Your consent is withdrawn: Job alerts')
    expect((await myConsents(cookie)).body.consents[0]).toMatchObject({ purpose: 'job-alerts', granted: false })
  })

  it('entries are append-only: nobody changes or deletes one through the API, members cannot write one', async () => {
    const email = address(uid())
    const { cookie } = await memberCookie(email)
    expect((await changeConsent(cookie, { purpose: 'newsletter', granted: true })).status).toBe(201)
    const row = (await rawSql('SELECT id FROM consents WHERE email = ?', [email]))[0] as { id: number }
    const headers = await staffHeaders()
    const patch = await fetch(`${baseUrl()}/cms-api/consents/${row.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ granted: false }),
    })
    expect(patch.status).toBe(403)
    const remove = await fetch(`${baseUrl()}/cms-api/consents/${row.id}`, { method: 'DELETE', headers })
    expect(remove.status).toBe(403)
    const memberWrite = await fetch(`${baseUrl()}/cms-api/consents`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email, purpose: 'newsletter', granted: true, channel: 'form' }),
    })
    expect([401, 403]).toContain(memberWrite.status)
    expect(await rawSql('SELECT granted FROM consents WHERE email = ?', [email])).toHaveLength(1)
    // Deleting the account still works with entries that name it (what erasure keeps of them is issue 33's next slice).
    const deleted = await fetch(`${baseUrl()}/api/users/me`, { method: 'DELETE', headers: { cookie } })
    expect(deleted.status).toBe(200)
  })
})

type Confirmed = { msg: string; request: { reference: string; kind: string; dueOn: string } }

/** Sends the form, reads the code from the mail and confirms it. */
async function confirmedRequest(email: string, kind: string, text = '') {
  const before = (await mailsTo(email)).length
  const asked = await postJson('/api/privacy-requests', { email, kind, text })
  expect(asked.status, JSON.stringify(asked.body)).toBe(202)
  const otp = await codeFromMail(email, before + 1)
  const confirmed = await postJson('/api/privacy-requests/verify', { email, otp })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201)
  return confirmed.body as unknown as Confirmed
}

const stored = async (email: string) =>
  (
    await staffRequest<{ docs: Record<string, string>[] }>(
      'GET',
      `/privacy-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    )
  ).docs

describe('privacy requests without an account (POST /api/privacy-requests, /verify)', () => {
  it('answers 202 with one text; the mailed code confirms the request, which staff then see with a due date 30 days out', async () => {
    const tag = uid()
    const email = address(tag, 'subscriber')
    const SAME = {
      msg: 'Thank you. If the address is right, a code to confirm your request is on its way to it. It is valid for 10 minutes.',
    }
    const asked = await postJson('/api/privacy-requests', {
      email: email.toUpperCase(),
      kind: 'erasure',
      text: 'Please erase my newsletter data.',
    })
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual(SAME)
    const unknownPerson = await postJson('/api/privacy-requests', { email: address(tag, 'nobody'), kind: 'access' })
    expect(unknownPerson.status).toBe(202)
    expect(unknownPerson.body).toEqual(SAME)

    const codeMail = await waitForMail(email)
    expect(codeMail.subject).toBe('Your Pune Talent Works privacy request code')
    const otp = codeMail.text.match(/^\s*(\d{6})\s*$/m)![1]
    // Unconfirmed, the request waits in a table of its own, hidden from staff and the inbox.
    expect(await rawSql('SELECT kind FROM pending_privacy_requests WHERE email = ?', [email])).toEqual([{ kind: 'erasure' }])
    expect(await rawSql('SELECT id FROM privacy_requests WHERE email = ?', [email])).toEqual([])
    expect(await stored(email)).toEqual([])

    // A second request within the minute is refused with the wait; a wrong code counts as a try.
    const again = await postJson('/api/privacy-requests', { email, kind: 'erasure' })
    expect(again.status).toBe(429)
    expect(again.body.msg).toBe('Please wait a minute before requesting another OTP.')
    const wrong = await postJson('/api/privacy-requests/verify', { email, otp: otp === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ error: 'invalid_otp', msg: 'Invalid OTP.' })

    const confirmed = await postJson('/api/privacy-requests/verify', { email, otp })
    expect(confirmed.status).toBe(201)
    const { request } = confirmed.body as unknown as Confirmed
    expect(request).toEqual({ reference: expect.stringMatching(/^PR-\d+$/), kind: 'erasure', dueOn: expect.any(String) })
    expect(confirmed.body.msg).toBe(
      `Thank you. Your request is confirmed; we will answer by ${request.dueOn.slice(0, 10)}. A copy is on its way to your e-mail.`,
    )
    expect((await postJson('/api/privacy-requests/verify', { email, otp })).status).toBe(401)

    const [row] = await stored(email)
    expect(row).toMatchObject({ email, kind: 'erasure', status: 'new', text: 'Please erase my newsletter data.' })
    expect(`PR-${String(row.id).padStart(5, '0')}`).toBe(request.reference)
    expect(await rawSql('SELECT id FROM pending_privacy_requests WHERE email = ?', [email])).toEqual([])
    expect(Date.parse(row.dueOn) - Date.parse(row.confirmedAt)).toBe(30 * DAY_MS)
    expect(Math.abs(Date.parse(row.confirmedAt) - Date.now())).toBeLessThan(60_000)
    const receipt = await waitForMail(email, { count: 2 })
    expect(receipt.subject).toBe(`We received your privacy request ${request.reference}`)
    expect(receipt.text).toContain(`will answer it by ${request.dueOn.slice(0, 10)}`)
    expect(receipt.text).toContain('Request: Erase my data')
  })

  it('a grievance is due in 90 days; the other kinds in the Site settings’ days', async () => {
    const grievance = await confirmedRequest(address(uid(), 'grieve'), 'grievance', 'You called me after I said no.')
    const row = await staffRequest<Record<string, string>>(
      'GET',
      `/privacy-requests/${Number(grievance.request.reference.slice(3))}?depth=0`,
    )
    expect(row).toMatchObject({ kind: 'grievance', status: 'new', text: 'You called me after I said no.' })
    expect(Date.parse(row.dueOn) - Date.parse(row.confirmedAt)).toBe(90 * DAY_MS)
    expect(grievance.request.dueOn).toBe(row.dueOn)

    const settings = await staffRequest<{ privacyRequestDays: number }>('GET', '/globals/site-settings?depth=0')
    expect(settings.privacyRequestDays).toBe(30)
    await staffRequest('POST', '/globals/site-settings', { privacyRequestDays: 15 })
    try {
      const email = address(uid(), 'nominee')
      await confirmedRequest(email, 'nomination', 'My sister Meera acts for me.')
      const [nomination] = await stored(email)
      expect(Date.parse(nomination.dueOn) - Date.parse(nomination.confirmedAt)).toBe(15 * DAY_MS)
    } finally {
      await staffRequest('POST', '/globals/site-settings', { privacyRequestDays: 30 })
    }
    // Visitors do not read the setting.
    const publicSettings = (await (await fetch(`${baseUrl()}/cms-api/globals/site-settings?depth=0`)).json()) as Record<string, unknown>
    expect(publicSettings.privacyRequestDays).toBeUndefined()
  })

  it('refuses bad input with a 400 in words; visitors cannot read the requests', async () => {
    const email = address(uid())
    const badKind = await postJson('/api/privacy-requests', { email, kind: 'everything' })
    expect(badKind.status).toBe(400)
    expect(badKind.body.msg).toBe('Choose what you are asking for: access, correction, erasure, withdrawal, grievance or nomination.')
    const badEmail = await postJson('/api/privacy-requests', { email: 'not-an-address', kind: 'access' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.msg).toBe('Please enter a valid email address.')
    const long = await postJson('/api/privacy-requests', { email, kind: 'access', text: 'x'.repeat(4001) })
    expect(long.status).toBe(400)
    expect(long.body.msg).toBe('Please keep your request under 4000 characters.')
    const noOtp = await postJson('/api/privacy-requests/verify', { email })
    expect(noOtp.status).toBe(400)
    expect(await mailsTo(email)).toHaveLength(0)
    expect([401, 403]).toContain((await fetch(`${baseUrl()}/cms-api/privacy-requests`)).status)
    const visitorCreate = await fetch(`${baseUrl()}/cms-api/privacy-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email, kind: 'access' }),
    })
    expect([401, 403]).toContain(visitorCreate.status)
  })

  it('the privacy policy shows the Grievance Officer from Site settings, and the request form', async () => {
    const name = `Officer ${uid()}`
    await staffRequest('POST', '/globals/site-settings', {
      grievanceOfficer: { name, email: 'grievance@punetalentworks.example', phone: '+91 20 4000 1234' },
    })
    try {
      let html = ''
      for (let attempt = 0; attempt < 20 && !html.includes(name); attempt++) {
        html = await (await fetch(`${baseUrl()}/privacy-policy`)).text()
        if (!html.includes(name)) await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(html).toContain(name)
      expect(html).toContain('mailto:grievance@punetalentworks.example')
      expect(html).toContain('Ask about your data')
    } finally {
      await staffRequest('POST', '/globals/site-settings', { grievanceOfficer: { name: null, email: null, phone: null } })
    }
  })
})

describe('privacy requests on the dashboard', () => {
  it('counts the open requests and marks the overdue ones; an answered one leaves the card', async () => {
    const adminHtml = async () => (await fetch(`${baseUrl()}/admin`, { headers: await staffHeaders() })).text()
    const metric = (html: string, name: string) => Number(html.match(new RegExp(`data-metric="${name}"[^>]*>(\\d+)<`))?.[1] ?? NaN)
    const before = await adminHtml()
    const late = address(uid(), 'late')
    const onTime = address(uid(), 'ontime')
    const lateRequest = await confirmedRequest(late, 'correction', 'My phone number is wrong.')
    await confirmedRequest(onTime, 'access')
    const lateId = String(Number(lateRequest.request.reference.slice(3)))
    await rawSql('UPDATE privacy_requests SET due_on = ? WHERE id = ?', [new Date(Date.now() - 2 * DAY_MS).toISOString(), Number(lateId)])

    const html = await adminHtml()
    expect(metric(html, 'privacy:open')).toBe(metric(before, 'privacy:open') + 2)
    expect(metric(html, 'privacy:overdue')).toBe(metric(before, 'privacy:overdue') + 1)
    const item = (email: string) =>
      html.match(
        new RegExp(`<li[^>]*data-testid="privacy-request"[^>]*>(?:(?!</li>).)*${email.replace(/[.]/g, '\\.')}(?:(?!</li>).)*</li>`, 's'),
      )?.[0] ?? ''
    expect(item(late)).toContain('ptw-dash__overdue')
    expect(item(late)).toContain('Overdue: ')
    expect(item(late)).toContain(`href="/admin/collections/privacy-requests/${lateId}"`)
    expect(item(onTime)).not.toContain('Overdue')
    // Each count links to the inbox list it counts (its caption's number).
    for (const name of ['privacy:open', 'privacy:overdue']) {
      const anchor = [...html.matchAll(/<a\b([^>]*)>/g)].find((match) => match[1].includes(`data-counts="${name}"`))?.[1] ?? ''
      const href = /href="([^"]+)"/.exec(anchor)?.[1].replace(/&amp;/g, '&')
      expect(href, name).toBe(`/admin/inbox?kind=privacy&answer=${name === 'privacy:open' ? 'waiting' : 'overdue'}`)
      const inbox = await (await fetch(`${baseUrl()}${href}`, { headers: await staffHeaders() })).text()
      const caption = /<caption>([\s\S]*?)<\/caption>/.exec(inbox)?.[1].replace(/<!--[\s\S]*?-->/g, '') ?? ''
      expect(Number(/^(\d+) leads?/.exec(caption)?.[1] ?? 0), name).toBe(metric(html, name))
    }

    await staffRequest('PATCH', `/privacy-requests/${lateId}`, {
      status: 'closed',
      answeredAt: new Date().toISOString(),
      answer: 'Corrected.',
    })
    const after = await adminHtml()
    expect(metric(after, 'privacy:open')).toBe(metric(before, 'privacy:open') + 1)
    expect(metric(after, 'privacy:overdue')).toBe(metric(before, 'privacy:overdue'))
  })
})
