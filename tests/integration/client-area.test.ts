// The client area (docs/decisions/clients.md): client contacts' code login and their own session, what a client can and
// cannot see of a shortlist (contact details only when ticked, the masked resume), every decision and its stage move,
// consent before a share and the share log, "Profile shared with" on My account, and who may call each endpoint.
import PDFDocument from 'pdfkit'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { call, codeFromMail, freshEmail, freshIp, mailCount, signUp } from './accounts-helpers'
import { baseUrl, closeRolesOpenedHere, getJson, newEditor, rawSql, staffHeaders, staffRequest, type StaffSession } from './helpers'
import { mailsTo, waitForMail } from './mail'

closeRolesOpenedHere()

let counter = 0
const tag = () => `${Date.now().toString(36)}${++counter}`
const mobile = () => `98${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`
const CODE_SENT = 'If this address belongs to one of our clients, a login code is on its way. It is valid for 10 minutes.'

/** A resume PDF of a person of its own: name, headline, e-mail, phone and links on top. */
function resumePdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    for (const line of lines) doc.text(line)
    doc.end()
  })
}

type Person = { id: number; name: string; email: string; phone: string; pdf: Buffer; application: number }

/** A candidate added from their resume by staff, with a profile filled in and on an open role's pipeline. */
async function candidate(first: string, last: string, opening: number): Promise<Person> {
  const t = tag()
  const email = `${first.toLowerCase()}-${t}@c${t}.example.in`
  const phone = mobile()
  const pdf = await resumePdf([
    `${first} ${last}`,
    'Java developer',
    `${email} | +91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
    `linkedin.com/in/${first.toLowerCase()}-${t} | https://github.com/${first.toLowerCase()}${t}`,
    '',
    `Experience: Backend developer at Finserv Labs, Pune (2019 - 2024). ${last} family business before that.`,
    'Skills: Java, Spring Boot, PostgreSQL',
  ])
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${first}.pdf`)
  const uploaded = await fetch(`${baseUrl()}/cms-api/candidates/upload`, {
    method: 'POST',
    headers: { authorization: (await staffHeaders()).authorization },
    body: form,
  })
  const body = (await uploaded.json()) as { created: { candidate: { id: number } }[] }
  expect(uploaded.status, JSON.stringify(body)).toBe(200)
  const id = body.created[0].candidate.id
  await staffRequest('PATCH', `/candidates/${id}?depth=0`, {
    headline: 'Java developer, 5 years',
    skills: ['Java', 'Spring Boot'],
    yearsExperience: 5,
    noticeDays: 30,
    expectedSalary: { amount: 1_800_000, unit: 'year' },
  })
  const added = await fetch(`${baseUrl()}/cms-api/candidates/${id}/add-to-role`, {
    method: 'POST',
    headers: await staffHeaders(),
    body: JSON.stringify({ opening, notify: false }),
  })
  const { application } = (await added.json()) as { application: number }
  expect(added.status).toBe(201)
  return { id, name: `${first} ${last}`, email, phone, pdf, application }
}

type Company = { id: number; name: string; contact: string; other: string }

async function company(label: string, ownerId: number): Promise<Company> {
  const t = tag()
  const contact = `rohan-${t}@${label}${t}.example.in`
  const other = `neha-${t}@${label}${t}.example.in`
  const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/client-companies?depth=0', {
    name: `${label} Industries ${t}`,
    status: 'active',
    owner: ownerId,
    contacts: [
      { name: 'Rohan Mehta', role: 'HR manager', email: contact.toUpperCase() },
      { name: 'Neha Kulkarni', role: 'CTO', email: other },
    ],
  })
  return { id: doc.id, name: `${label} Industries ${t}`, contact, other }
}

async function requirement(client: Company, ownerId: number, data: Record<string, unknown> = {}) {
  const { doc } = await staffRequest<{ doc: { id: number; title: string } }>('POST', '/requirements?depth=0', {
    title: `Java developer ${tag()}`,
    client: client.id,
    contacts: [client.contact],
    headcount: 2,
    location: 'Pune',
    owner: ownerId,
    status: 'open',
    ...data,
  })
  return doc
}

/** The client's session cookie after the e-mailed code. */
async function clientLogin(email: string, ip = freshIp(61)) {
  const before = await mailCount(email)
  const asked = await call('/api/client/login/request-otp', { ip, body: { email } })
  expect(asked.status).toBe(202)
  const otp = await codeFromMail(email, before + 1)
  const verified = await call('/api/client/login/verify-otp', { ip, body: { email, otp } })
  expect(verified.status, JSON.stringify(verified.body)).toBe(200)
  const cookie = verified.setCookies.find((value) => value.startsWith('ptw-client='))
  expect(cookie).toBeTruthy()
  return cookie!.split(';')[0]
}

const asClient = (path: string, cookie: string | undefined, init: { method?: string; body?: unknown } = {}) =>
  call(path, { method: init.method ?? 'GET', body: init.body, ip: freshIp(62), cookie })

async function staffCall(path: string, method = 'POST', body?: unknown, headers?: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: headers ?? (await staffHeaders()),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown> & { errors?: { message: string }[] },
  }
}
const errorOf = (answer: { body: { errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message

async function grantByStaff(person: Person, client: Company) {
  await staffRequest('POST', '/consents', {
    email: person.email,
    candidate: person.id,
    client: client.id,
    purpose: 'client-sharing',
    granted: true,
    channel: 'staff',
    note: 'Agreed on the phone.',
  })
}

type ClientView = {
  company: string
  requirements: { id: number; title: string }[]
  shortlists: {
    id: number
    requirement: { id: number; title: string }
    candidates: (Record<string, unknown> & { candidate: number; name: string; resume: { href: string; masked: boolean } | null })[]
  }[]
  interviews: {
    id: number
    token: string
    candidateName: string
    ready: boolean
    given: { decision: string; reason: string | null } | null
  }[]
}

let adminId: number
let opening: number
let editor: StaffSession
let acme: Company
let globex: Company
let priya: Person
let vikram: Person
let shortlistId: number
let requirementTitle: string
let requirementId: number
let acmeCookie: string

beforeAll(async () => {
  adminId = (await staffRequest<{ user: { id: number } }>('GET', '/users/me')).user.id
  const { body } = await getJson<{ openings: { slug: string }[] }>('/api/openings')
  const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', `/openings?where[slug][equals]=${body.openings[0].slug}&depth=0`)
  opening = docs[0].id
  editor = await newEditor('client-area')
  acme = await company('acme', adminId)
  globex = await company('globex', adminId)
  priya = await candidate('Priya', 'Sharma', opening)
  vikram = await candidate('Vikram', 'Desai', opening)
  const need = await requirement(acme, adminId)
  requirementTitle = need.title
  requirementId = need.id
  const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/shortlists?depth=0', {
    requirement: need.id,
    candidates: [
      { candidate: priya.id, application: priya.application, summary: 'Strong Spring Boot; leads a team of three.' },
      {
        candidate: vikram.id,
        application: vikram.application,
        summary: 'Ready to relocate.',
        showFullName: true,
        showEmail: true,
        showExpectedSalary: true,
        maskResume: false,
      },
    ],
  })
  shortlistId = doc.id
}, 120_000)

describe('client login', () => {
  it('answers 202 with the same text for a contact and for any other address; only the contact gets a code', async () => {
    const stranger = freshEmail('stranger')
    const before = await mailCount(acme.other)
    const known = await call('/api/client/login/request-otp', { ip: freshIp(60), body: { email: acme.other.toUpperCase() } })
    const unknown = await call('/api/client/login/request-otp', { ip: freshIp(60), body: { email: stranger } })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(known.body).toEqual({ msg: CODE_SENT })
    expect(unknown.body).toEqual(known.body)
    const mail = await waitForMail(acme.other, { count: before + 1 })
    expect(mail.subject).toMatch(/client area code$/)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await mailsTo(stranger)).toHaveLength(0)
    const invalid = await call('/api/client/login/request-otp', { ip: freshIp(60), body: { email: 'not an address' } })
    expect(invalid.status).toBe(400)
  })

  it('a wrong code is refused; the right one sets the client cookie only, once', async () => {
    const ip = freshIp(60)
    const before = await mailCount(acme.contact)
    await call('/api/client/login/request-otp', { ip, body: { email: acme.contact } })
    const otp = await codeFromMail(acme.contact, before + 1)
    const wrong = await call('/api/client/login/verify-otp', {
      ip,
      body: { email: acme.contact, otp: otp === '000000' ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ msg: 'Invalid OTP.' })
    expect(wrong.setCookies).toEqual([])
    const right = await call('/api/client/login/verify-otp', { ip, body: { email: acme.contact, otp } })
    expect(right.status).toBe(200)
    expect(right.body).toMatchObject({
      msg: 'You are logged in.',
      contact: { name: 'Rohan Mehta', email: acme.contact, company: acme.name },
    })
    expect(right.setCookies).toHaveLength(1)
    expect(right.setCookies[0]).toMatch(/^ptw-client=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200/)
    expect(right.memberCookie).toBeNull()
    acmeCookie = right.setCookies[0].split(';')[0]
    const again = await call('/api/client/login/verify-otp', { ip, body: { email: acme.contact, otp } })
    expect(again.status).toBe(401)
    expect(again.body).toMatchObject({ msg: 'This OTP has already been used. Please request a new one.' })
    // The client's cookie is no member session.
    const me = await call('/api/users/me', { method: 'GET', ip, cookie: acmeCookie })
    expect(me.status).toBe(401)
  })

  it('a forged or altered cookie is no session; removing the contact ends theirs', async () => {
    const forged = await asClient(
      '/api/client/shortlists',
      `ptw-client=${Buffer.from(acme.contact).toString('base64url')}.${acme.id}.9999999999.AAAA`,
    )
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ msg: 'Please log in to the client area with the code we e-mail you.' })
    const altered = await asClient('/api/client/shortlists', acmeCookie.replace(`.${acme.id}.`, `.${globex.id}.`))
    expect(altered.status).toBe(401)
    const temp = await company('initech', adminId)
    const cookie = await clientLogin(temp.contact)
    expect((await asClient('/api/client/shortlists', cookie)).status).toBe(200)
    await staffRequest('PATCH', `/client-companies/${temp.id}?depth=0`, { contacts: [{ name: 'Neha Kulkarni', email: temp.other }] })
    expect((await asClient('/api/client/shortlists', cookie)).status).toBe(401)
  })
})

describe('sending a shortlist: consent first, every share logged', () => {
  it('a draft is invisible to the client', async () => {
    const view = await asClient('/api/client/shortlists', acmeCookie)
    expect(view.status).toBe(200)
    expect((view.body as ClientView).shortlists.map((list) => list.id)).not.toContain(shortlistId)
  })

  it('is refused, naming each candidate, while consent is missing; nothing is sent or logged', async () => {
    const refused = await staffCall(`/shortlists/${shortlistId}/send`)
    expect(refused.status).toBe(409)
    expect(errorOf(refused)).toBe(
      `Priya Sharma, Vikram Desai have not agreed to share their profiles with ${acme.name}. Ask for consent first; nothing was sent.`,
    )
    const shares = await staffRequest<{ totalDocs: number }>('GET', `/candidate-shares?where[shortlist][equals]=${shortlistId}`)
    expect(shares.totalDocs).toBe(0)
    expect((await staffRequest<{ status: string }>('GET', `/shortlists/${shortlistId}?depth=0`)).status).toBe('draft')
  })

  it('the e-mailed one-click link records the consent (channel e-mail link); staff may record one given by phone', async () => {
    const asked = await staffCall(`/shortlists/${shortlistId}/ask-consent`, 'POST', { candidate: priya.id })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body).toEqual({ msg: 'We e-mailed Priya Sharma a link to give consent.' })
    const mail = await waitForMail(priya.email)
    expect(mail.subject).toBe(`May we share your profile with ${acme.name}?`)
    const link = mail.text.match(/Give your permission: (\S+)/)![1]
    const token = new URL(link).searchParams.get('token')!
    expect(new URL(link).pathname).toBe('/consent')
    const page = await fetch(`${baseUrl()}/consent?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    const html = (await page.text()).replace(/<!-- -->/g, '')
    expect(html).toContain(`Yes, share my profile with ${acme.name}`)
    const [address, ...rest] = token.split('.')
    const forged = [Buffer.from(`x${Buffer.from(address, 'base64url').toString()}`).toString('base64url'), ...rest].join('.')
    const tampered = await call('/api/consent', { ip: freshIp(63), body: { token: forged } })
    expect(tampered.status).toBe(400)
    const given = await call('/api/consent', { ip: freshIp(63), body: { token } })
    expect(given.status).toBe(200)
    expect(given.body).toEqual({ msg: `Thank you. We may now share your profile with ${acme.name}.` })
    const { docs } = await staffRequest<{ docs: Record<string, unknown>[] }>(
      'GET',
      `/consents?where[candidate][equals]=${priya.id}&depth=0`,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: priya.email, client: acme.id, purpose: 'client-sharing', granted: true, channel: 'email-link' })
    expect(docs[0].ip).toBeTruthy()
    // Still refused: Vikram has not agreed yet.
    const refused = await staffCall(`/shortlists/${shortlistId}/send`)
    expect(errorOf(refused)).toBe(
      `Vikram Desai has not agreed to share their profile with ${acme.name}. Ask for consent first; nothing was sent.`,
    )
    await grantByStaff(vikram, acme)
  })

  it('the preview shows exactly the client view, with the consent', async () => {
    const preview = await staffCall(`/shortlists/${shortlistId}/preview`, 'GET')
    expect(preview.status).toBe(200)
    const candidates = preview.body.candidates as Record<string, unknown>[]
    expect(candidates.map((each) => [each.name, each.fullName, each.consent, each.email])).toEqual([
      ['Priya S.', 'Priya Sharma', true, null],
      ['Vikram Desai', 'Vikram Desai', true, vikram.email],
    ])
    expect(preview.body.contacts).toEqual([{ name: 'Rohan Mehta', email: acme.contact }])
  })

  it('a withdrawal naming no client (made on My account) stops sharing with every client until a new yes for one', async () => {
    const consentOf = async () => {
      const preview = await staffCall(`/shortlists/${shortlistId}/preview`, 'GET')
      return (preview.body.candidates as Record<string, unknown>[]).map((each) => [each.fullName, each.consent])
    }
    await staffRequest('POST', '/consents', {
      email: priya.email,
      candidate: priya.id,
      purpose: 'client-sharing',
      granted: false,
      channel: 'staff',
      note: 'Withdrew sharing with every client on the phone.',
    })
    expect(await consentOf()).toEqual([
      ['Priya Sharma', false],
      ['Vikram Desai', true],
    ])
    // A later general yes does not stand for a client: each client needs its own.
    await staffRequest('POST', '/consents', {
      email: priya.email,
      candidate: priya.id,
      purpose: 'client-sharing',
      granted: true,
      channel: 'staff',
    })
    expect((await consentOf())[0]).toEqual(['Priya Sharma', false])
    await grantByStaff(priya, acme)
    expect(await consentOf()).toEqual([
      ['Priya Sharma', true],
      ['Vikram Desai', true],
    ])
  })

  it('sends: each share logged with what was shown, the reviewing contact mailed a link to /client', async () => {
    const contactMails = await mailCount(acme.contact)
    const sent = await staffCall(`/shortlists/${shortlistId}/send`)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toEqual({ msg: 'Shortlist sent to Rohan Mehta.', shared: 2, contacts: [acme.contact] })
    const stored = await staffRequest<{ status: string; sentAt: string; sentBy: number }>('GET', `/shortlists/${shortlistId}?depth=0`)
    expect(stored).toMatchObject({ status: 'sent', sentBy: adminId })
    const { docs } = await staffRequest<{ docs: Record<string, unknown>[] }>(
      'GET',
      `/candidate-shares?where[shortlist][equals]=${shortlistId}&depth=0&sort=candidate`,
    )
    expect(docs.map(({ candidate, client, fields, sharedBy }) => ({ candidate, client, fields, sharedBy }))).toEqual(
      [
        {
          candidate: priya.id,
          client: acme.id,
          sharedBy: adminId,
          fields: [
            'First name and initial',
            'Headline',
            'Skills',
            'Years of experience',
            'Notice period',
            "Recruiter's summary",
            'Resume (contact details removed)',
          ],
        },
        {
          candidate: vikram.id,
          client: acme.id,
          sharedBy: adminId,
          fields: [
            'Full name',
            'Headline',
            'Skills',
            'Years of experience',
            'Notice period',
            'Expected salary',
            "Recruiter's summary",
            'E-mail',
            'Resume',
          ],
        },
      ].sort((a, b) => a.candidate - b.candidate),
    )
    // The access log (admins) has one entry per profile shared, naming who sent it and to whom.
    const logged = await staffRequest<{ docs: { action: string; staff: number; subject: string; detail: string }[] }>(
      'GET',
      `/access-log?where[action][equals]=share&where[detail][like]=${encodeURIComponent(acme.name)}&depth=0&sort=subject`,
    )
    expect(logged.docs.map(({ staff, subject, detail }) => ({ staff, subject, detail }))).toEqual([
      {
        staff: adminId,
        subject: `Priya Sharma (candidate #${priya.id})`,
        detail: expect.stringMatching(new RegExp(`^Sent to ${acme.name} on the shortlist for .+\\. Shown: First name and initial, `)),
      },
      { staff: adminId, subject: `Vikram Desai (candidate #${vikram.id})`, detail: expect.stringContaining(`Sent to ${acme.name}`) },
    ])
    const mail = await waitForMail(acme.contact, { count: contactMails + 1 })
    expect(mail.subject).toBe(`Shortlist for ${requirementTitle}: 2 candidates to review`)
    expect(mail.text).toMatch(/^Open the client area: https?:\/\/[^/\s]+\/client$/m)
    // The other contact is not named on the requirement: no mail.
    expect((await mailsTo(acme.other)).filter((each) => each.subject.startsWith('Shortlist'))).toHaveLength(0)
    // Sending again logs no second share of the same candidates.
    const again = await staffCall(`/shortlists/${shortlistId}/send`)
    expect(again.body).toMatchObject({ shared: 0 })
  })
})

