// "Your data" and "Correct" (docs/decisions/privacy.md): a member's data export (POST /api/users/me/data-export, a ZIP
// of data.json and their resume files built by a job and e-mailed as a signed link valid 24 hours) holds every kind of
// row they have and nothing of anyone else's; the link refuses tampering and expiry; a member corrects their candidate
// profile (PATCH /api/users/me/candidate-profile) and staff see it on the candidate's timeline.
import fs from 'node:fs'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, inject, it } from 'vitest'

import { dataExportToken } from '@/features/privacy/exportToken'

import { pdfBytes, talentApplication } from '../fixtures/resumes'

import { codeFromMail, skipCooldown } from './accounts-helpers'
import { baseUrl, getJson, rawSql, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie, postJson } from './leads-helpers'
import { mailsTo, type ReceivedMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
/** Each person at a domain of their own: acknowledgements are capped per domain and day. */
const address = (tag: string) => `p-${tag}@${tag}.example.in`
const HOUR_MS = 60 * 60 * 1000
/** A phone of their own: the talent pool matches people by phone too. */
const phoneOf = () => `+91 9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
const e164 = (phone: string) => phone.replace(/\s/g, '')

async function mailWithSubject(email: string, subject: string, nth = 1, timeoutMs = 30_000): Promise<ReceivedMail> {
  const started = Date.now()
  for (;;) {
    const found = (await mailsTo(email)).filter((mail) => mail.subject === subject)
    if (found.length >= nth) return found[nth - 1]
    if (Date.now() - started > timeoutMs) throw new Error(`no mail "${subject}" (#${nth}) to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

type Person = Awaited<ReturnType<typeof personWithEverything>>

/** A member with a row of every kind: leads of each form, a talent application and its resume, consent, shares… */
async function personWithEverything(tag: string) {
  const email = address(tag)
  const { cookie, id } = await memberCookie(email)
  const ip = freshIp()
  // First: a job alert's confirmation is one of the few mails an address may get in a day.
  expect((await postJson('/api/job-alerts', { email, consent: true, frequency: 'daily', searchTerm: `tester ${tag}` })).status).toBe(202)
  expect((await postJson('/api/subscriptions', { email, consent: true }, { ip })).status).toBe(202)
  const conversation = [{ from: 'visitor', text: `Please call me about night shifts ${tag}.` }]
  expect((await postJson('/api/assistant/support', { email, conversation, page: '/services' })).status).toBe(201)
  const contact = { fullName: `Asha ${tag}`, emailAddress: email, inquiryType: 'Business Inquiry', message: `Two testers ${tag}.` }
  expect((await postJson('/api/contact', contact)).status).toBe(201)
  const { body: categories } = await getJson<{ _id: string; subCategories: { _id: string }[] }[]>('/api/teamup/categories')
  const main = categories.find((category) => category.subCategories.length > 0)!
  const teamUp = {
    companyName: `Acme ${tag}`,
    firstName: 'Asha',
    lastName: tag,
    phone: '+91 98765 43210',
    email,
    description: 'Two testers.',
  }
  expect((await postJson('/api/teamup', { ...teamUp, mainCategory: main._id, subCategory: main.subCategories[0]._id })).status).toBe(201)
  const resumeBytes = pdfBytes(2000 + Math.floor(Math.random() * 500))
  const form = talentApplication(email, {
    files: [{ bytes: resumeBytes, name: `cv-${tag}.pdf` }],
    fields: { firstName: 'Asha', lastName: tag, phone: phoneOf() },
  })
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': freshIp() },
    body: form,
  })
  expect(applied.status).toBe(201)
  const consent = await postJson('/api/users/me/consents', { purpose: 'newsletter', granted: true }, { headers: { cookie } })
  expect(consent.status).toBe(201)
  await skipCooldown(email)
  const before = (await mailsTo(email)).length
  expect((await postJson('/api/privacy-requests', { email, kind: 'access', text: `What do you hold ${tag}?` })).status).toBe(202)
  const otp = await codeFromMail(email, before + 1)
  expect((await postJson('/api/privacy-requests/verify', { email, otp })).status).toBe(201)

  const [application] = await findLeads('talent-applications', byField('email', email))
  const candidate = Number(application.candidate)
  await staffRequest('PATCH', `/talent-applications/${application.id}`, { stage: 'screening' })
  const { doc: client } = await staffRequest<{ doc: { id: number } }>('POST', '/client-companies', { name: `Client ${tag}` })
  const now = new Date().toISOString()
  await rawSql('INSERT INTO candidate_shares (candidate_id, client_id, at, updated_at, created_at) VALUES (?, ?, ?, ?, ?)', [
    candidate,
    client.id,
    now,
    now,
    now,
  ])
  await staffRequest('POST', '/interviews', { candidate, application: application.id, client: client.id, title: `Interview ${tag}` })
  return { tag, email, cookie, id, candidate, application: application.id, resumeBytes }
}

