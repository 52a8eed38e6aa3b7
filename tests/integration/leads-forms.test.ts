// POST /api/contact, /api/teamup, /api/subscriptions (+ unsubscribe) and GET /api/teamup/categories against the
// real server, database and SMTP listener.
import { describe, expect, inject, it } from 'vitest'

import { eventually, getJson, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, freshIp, postJson, sleep } from './leads-helpers'
import { mailsTo, setSmtpFailing, waitForMail } from './mail'

// A new mail domain per address too: acknowledgements are capped per recipient domain per day.
const uid = () => Math.random().toString(36).slice(2, 10)
let ipv6Networks = 0
const contactBody = (email: string) => ({
  fullName: 'Asha Patil',
  emailAddress: email,
  inquiryType: 'Business Inquiry',
  message: 'We need two testers.',
})

describe('POST /api/contact', () => {
  it('answers 201, stores the message with source and UTM, e-mails staff and the visitor', async () => {
    const email = `contact-${uid()}@${uid()}.example.in`
    const { status, body } = await postJson('/api/contact', {
      ...contactBody(email),
      sourcePage: '/contact?ref=x',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali',
      website: '',
      role: 'admin',
    })
    expect(status).toBe(201)
    expect(body.msg).toBe('Thanks for reaching out! Our team will get back to you within 24 hours')
    const [doc] = await findLeads('contact-messages', byField('emailAddress', email))
    expect(doc).toMatchObject({
      fullName: 'Asha Patil',
      inquiryType: 'Business Inquiry',
      message: 'We need two testers.',
      status: 'new',
      spam: false,
      sourcePage: '/contact?ref=x',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'diwali',
    })
    expect(doc.role).toBeUndefined()
    const visitorMail = await waitForMail(email)
    expect(visitorMail.subject).toContain('Pune Talent Works')
    // Nothing the visitor typed comes back in the acknowledgement: not the message, not the name.
    expect(visitorMail.subject).toBe('We received your message — Pune Talent Works')
    for (const typed of ['We need two testers.', 'Asha', 'Patil', 'Business Inquiry']) {
      expect(visitorMail.text).not.toContain(typed)
      expect(visitorMail.html).not.toContain(typed)
    }
    await eventually(async () => {
      const staff = (await mailsTo('staff@test.local')).find((mail) => mail.text.includes(email))
      expect(staff?.subject).toBe('New contact message: Asha Patil (Business Inquiry)')
      expect(staff?.text).toContain(`/admin/collections/contact-messages/${doc.id}`)
      expect(staff?.html).toContain(`/admin/collections/contact-messages/${doc.id}`)
      expect(staff?.text).toContain('utm_campaign: diwali')
    }, 10_000)
    await eventually(async () => {
      const [stored] = await findLeads('contact-messages', byField('emailAddress', email))
      expect(stored.notifyState).toBe('sent')
      expect(stored.notifiedAt).toBeTruthy()
    }, 10_000)
  })

  it('refuses each invalid field with 400 {error, msg, fields}', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullName: '' }, 'fullName', 'Please enter your full name.'],
      [{ fullName: 'a'.repeat(101) }, 'fullName', 'Please keep your full name under 101 characters.'],
      [{ emailAddress: undefined }, 'emailAddress', 'Please enter your e-mail address.'],
      [{ emailAddress: 'not-an-address' }, 'emailAddress', 'Please enter a valid e-mail address.'],
      [{ inquiryType: 'Sales' }, 'inquiryType', 'Please choose an inquiry type (General, Support, Careers, Business Inquiry).'],
      [{ message: '   ' }, 'message', 'Please enter a message.'],
      [{ message: 'x'.repeat(5001) }, 'message', 'Please keep a message under 5001 characters.'],
      [{ fullName: 42 }, 'fullName', 'Please enter your full name.'],
    ]
    for (const [change, field, msg] of cases) {
      const email = `invalid-${uid()}@${uid()}.example.in`
      const { status, body } = await postJson('/api/contact', { ...contactBody(email), ...change })
      expect(status, JSON.stringify(change).slice(0, 80)).toBe(400)
      expect(body.error).toBe('validation_error')
      expect(body.msg).toBe(msg)
      expect((body.fields as Record<string, string>)[field]).toBe(msg)
    }
    expect(await findLeads('contact-messages', { 'where[emailAddress][like]': 'invalid-' })).toHaveLength(0)
  })

  it('answers 400, never 500, for bodies that are not a JSON object', async () => {
    for (const raw of ['', 'not json', '[1,2]', 'null', '"text"']) {
      const { status, body } = await postJson('/api/contact', raw)
      expect(status, raw).toBe(400)
      expect(typeof body.msg).toBe('string')
    }
  })

  it('refuses a request from another site with 403', async () => {
    const { status } = await postJson('/api/contact', contactBody(`foreign-${uid()}@${uid()}.example.in`), {
      headers: { origin: 'https://evil.example' },
    })
    expect(status).toBe(403)
  })

  it('honeypot filled: same 201, stored as spam, no e-mail to anyone', async () => {
    const email = `bot-${uid()}@${uid()}.example.in`
    const { status, body } = await postJson('/api/contact', { ...contactBody(email), website: 'http://spam.example' })
    expect(status).toBe(201)
    expect(body.msg).toBe('Thanks for reaching out! Our team will get back to you within 24 hours')
    const [doc] = await findLeads('contact-messages', byField('emailAddress', email))
    expect(doc).toMatchObject({ spam: true, notifyState: 'skipped' })
    await sleep(1500)
    expect(await mailsTo(email)).toHaveLength(0)
    expect((await mailsTo('staff@test.local')).filter((mail) => mail.text.includes(email))).toHaveLength(0)
  })

  it('answers 429 after 10 submissions a minute from one address', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await postJson('/api/contact', { fullName: '' }, { ip })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
    const limited = await postJson('/api/contact', contactBody(`limited-${uid()}@${uid()}.example.in`), { ip })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(limited.body.error).toBe('rate_limited')
  })

  it('counts an IPv6 client by its /64: the eleventh post in a minute gets 429 whichever address of the network sends it', async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${(++ipv6Networks).toString(16)}`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await postJson('/api/contact', { fullName: '' }, { ip: `${network}::${(i + 1).toString(16)}` })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
    // Another /64 is another client.
    expect((await postJson('/api/contact', { fullName: '' }, { ip: `${network}1::1` })).status).toBe(400)
  })

  it('queues the mails as jobs that are gone once sent', async () => {
    const email = `queued-${uid()}@${uid()}.example.in`
    expect((await postJson('/api/contact', contactBody(email))).status).toBe(201)
    await waitForMail(email)
    await eventually(async () => {
      expect((await findLeads('contact-messages', byField('emailAddress', email)))[0].notifyState).toBe('sent')
      // A sent mail's job is deleted; none is left for this lead (staff notification and acknowledgement).
      expect(await rawSql('SELECT id FROM payload_jobs WHERE CAST(input AS TEXT) LIKE ?', [`%${email}%`])).toHaveLength(0)
    }, 10_000)
    const staffMails = (await mailsTo('staff@test.local')).filter((mail) => mail.text.includes(email))
    expect(staffMails).toHaveLength(1)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  // PostgreSQL only: Payload's SQLite adapter runs without transactions (see lib/payloadTransaction.ts and docs/decisions/platform.md, "SQLite writes").
  it.runIf(inject('dbKind') === 'postgres')(
    "writes the mail jobs in the lead's transaction: a lead whose transaction fails leaves neither a row nor a job",
    async () => {
      const email = `txfail-${uid()}@${uid()}.example.in`
      // The database refuses the acknowledgement's job, which is written after the lead and the staff notification's job.
      await rawSql(
        `CREATE OR REPLACE FUNCTION test_refuse_acknowledgement() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.input->>'to' LIKE 'txfail-%' THEN RAISE EXCEPTION 'test: acknowledgement job refused'; END IF; RETURN NEW; END $$`,
      )
      await rawSql(
        'CREATE TRIGGER test_refuse_acknowledgement BEFORE INSERT ON payload_jobs FOR EACH ROW EXECUTE FUNCTION test_refuse_acknowledgement()',
      )
      try {
        const { status, body } = await postJson('/api/contact', contactBody(email))
        expect(status).toBe(500)
        expect(body.error).toBe('server_error')
      } finally {
        await rawSql('DROP TRIGGER IF EXISTS test_refuse_acknowledgement ON payload_jobs')
        await rawSql('DROP FUNCTION IF EXISTS test_refuse_acknowledgement()')
      }
      expect(await findLeads('contact-messages', byField('emailAddress', email))).toHaveLength(0)
      expect(await rawSql('SELECT id FROM payload_jobs WHERE CAST(input AS TEXT) LIKE ?', [`%${email}%`])).toHaveLength(0)
      // The same address goes through once the database accepts the job again: one lead, one staff notification.
      expect((await postJson('/api/contact', contactBody(email))).status).toBe(201)
      await waitForMail(email)
      await eventually(async () => {
        expect((await mailsTo('staff@test.local')).filter((mail) => mail.text.includes(email))).toHaveLength(1)
      }, 10_000)
      expect(await findLeads('contact-messages', byField('emailAddress', email))).toHaveLength(1)
    },
  )

  it('keeps the lead when the mail server fails, marks it, and sends it once the server is back', async () => {
    const email = `smtpdown-${uid()}@${uid()}.example.in`
    setSmtpFailing(true)
    try {
      const { status } = await postJson('/api/contact', contactBody(email))
      expect(status).toBe(201)
      await eventually(async () => {
        const [doc] = await findLeads('contact-messages', byField('emailAddress', email))
        expect(doc.notifyState).toBe('failed')
        expect(String(doc.notifyError)).toMatch(/^attempt 1: .*(451|unavailable)/i)
      }, 15_000)
      expect(await mailsTo(email)).toHaveLength(0)
    } finally {
      setSmtpFailing(false)
    }
    expect(await findLeads('contact-messages', byField('emailAddress', email))).toHaveLength(1)
    // The test server retries after 2 s (LEAD_MAIL_RETRY_SECONDS=2).
    await eventually(async () => {
      const [doc] = await findLeads('contact-messages', byField('emailAddress', email))
      expect(doc.notifyState).toBe('sent')
      expect(doc.notifyError).toBeNull()
    }, 15_000)
    // The visitor's acknowledgement is its own job, retried on its own: it arrives too, once.
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(1), 15_000)
  })
})

type TeamUpCategory = { _id: string; name: string; slug: string | null; subCategories: { _id: string; title: string; slug: string }[] }

describe('GET /api/teamup/categories', () => {
  it('lists every category with its services in one call', async () => {
    const { status, body } = await getJson<TeamUpCategory[]>('/api/teamup/categories')
    expect(status).toBe(200)
    const software = body.find((category) => category.name === 'Software Development')
    expect(software?.subCategories.map((service) => service.title)).toContain('MVP Development')
    expect(software?.subCategories.map((service) => service.title)).not.toContain('Contract Staffing')
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['_id', 'name', 'slug', 'subCategories'])
      for (const service of category.subCategories) expect(Object.keys(service).sort()).toEqual(['_id', 'slug', 'title'])
    }
  })

  it('follows a staff edit of a category name', async () => {
    const { body } = await getJson<TeamUpCategory[]>('/api/teamup/categories')
    const category = body[0]
    const renamed = `${category.name} (renamed)`
    await staffRequest('PATCH', `/categories/${category._id}`, { name: renamed })
    try {
      await eventually(async () => {
        const { body: fresh } = await getJson<TeamUpCategory[]>('/api/teamup/categories')
        expect(fresh.find((entry) => entry._id === category._id)?.name).toBe(renamed)
      }, 5000)
    } finally {
      await staffRequest('PATCH', `/categories/${category._id}`, { name: category.name })
    }
  })
})

describe('POST /api/teamup', () => {
  async function choices() {
    const { body } = await getJson<TeamUpCategory[]>('/api/teamup/categories')
    const software = body.find((category) => category.name === 'Software Development')!
    const staffing = body.find((category) => category.subCategories.some((service) => service.title === 'Contract Staffing'))!
    return { software, mvp: software.subCategories.find((service) => service.title === 'MVP Development')!, staffing }
  }
  const request = (email: string, mainCategory: string, subCategory: string) => ({
    companyName: 'Acme Pvt Ltd',
    firstName: 'Ravi',
    lastName: 'Kulkarni',
    phone: '+91 98765 43210',
    email,
    mainCategory,
    subCategory,
    description: 'Two React developers for three months.',
  })

  it('answers 201 with the stored id, linked to the category and service, and e-mails staff and the visitor', async () => {
    const { software, mvp } = await choices()
    const email = `teamup-${uid()}@${uid()}.example.in`
    const { status, body } = await postJson('/api/teamup', { ...request(email, software._id, mvp._id), utm_source: 'linkedin' })
    expect(status).toBe(201)
    expect(typeof body.id).toBe('string')
    const doc = await staffRequest<Record<string, unknown>>('GET', `/team-up-requests/${String(body.id)}?depth=0`)
    expect(doc).toMatchObject({
      companyName: 'Acme Pvt Ltd',
      email,
      mainCategory: Number(software._id),
      subCategory: Number(mvp._id),
      status: 'new',
      utm_source: 'linkedin',
    })
    const ack = await waitForMail(email)
    expect(ack.subject).toBe('We received your team-up request — Pune Talent Works')
    for (const typed of ['Acme', 'Ravi', 'Kulkarni', 'React developers', '98765']) expect(ack.text).not.toContain(typed)
    await eventually(async () => {
      const staff = (await mailsTo('staff@test.local')).find((mail) => mail.text.includes(email))
      expect(staff?.subject).toBe('New team-up request: Acme Pvt Ltd (MVP Development)')
      expect(staff?.text).toContain(`/admin/collections/team-up-requests/${String(body.id)}`)
    }, 10_000)
  })

  it('refuses a sub category of another main category, an unknown category, and invalid fields', async () => {
    const { software, staffing } = await choices()
    const email = `teamup-bad-${uid()}@${uid()}.example.in`
    const wrongSub = await postJson('/api/teamup', request(email, software._id, staffing.subCategories[0]._id))
    expect(wrongSub.status).toBe(400)
    expect(wrongSub.body.fields).toEqual({ subCategory: 'Please choose a sub category of the chosen main category.' })
    const unknownMain = await postJson('/api/teamup', request(email, '999999', staffing.subCategories[0]._id))
    expect(unknownMain.status).toBe(400)
    expect(unknownMain.body.fields).toEqual({ mainCategory: 'Please choose a main category.' })
    const empty = await postJson('/api/teamup', {})
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.fields as object).sort()).toEqual(
      ['companyName', 'description', 'email', 'firstName', 'lastName', 'mainCategory', 'phone', 'subCategory'].sort(),
    )
    const badPhone = await postJson('/api/teamup', { ...request(email, software._id, software.subCategories[0]._id), phone: 'call me' })
    expect(badPhone.body.fields).toEqual({ phone: 'Please enter a valid phone number.' })
    const longText = await postJson('/api/teamup', {
      ...request(email, software._id, software.subCategories[0]._id),
      description: 'x'.repeat(5001),
    })
    expect(longText.body.fields).toEqual({ description: 'Please keep your staffing needs under 5001 characters.' })
    expect(await findLeads('team-up-requests', byField('email', email))).toHaveLength(0)
  })

  it('honeypot filled: 201, stored as spam, no mail', async () => {
    const { software, mvp } = await choices()
    const email = `teamup-bot-${uid()}@${uid()}.example.in`
    const { status } = await postJson('/api/teamup', { ...request(email, software._id, mvp._id), website: 'x' })
    expect(status).toBe(201)
    const [doc] = await findLeads('team-up-requests', byField('email', email))
    expect(doc.spam).toBe(true)
    await sleep(1000)
    expect(await mailsTo(email)).toHaveLength(0)
  })
})

const confirmLinkIn = (text: string) => text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/)?.[0]
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

describe('POST /api/subscriptions (double opt-in) and unsubscribing', () => {
  it('202 and a pending row; the confirmation link subscribes, mails the welcome with a working unsubscribe link', async () => {
    const email = `reader-${uid()}@${uid()}.example.in`
    const first = await postJson('/api/subscriptions', { email, consent: true, sourcePage: '/about' })
    expect(first.status).toBe(202)
    expect(first.body).toEqual({ msg: 'Thanks for subscribing! Please check your inbox to confirm.' })
    const [pending] = await findLeads('subscribers', byField('email', email))
    expect(pending).toMatchObject({ subscription: 'pending', consentVersion: 'privacy-2026-11', sourcePage: '/about', confirmedAt: null })
    expect(pending.consentAt).toBeTruthy()

    const confirmation = await waitForMail(email)
    expect(confirmation.subject).toBe('Please confirm your subscription to the Pune Talent Works newsletter')
    const link = confirmLinkIn(confirmation.text)
    expect(link).toBeTruthy()
    const page = await fetch(link!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Confirm your newsletter subscription')
    // Opening the link changes nothing (mail scanners open links); only the button's POST does.
    expect((await findLeads('subscribers', byField('email', email)))[0].subscription).toBe('pending')
    expect((await mailsTo('staff@test.local')).filter((mail) => mail.text.includes(email))).toHaveLength(0)

    const confirmed = await postJson('/api/subscriptions/confirm', { token: tokenOf(link!) })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.msg).toBe('Your subscription is confirmed. Thanks for subscribing!')
    const [subscribed] = await findLeads('subscribers', byField('email', email))
    expect(subscribed.subscription).toBe('subscribed')
    expect(subscribed.confirmedAt).toBeTruthy()
    const again = await postJson('/api/subscriptions/confirm', { token: tokenOf(link!) })
    expect(again.status).toBe(200)

    const welcome = await waitForMail(email, { count: 2 })
    expect(welcome.subject).toBe('You are subscribed to the Pune Talent Works newsletter')
    await eventually(async () => {
      const staff = (await mailsTo('staff@test.local')).filter((mail) => mail.text.includes(email))
      expect(staff.map((mail) => mail.subject)).toEqual([`New newsletter subscriber: ${email}`])
    }, 10_000)
    const unsubscribeLink = welcome.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0]
    expect(unsubscribeLink).toBeTruthy()
    expect(welcome.html).toContain('/unsubscribe?token=')
    const token = tokenOf(unsubscribeLink!)
    const tampered = await postJson('/api/subscriptions/unsubscribe', { token: token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA') })
    expect(tampered.status).toBe(400)
    const done = await postJson('/api/subscriptions/unsubscribe', { token })
    expect(done.status).toBe(200)
    expect(done.body.msg).toBe('You are unsubscribed. You will not receive our newsletter any more.')
    const [after] = await findLeads('subscribers', byField('email', email))
    expect(after.subscription).toBe('unsubscribed')
    expect(after.unsubscribedAt).toBeTruthy()
    expect(await findLeads('subscribers', byField('email', email))).toHaveLength(1)
  })

  it('refuses an altered or missing confirmation token with 400 and a human message', async () => {
    const email = `tamper-${uid()}@${uid()}.example.in`
    expect((await postJson('/api/subscriptions', { email, consent: true })).status).toBe(202)
    const token = tokenOf(confirmLinkIn((await waitForMail(email)).text)!)
    const [encoded, issued, signature] = token.split('.')
    const other = Buffer.from(`other-${uid()}@example.in`).toString('base64url')
    for (const bad of [`${other}.${issued}.${signature}`, `${encoded}.${issued}x.${signature}`, 'garbage']) {
      const { status, body } = await postJson('/api/subscriptions/confirm', { token: bad })
      expect(status, bad).toBe(400)
      expect(body).toEqual({
        error: 'invalid_token',
        msg: 'This confirmation link is not valid. Please use the link from your latest confirmation e-mail.',
      })
    }
    const missing = await postJson('/api/subscriptions/confirm', {})
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toBe('This link is not valid.')
    expect((await findLeads('subscribers', byField('email', email)))[0].subscription).toBe('pending')
  })

  it('requires a valid e-mail and consent', async () => {
    const noConsent = await postJson('/api/subscriptions', { email: `x-${uid()}@${uid()}.example.in` })
    expect(noConsent.status).toBe(400)
    expect(noConsent.body.fields).toEqual({ consent: 'Please agree to the privacy policy.' })
    const badEmail = await postJson('/api/subscriptions', { email: 'nope', consent: true })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.fields).toEqual({ email: 'Please enter a valid e-mail address.' })
  })

  it('honeypot filled: the same 202 answer, stored as spam and pending, no mail', async () => {
    const email = `bot-reader-${uid()}@${uid()}.example.in`
    const { status, body } = await postJson('/api/subscriptions', { email, consent: true, website: 'x' })
    expect(status).toBe(202)
    expect(body).toEqual({ msg: 'Thanks for subscribing! Please check your inbox to confirm.' })
    const [doc] = await findLeads('subscribers', byField('email', email))
    expect(doc).toMatchObject({ spam: true, subscription: 'pending' })
    await sleep(1000)
    expect(await mailsTo(email)).toHaveLength(0)
  })
})

describe('lead inbox access', () => {
  it('nothing about leads is readable through /cms-api without a staff login', async () => {
    for (const slug of ['contact-messages', 'team-up-requests', 'talent-applications', 'subscribers', 'support-requests', 'exports']) {
      const response = await fetch(`${inject('baseUrl')}/cms-api/${slug}`)
      expect([401, 403], slug).toContain(response.status)
      const body = (await response.json()) as { docs?: unknown[] }
      expect(body.docs, slug).toBeUndefined()
    }
    const create = await fetch(`${inject('baseUrl')}/cms-api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'x', emailAddress: 'x@example.in', inquiryType: 'General', message: 'x' }),
    })
    expect([401, 403]).toContain(create.status)
  })

  it('staff change a lead status and export the collection as CSV', async () => {
    const email = `export-${uid()}@${uid()}.example.in`
    expect((await postJson('/api/contact', contactBody(email))).status).toBe(201)
    const [doc] = await findLeads('contact-messages', byField('emailAddress', email))
    await staffRequest('PATCH', `/contact-messages/${doc.id}`, { status: 'in-progress', internalNotes: 'Called back.' })
    const response = await fetch(`${inject('baseUrl')}/cms-api/exports/download`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ data: { collectionSlug: 'contact-messages', format: 'csv', name: 'leads', sort: '-createdAt' } }),
    })
    expect(response.status).toBe(200)
    const csv = await response.text()
    expect(csv.split('\n')[0]).toContain('E-mail')
    expect(csv).toContain(email)
    expect(csv).toContain('in-progress')
    const anonymous = await fetch(`${inject('baseUrl')}/cms-api/exports/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { collectionSlug: 'contact-messages', format: 'csv', name: 'leads' } }),
    })
    expect(await anonymous.text()).not.toContain(email)
  })
})