describe('what the client sees', () => {
  it('their open requirements and the sent shortlist: first name and initial, no contact details unless ticked', async () => {
    const cancelled = await requirement(acme, adminId, { status: 'cancelled' })
    const view = await asClient('/api/client/shortlists', acmeCookie)
    expect(view.status).toBe(200)
    const body = view.body as ClientView
    expect(body.company).toBe(acme.name)
    expect(body.requirements.map((each) => each.title)).toContain(requirementTitle)
    expect(body.requirements.map((each) => each.id)).not.toContain(cancelled.id)
    const list = body.shortlists.find((each) => each.id === shortlistId)!
    expect(list.requirement.title).toBe(requirementTitle)
    const [first, second] = list.candidates
    expect(first).toEqual({
      candidate: priya.id,
      name: 'Priya S.',
      headline: 'Java developer, 5 years',
      skills: ['Java', 'Spring Boot'],
      yearsExperience: 5,
      noticeDays: 30,
      expectedSalary: null,
      summary: 'Strong Spring Boot; leads a team of three.',
      email: null,
      phone: null,
      resume: { href: `/api/client/shortlists/${shortlistId}/resume/${priya.id}`, masked: true },
      decision: null,
    })
    expect(second).toMatchObject({
      name: 'Vikram Desai',
      email: vikram.email,
      phone: null,
      expectedSalary: { amount: 1_800_000, unit: 'year' },
    })
    const raw = JSON.stringify(view.body)
    for (const hidden of [priya.email, priya.phone, 'Sharma', vikram.phone]) expect(raw).not.toContain(hidden)
  })

  it('the masked resume is a clean PDF without e-mail, phone, links or surname; unmasked is the candidate’s own file', async () => {
    const masked = await fetch(`${baseUrl()}/api/client/shortlists/${shortlistId}/resume/${priya.id}`, { headers: { cookie: acmeCookie } })
    expect(masked.status).toBe(200)
    expect(masked.headers.get('content-type')).toBe('application/pdf')
    expect(masked.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await masked.arrayBuffer())
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain('Priya S.')
    expect(text).toContain('Finserv Labs')
    expect(text).toContain('[e-mail removed]')
    expect(text).toContain('[phone removed]')
    expect(text).toContain('[link removed]')
    expect(text).not.toMatch(new RegExp(`@|${priya.phone.slice(0, 5)}|linkedin|github|Sharma`, 'i'))
    const own = await fetch(`${baseUrl()}/api/client/shortlists/${shortlistId}/resume/${vikram.id}`, { headers: { cookie: acmeCookie } })
    expect(own.status).toBe(200)
    expect(Buffer.from(await own.arrayBuffer()).equals(vikram.pdf)).toBe(true)
    const notOnList = await fetch(`${baseUrl()}/api/client/shortlists/${shortlistId}/resume/${priya.id + 100000}`, {
      headers: { cookie: acmeCookie },
    })
    expect(notOnList.status).toBe(404)
  })
})