const askForExport = (person: { cookie: string }, ip = freshIp()) =>
  postJson('/api/users/me/data-export', {}, { ip, headers: { cookie: person.cookie } })

/** The link of the person's nth export mail, and its token. */
async function exportLink(person: Person, nth = 1) {
  const mail = await mailWithSubject(person.email, 'Your data is ready to download', nth)
  const link = mail.text.match(/https?:\/\/\S+\/account\/data-export\?token=\S+/)?.[0]
  expect(link, mail.text).toBeTruthy()
  return { mail, link: link!, token: decodeURIComponent(new URL(link!).searchParams.get('token')!) }
}

const download = (token: string) => fetch(`${baseUrl()}/api/data-export?token=${encodeURIComponent(token)}`)

type Exported = Record<string, unknown> & {
  member: Record<string, unknown>
  [kind: string]: unknown
}

async function unzip(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.zip"/)
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
  return { files, data: JSON.parse(strFromU8(files['data.json'])) as Exported }
}

const KINDS = [
  'candidates',
  'applications',
  'resumes',
  'consents',
  'shares',
  'interviews',
  'jobAlerts',
  'subscriptions',
  'contactMessages',
  'teamUpRequests',
  'supportRequests',
  'privacyRequests',
  'mailsSent',
] as const

describe('a member’s data export (POST /api/users/me/data-export, GET /api/data-export)', () => {
  it('401 for visitors; 202 and a mailed link; the ZIP holds every kind of row of the person and nothing of anyone else’s', async () => {
    const visitor = await postJson('/api/users/me/data-export', {})
    expect(visitor.status).toBe(401)
    expect(visitor.body).toMatchObject({ error: 'unauthorized', msg: 'You are not logged in.' })

    const person = await personWithEverything(uid())
    const other = await personWithEverything(uid())
    // The acknowledgement of the application is recorded on its timeline once sent: a mail of the last 12 months.
    const started = Date.now()
    const mailed = () =>
      rawSql("SELECT id FROM lead_activity WHERE type = 'mail' AND lead_collection = 'talent-applications' AND lead_id = ?", [
        person.application,
      ])
    while (!(await mailed()).length && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 250))

    const asked = await askForExport(person)
    expect(asked.status, JSON.stringify(asked.body)).toBe(202)
    expect(asked.body).toEqual({
      msg: 'Thank you. We are preparing your data; a link to download it will reach your e-mail in a few minutes. It works for 24 hours.',
    })
    const { mail, link, token } = await exportLink(person)
    expect(mail.text).toContain('Download your data: ')
    expect(mail.text).toMatch(/The link works until .+ India time \(24 hours\)/)

    // The link's page offers the download without a login.
    const page = await fetch(link.replace(/^https?:\/\/[^/]+/, baseUrl()))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Download the ZIP file')
    expect(html).toContain('/api/data-export?token=')

    const { files, data } = await unzip(await download(token))
    expect(data.member).toMatchObject({ id: person.id, email: person.email })
    for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken']) expect(data.member).not.toHaveProperty(secret)
    for (const kind of KINDS) expect((data[kind] as unknown[]).length, kind).toBeGreaterThanOrEqual(1)

    const [application] = data.applications as Record<string, unknown>[]
    expect(application).toMatchObject({ id: person.application, email: person.email, stage: 'screening' })
    expect(application.stageHistory).toEqual([expect.objectContaining({ from: 'applied', to: 'screening' })])
    expect(application).not.toHaveProperty('internalNotes')
    expect(data.candidates).toEqual([expect.objectContaining({ id: person.candidate, email: person.email })])
    expect(data.shares).toEqual([expect.objectContaining({ candidate: person.candidate, clientName: `Client ${person.tag}` })])
    expect(data.interviews).toEqual([expect.objectContaining({ candidate: person.candidate })])
    expect(data.consents).toContainEqual(expect.objectContaining({ purpose: 'newsletter', granted: true, email: person.email }))
    expect(data.jobAlerts).toEqual([expect.objectContaining({ email: person.email, searchTerm: `tester ${person.tag}` })])
    expect(data.privacyRequests).toEqual([expect.objectContaining({ kind: 'access', text: `What do you hold ${person.tag}?` })])
    expect(data.subscriptions).toEqual([expect.objectContaining({ email: person.email })])
    expect(data.contactMessages).toEqual([expect.objectContaining({ emailAddress: person.email, message: `Two testers ${person.tag}.` })])
    expect(data.teamUpRequests).toEqual([expect.objectContaining({ email: person.email, companyName: `Acme ${person.tag}` })])
    expect(data.supportRequests).toEqual([expect.objectContaining({ email: person.email })])
    expect(data.mailsSent).toContainEqual(expect.objectContaining({ kind: 'mail', subject: expect.any(String), at: expect.any(String) }))

    // The resume file, byte for byte, named in data.json.
    const [resume] = data.resumes as Record<string, unknown>[]
    expect(resume).toMatchObject({ candidate: person.candidate, fileName: `cv-${person.tag}.pdf` })
    expect(resume).not.toHaveProperty('file')
    expect(resume).not.toHaveProperty('text')
    const resumeFiles = Object.keys(files).filter((name) => name.startsWith('resumes/'))
    expect(resumeFiles).toEqual([resume.fileInZip])
    expect(Buffer.from(files[String(resume.fileInZip)]).equals(person.resumeBytes)).toBe(true)

    // Nothing of the other person, who has the same kinds of rows.
    const whole = strFromU8(files['data.json'])
    for (const mark of [other.email, other.tag, `cv-${other.tag}`]) expect(whole).not.toContain(mark)
    expect(Object.keys(files).sort()).toEqual(['data.json', ...resumeFiles].sort())

    // The download is in the access log, as the person's own.
    const logged = await rawSql("SELECT who, subject FROM access_log WHERE action = 'export' AND subject LIKE ?", [`%${person.email}%`])
    expect(logged).toEqual([expect.objectContaining({ who: 'The person themselves' })])
  }, 120_000)

  it('an altered link is refused (404), an expired one is refused (410) with a clear page, and exports go after 24 hours', async () => {
    const person = await personWithEverything(uid())
    expect((await askForExport(person)).status).toBe(202)
    const { token } = await exportLink(person)
    expect((await download(token)).status).toBe(200)

    const altered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA')
    const refused = await download(altered)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({
      error: 'not_found',
      msg: 'This download link is not valid. Please use the link exactly as it is in the e-mail, or ask for your data again on your account page.',
    })
    const otherMember = dataExportToken(
      { email: person.email, member: person.id + 1, fileId: 'f'.repeat(32), expiresAt: new Date(Date.now() + HOUR_MS) },
      'not-the-secret',
    )
    expect((await download(otherMember)).status).toBe(404)

    // A genuine link past its 24 hours (signed with the server's secret and a time gone by).
    const secret = inject('secondInstance').payloadSecret
    const parts = token.split('.')
    const fileId = parts[2]
    const expired = dataExportToken({ email: person.email, member: person.id, fileId, expiresAt: new Date(Date.now() - 1000) }, secret)
    const late = await download(expired)
    expect(late.status).toBe(410)
    expect(await late.json()).toEqual({
      error: 'expired',
      msg: 'This download link has expired: links work for 24 hours. Ask for your data again on your account page.',
    })
    const latePage = await fetch(`${baseUrl()}/account/data-export?token=${encodeURIComponent(expired)}`)
    expect(await latePage.text()).toContain('This download link has expired: links work for 24 hours.')
    const badPage = await fetch(`${baseUrl()}/account/data-export?token=${encodeURIComponent(altered)}`)
    expect(await badPage.text()).toContain('This download link is not valid.')

    // An export older than a day is deleted when the next one is built; its link then answers 410.
    const exportFile = path.join(inject('serverDir'), 'private', 'data-exports', `${person.id}-${fileId}.zip`)
    expect(fs.existsSync(exportFile)).toBe(true)
    const dayAgo = new Date(Date.now() - 25 * HOUR_MS)
    fs.utimesSync(exportFile, dayAgo, dayAgo)
    expect((await askForExport(person)).status).toBe(202)
    const second = await exportLink(person, 2)
    const started = Date.now()
    while (fs.existsSync(exportFile) && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 200))
    expect(fs.existsSync(exportFile)).toBe(false)
    expect((await download(token)).status).toBe(410)
    expect((await download(second.token)).status).toBe(200)

    // Erasing the account takes its waiting export at once, not at the next clean-up.
    const secondFile = path.join(inject('serverDir'), 'private', 'data-exports', `${person.id}-${second.token.split('.')[2]}.zip`)
    expect(fs.existsSync(secondFile)).toBe(true)
    const erased = await fetch(`${baseUrl()}/api/users/me`, {
      method: 'DELETE',
      headers: { cookie: person.cookie, 'x-forwarded-for': freshIp() },
    })
    expect(erased.status).toBe(200)
    expect(fs.existsSync(secondFile)).toBe(false)
    expect((await download(second.token)).status).toBe(410)
  }, 120_000)

  it('a member may ask three times an hour; the fourth is refused with a clear 429', async () => {
    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    for (let round = 0; round < 3; round += 1) expect((await askForExport({ cookie })).status).toBe(202)
    const refused = await askForExport({ cookie })
    expect(refused.status).toBe(429)
    expect(refused.body.msg).toBe(
      'You asked for your data several times in the last hour. Please use the link we e-mailed you, or try again later.',
    )
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  }, 60_000)
})