type Activity = { type: string; text: string }
const timelineOf = async (collection: 'candidates' | 'requirements', id: number) =>
  (
    await staffRequest<{ docs: Activity[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=${collection}&where[leadId][equals]=${id}&sort=createdAt&limit=50`,
    )
  ).docs
const candidateTimeline = (id: number) => timelineOf('candidates', id)
const application = (id: number) =>
  staffRequest<{ stage: string; stageHistory: { from: string; to: string; by: string; note: string | null }[] }>(
    'GET',
    `/talent-applications/${id}?depth=0`,
  )

describe('the client decides', () => {
  const decide = (body: Record<string, unknown>, cookie = acmeCookie, id = shortlistId) =>
    asClient(`/api/client/shortlists/${id}/decisions`, cookie, { method: 'POST', body })

  it('refuses a rejection without a reason from the list and a question without text', async () => {
    const noReason = await decide({ candidate: priya.id, decision: 'reject' })
    expect(noReason.status).toBe(400)
    expect(noReason.body).toMatchObject({
      msg: 'Choose a reason for rejecting this candidate.',
      fields: { reason: 'Choose a reason for rejecting this candidate.' },
    })
    expect((await decide({ candidate: priya.id, decision: 'reject', reason: 'Too tall' })).status).toBe(400)
    const noText = await decide({ candidate: priya.id, decision: 'question' })
    expect(noText.body).toMatchObject({ msg: 'Write your question.' })
    expect((await decide({ candidate: priya.id, decision: 'hire' })).body).toMatchObject({
      msg: 'Choose Interview, Reject or Ask a question.',
    })
    expect((await decide({ candidate: priya.id + vikram.id + 100_000, decision: 'interview' })).status).toBe(404)
  })

  it('a question: on the timeline, mailed to the owner, shown back; the stage stays', async () => {
    const adminEmail = (await staffRequest<{ user: { email: string } }>('GET', '/users/me')).user.email
    const ownerMails = await mailCount(adminEmail)
    const asked = await decide({ candidate: priya.id, decision: 'question', text: 'Has she worked with Kafka?' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body).toMatchObject({
      msg: 'Thank you. Your question was sent to your recruiter.',
      candidate: { name: 'Priya S.', decision: { decision: 'question', reason: null, text: 'Has she worked with Kafka?' } },
    })
    expect((await application(priya.application)).stage).toBe('screening')
    const timeline = await candidateTimeline(priya.id)
    expect(timeline.at(-1)).toMatchObject({ type: 'client-feedback' })
    expect(timeline.at(-1)!.text).toContain(`${acme.name} asked a question about this candidate`)
    expect(timeline.at(-1)!.text).toContain('"Has she worked with Kafka?"')
    const mail = await waitForMail(adminEmail, { count: ownerMails + 1 })
    expect(mail.subject).toBe(`${acme.name} asked about Priya Sharma (${requirementTitle})`)
    expect(mail.text).toContain('Question: Has she worked with Kafka?')
  })

  it('reject with a reason: the application moves to Rejected through the pipeline, on both timelines, shown back', async () => {
    const rejected = await decide({
      candidate: priya.id,
      decision: 'reject',
      reason: 'Notice period too long',
      text: 'We need someone within 2 weeks.',
    })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    expect(rejected.body).toMatchObject({
      msg: 'Thank you. Your decision was sent to your recruiter.',
      candidate: { decision: { decision: 'reject', reason: 'Notice period too long', text: 'We need someone within 2 weeks.' } },
    })
    const moved = await application(priya.application)
    expect(moved.stage).toBe('rejected')
    expect(moved.stageHistory.at(-1)).toMatchObject({
      from: 'screening',
      to: 'rejected',
      by: `The client: Rohan Mehta (${acme.contact}) of ${acme.name}`,
    })
    expect(moved.stageHistory.at(-1)!.note).toContain('Reason: Notice period too long')
    const appTimeline = await staffRequest<{ docs: Activity[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=talent-applications&where[leadId][equals]=${priya.application}&sort=createdAt&limit=50`,
    )
    expect(appTimeline.docs.map((entry) => entry.text)).toContain(
      `Moved from Screening to Rejected by the client, Rohan Mehta (${acme.contact}) of ${acme.name}`,
    )
    expect((await candidateTimeline(priya.id)).at(-1)!.text).toContain(
      `${acme.name} rejected this candidate. Reason: Notice period too long`,
    )
    // The candidate is not mailed by the client's move.
    expect((await mailsTo(priya.email)).map((mail) => mail.subject)).toEqual([`May we share your profile with ${acme.name}?`])
    const again = await decide({ candidate: priya.id, decision: 'interview' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ msg: 'You already rejected this candidate.' })
  })

  it('interview: the application moves to Interview; the decision is shown to the client afterwards', async () => {
    const interview = await decide({ candidate: vikram.id, decision: 'interview' })
    expect(interview.status).toBe(200)
    expect((await application(vikram.application)).stage).toBe('interview')
    const view = (await asClient('/api/client/shortlists', acmeCookie)).body as ClientView
    const list = view.shortlists.find((each) => each.id === shortlistId)!
    expect(list.candidates.map((each) => (each.decision as { decision: string }).decision)).toEqual(['reject', 'interview'])
    const page = await fetch(`${baseUrl()}/client`, { headers: { cookie: acmeCookie }, redirect: 'manual' })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('You asked to interview this candidate.')
    expect(html).toContain('You rejected this candidate (Notice period too long).')
  })

  it('the requirement’s timeline: the shortlist sent, then each decision in the client’s words', async () => {
    const timeline = await timelineOf('requirements', requirementId)
    const who = `(Rohan Mehta (${acme.contact}) of ${acme.name})`
    expect(timeline.filter((entry) => entry.type === 'shared').map((entry) => entry.text)).toContain(
      `Shortlist of 2 sent to Rohan Mehta (${acme.contact}): Priya Sharma, Vikram Desai.`,
    )
    expect(timeline.filter((entry) => entry.type === 'client-feedback').map((entry) => entry.text)).toEqual([
      `${acme.name} asked a question about Priya Sharma ${who}.\n"Has she worked with Kafka?"`,
      `${acme.name} rejected Priya Sharma. Reason: Notice period too long ${who}.\n"We need someone within 2 weeks."`,
      `${acme.name} would like to interview Vikram Desai ${who}.`,
    ])
    // Staff add notes to it as to any timeline.
    const note = await staffCall('/lead-activity', 'POST', {
      leadCollection: 'requirements',
      leadId: requirementId,
      text: 'Client prefers Pune.',
    })
    expect(note.status, JSON.stringify(note.body)).toBe(201)
    expect((await timelineOf('requirements', requirementId)).at(-1)).toMatchObject({ type: 'note', text: 'Client prefers Pune.' })
  })
})

describe('interview feedback in the client area', () => {
  it('a contact sees their company’s interview once it took place and gives feedback in one click; another company’s contact neither sees nor gives it', async () => {
    const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/interviews?depth=0', {
      candidate: vikram.id,
      application: vikram.application,
      requirement: requirementId,
      client: acme.id,
      interviewers: [acme.contact],
    })
    const listed = async (cookie: string) => ((await asClient('/api/client/shortlists', cookie)).body as ClientView).interviews
    // Not yet taken place: nothing to give feedback on.
    expect((await listed(acmeCookie)).map((each) => each.id)).not.toContain(doc.id)
    await rawSql('UPDATE interviews SET status = ? WHERE id = ?', ['done', doc.id])
    const waiting = (await listed(acmeCookie)).find((each) => each.id === doc.id)!
    expect(waiting).toMatchObject({ candidateName: 'Vikram Desai', ready: true, given: null })
    const page = await (await fetch(`${baseUrl()}/client`, { headers: { cookie: acmeCookie } })).text()
    expect(page).toContain('waiting for your feedback')

    // Another company's contact: no Acme interview in their area, so no link to answer it with.
    const initech = await company('initech', adminId)
    expect(await listed(await clientLogin(initech.contact))).toEqual([])

    // The same signed feedback token the e-mail carries, answered through the same endpoint and rules.
    const notAFit = await call(`/api/interviews/feedback/${waiting.token}`, { ip: freshIp(62), body: { decision: 'not-a-fit' } })
    expect(notAFit.status).toBe(400)
    const given = await call(`/api/interviews/feedback/${waiting.token}`, { ip: freshIp(62), body: { decision: 'move-forward' } })
    expect(given.status, JSON.stringify(given.body)).toBe(200)
    const stored = await staffRequest<{ feedback: { decision: string; by: string } }>('GET', `/interviews/${doc.id}?depth=0`)
    expect(stored.feedback).toMatchObject({ decision: 'move-forward', by: acme.contact })
    expect((await listed(acmeCookie)).find((each) => each.id === doc.id)).toMatchObject({ given: { decision: 'Move forward' } })
    expect((await timelineOf('requirements', requirementId)).at(-1)).toMatchObject({
      type: 'interview',
      text: `Vikram Desai: Client feedback from ${acme.contact}: Move forward.`,
    })
  })
})