type Profile = Record<string, unknown>
const correct = (cookie: string, body: unknown) =>
  fetch(`${baseUrl()}/api/users/me/candidate-profile`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))

const timelineOf = async (candidate: number) =>
  (
    await staffRequest<{ docs: { type: string; text: string; authorName: string | null }[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=candidates&where[leadId][equals]=${candidate}&where[type][equals]=corrected&depth=0`,
    )
  ).docs

describe('a member corrects their candidate profile (PATCH /api/users/me/candidate-profile)', () => {
  it('401 for visitors, 404 without a profile; a correction is saved and staff read it on the candidate’s timeline', async () => {
    expect((await correct('', { name: 'X' })).status).toBe(401)
    const lonely = await memberCookie(address(uid()))
    const none = await correct(lonely.cookie, { name: 'X' })
    expect(none).toEqual({
      status: 404,
      body: { error: 'not_found', msg: 'We hold no candidate profile for you yet: it is made when you apply for a role.' },
    })

    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    const phone = phoneOf()
    const form = talentApplication(email, { fields: { firstName: 'Meera', lastName: tag, phone } })
    const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
      method: 'POST',
      headers: { cookie, 'x-forwarded-for': freshIp() },
      body: form,
    })
    expect(applied.status).toBe(201)
    const [application] = await findLeads('talent-applications', byField('email', email))
    const candidate = Number(application.candidate)

    const mine = await fetch(`${baseUrl()}/api/users/me/candidate-profile`, { headers: { cookie } })
    expect(mine.status).toBe(200)
    expect(((await mine.json()) as { profile: Profile }).profile).toMatchObject({ name: `Meera ${tag}`, phone: e164(phone) })

    const saved = await correct(cookie, {
      phone: '98765 43210',
      location: 'Baner, Pune',
      skills: ['Java', 'Spring', 'Java'],
      yearsExperience: 4,
      noticeDays: 30,
      linkedin: 'https://www.linkedin.com/in/meera',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.msg).toBe('Thank you. Your profile is corrected.')
    expect(saved.body.profile).toMatchObject({
      phone: '+919876543210',
      location: 'Baner, Pune',
      skills: ['Java', 'Spring'],
      noticeDays: 30,
    })

    const row = await staffRequest<Profile>('GET', `/candidates/${candidate}?depth=0`)
    expect(row).toMatchObject({
      name: `Meera ${tag}`,
      phone: '+919876543210',
      location: 'Baner, Pune',
      skills: ['Java', 'Spring'],
      yearsExperience: 4,
      noticeDays: 30,
      links: expect.objectContaining({ linkedin: 'https://www.linkedin.com/in/meera' }),
    })
    const [entry, ...more] = await timelineOf(candidate)
    expect(more).toEqual([])
    expect(entry.authorName).toBe('Test Member (the candidate)')
    expect(entry.text.split('\n')).toEqual([
      'The candidate corrected their profile on My account:',
      `Phone: ${e164(phone)} → +919876543210`,
      'Location: Pune → Baner, Pune',
      'Skills: (empty) → Java, Spring',
      'Years of experience: (empty) → 4',
      'Notice period (days): (empty) → 30',
      'LinkedIn: (empty) → https://www.linkedin.com/in/meera',
    ])

    // The same values again change nothing and add no entry.
    const again = await correct(cookie, { phone: '+91 98765 43210', noticeDays: 30 })
    expect(again.body.msg).toBe('Nothing was changed.')
    expect(await timelineOf(candidate)).toHaveLength(1)
  }, 60_000)

  it('wrong values are refused with a clear message at each field, and staff-only fields cannot be set', async () => {
    const tag = uid()
    const email = address(tag)
    const { cookie } = await memberCookie(email)
    const form = talentApplication(email, { fields: { firstName: 'Ravi', lastName: tag, phone: phoneOf() } })
    expect(
      (await fetch(`${baseUrl()}/api/JoinTalent`, { method: 'POST', headers: { cookie, 'x-forwarded-for': freshIp() }, body: form }))
        .status,
    ).toBe(201)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Please enter your name.'],
      [{ phone: 'call me' }, 'phone', 'This phone number cannot be read: write it like 98765 43210 or +91 98765 43210.'],
      [{ yearsExperience: 99 }, 'yearsExperience', 'Years of experience must be between 0 and 60.'],
      [{ noticeDays: 12.5 }, 'noticeDays', 'Notice period (days) must be a whole number.'],
      [{ linkedin: 'linkedin.com/in/ravi' }, 'linkedin', 'LinkedIn: write a full address starting with https://'],
      [{ skills: 'Java' }, 'skills', 'Skills: a list of words.'],
    ]
    for (const [body, field, msg] of cases) {
      const refused = await correct(cookie, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body).toMatchObject({ error: 'validation_error', msg, fields: { [field]: msg } })
    }
    const staffOnly = await correct(cookie, { tags: ['VIP'] })
    expect(staffOnly.status).toBe(400)
    expect(staffOnly.body.msg).toBe('Only your profile fields can be corrected here.')
    const [application] = await findLeads('talent-applications', byField('email', email))
    expect(await timelineOf(Number(application.candidate))).toEqual([])
  }, 60_000)
})