describe('who may call each endpoint', () => {
  let memberCookie: string
  let globexCookie: string
  beforeAll(async () => {
    memberCookie = (await signUp(freshIp(64), freshEmail('client-member'))).cookie
    globexCookie = await clientLogin(globex.contact)
  }, 60_000)

  it('client endpoints: visitor, member, editor and admin get 401; another company’s contact gets 404', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/client/shortlists'],
      ['POST', `/api/client/shortlists/${shortlistId}/decisions`, { candidate: vikram.id, decision: 'question', text: 'Hello?' }],
      ['GET', `/api/client/shortlists/${shortlistId}/resume/${priya.id}`],
    ]
    for (const [method, path, body] of endpoints) {
      for (const cookie of [undefined, memberCookie]) {
        const answer = await asClient(path, cookie, { method, body })
        expect(answer.status, `${method} ${path}`).toBe(401)
      }
      // Staff logins are Payload's: a JWT header is no client session either.
      const staff = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: { ...(await staffHeaders()) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(staff.status, `staff ${method} ${path}`).toBe(401)
    }
    // Another company's contact: their own (empty) view, and "not found" for Acme's shortlist.
    const own = (await asClient('/api/client/shortlists', globexCookie)).body as ClientView
    expect(own.company).toBe(globex.name)
    expect(own.shortlists).toEqual([])
    expect(JSON.stringify(own)).not.toContain(acme.name)
    const decision = await asClient(`/api/client/shortlists/${shortlistId}/decisions`, globexCookie, {
      method: 'POST',
      body: { candidate: vikram.id, decision: 'question', text: 'Hello?' },
    })
    expect(decision.status).toBe(404)
    expect(decision.body).toMatchObject({ msg: 'This shortlist was not found.' })
    expect((await asClient(`/api/client/shortlists/${shortlistId}/resume/${priya.id}`, globexCookie)).status).toBe(404)
    const page = await fetch(`${baseUrl()}/client`, { headers: { cookie: globexCookie } })
    expect(await page.text()).not.toContain(requirementTitle)
    const visitorPage = await fetch(`${baseUrl()}/client`, { redirect: 'manual' })
    expect([303, 307, 308]).toContain(visitorPage.status)
    expect(visitorPage.headers.get('location')).toMatch(/\/client\/login$/)
  })

  it('staff endpoints: visitor 401, member and client contact 401/403, editor and admin allowed', async () => {
    const staffEndpoints: [string, string, unknown?][] = [
      ['GET', `/shortlists/${shortlistId}/preview`],
      ['GET', `/shortlists/${shortlistId}/pipeline`],
      ['GET', `/shortlists/${shortlistId}/resume/${priya.id}`],
      ['POST', `/shortlists/${shortlistId}/ask-consent`, { candidate: priya.id }],
      ['POST', `/shortlists/${shortlistId}/pick`, { applications: [] }],
      ['POST', `/shortlists/${shortlistId}/send`],
    ]
    for (const [method, path, body] of staffEndpoints) {
      const visitor = await staffCall(path, method, body, { 'content-type': 'application/json' })
      expect(visitor.status, `visitor ${method} ${path}`).toBe(401)
      const member = await staffCall(path, method, body, { 'content-type': 'application/json', cookie: memberCookie })
      expect(member.status, `member ${method} ${path}`).toBe(401)
      const client = await staffCall(path, method, body, { 'content-type': 'application/json', cookie: acmeCookie })
      expect(client.status, `client ${method} ${path}`).toBe(401)
      const asEditor = await editor.call(method, path, body)
      expect(asEditor.status, `editor ${method} ${path}: ${JSON.stringify(asEditor.body)}`).toBeLessThan(500)
      expect([401, 403]).not.toContain(asEditor.status)
      const admin = await staffCall(path, method, body)
      expect([401, 403]).not.toContain(admin.status)
    }
  })

  it('the other staff endpoints and collections of the client side: a client contact is no staff login (401/403)', async () => {
    const needs = await staffRequest<{ docs: { id: number }[] }>('GET', `/requirements?where[client][equals]=${acme.id}&limit=1&depth=0`)
    const endpoints: [string, string, unknown?][] = [
      ['POST', `/team-up-requests/1/convert-to-client`],
      ['POST', `/requirements/${needs.docs[0].id}/publish`, {}],
      ['POST', '/placements/record', {}],
      ['POST', '/interviews/run-due'],
      ['POST', '/interviews/1/send'],
      ['POST', '/interviews/1/cancel'],
      ['GET', '/client-companies'],
      ['GET', `/client-companies/${acme.id}`],
      ['GET', '/requirements'],
      ['GET', '/shortlists'],
      ['GET', '/interviews'],
      ['GET', '/placements'],
    ]
    for (const [method, path, body] of endpoints) {
      for (const [who, cookie] of [
        ['visitor', undefined],
        ['member', memberCookie],
        ['Acme contact', acmeCookie],
        ['Globex contact', globexCookie],
      ] as const) {
        const answer = await staffCall(path, method, body, { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) })
        expect([401, 403], `${who} ${method} ${path}`).toContain(answer.status)
      }
    }
  })

  it('POST /api/client/logout ends the contact’s session: the cookie is removed and the area answers 401 without it', async () => {
    // The contact's session from the login tests (a new code would pass the per-address limit on codes).
    const cookie = acmeCookie
    expect((await asClient('/api/client/shortlists', cookie)).status).toBe(200)
    const out = await fetch(`${baseUrl()}/api/client/logout`, { method: 'POST', headers: { cookie, origin: baseUrl() } })
    expect(out.status).toBe(200)
    const cleared = out.headers.getSetCookie().find((value) => value.startsWith('ptw-client='))
    expect(cleared).toMatch(/ptw-client=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect((await asClient('/api/client/shortlists', undefined)).status).toBe(401)
    // From another site: refused, the cookie stays.
    const foreign = await fetch(`${baseUrl()}/api/client/logout`, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
  })

  it('the consent log and share log: staff read them, nobody changes a share or a consent', async () => {
    for (const collection of ['consents', 'candidate-shares']) {
      const visitor = await fetch(`${baseUrl()}/cms-api/${collection}`)
      expect([401, 403]).toContain(visitor.status)
      const member = await fetch(`${baseUrl()}/cms-api/${collection}`, { headers: { cookie: memberCookie } })
      expect([401, 403]).toContain(member.status)
      expect((await editor.call('GET', `/${collection}?limit=1`)).status).toBe(200)
    }
    const { docs } = await staffRequest<{ docs: { id: number }[] }>(
      'GET',
      `/candidate-shares?where[shortlist][equals]=${shortlistId}&depth=0`,
    )
    expect((await staffCall(`/candidate-shares/${docs[0].id}`, 'PATCH', { fields: ['Nothing'] })).status).toBe(403)
    expect((await staffCall(`/candidate-shares/${docs[0].id}`, 'DELETE')).status).toBe(403)
    expect(
      (await staffCall('/candidate-shares', 'POST', { candidate: priya.id, client: acme.id, at: new Date().toISOString() })).status,
    ).toBe(403)
    const consents = await staffRequest<{ docs: { id: number }[] }>('GET', `/consents?where[candidate][equals]=${priya.id}&depth=0`)
    expect((await staffCall(`/consents/${consents.docs[0].id}`, 'PATCH', { granted: false })).status).toBe(403)
    expect((await staffCall(`/consents/${consents.docs[0].id}`, 'DELETE')).status).toBe(403)
  })
})

describe('My account', () => {
  it('lists the companies the member’s profile was shared with', async () => {
    const { cookie } = await signUp(freshIp(65), priya.email, { name: 'Priya Sharma' })
    const page = await fetch(`${baseUrl()}/account`, { headers: { cookie } })
    const html = await page.text()
    expect(html).toContain('Profile shared with')
    expect(html).toContain(acme.name)
    expect(html).not.toContain(globex.name)
  })
})
