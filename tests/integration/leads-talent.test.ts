// POST /api/JoinTalent (members only, multipart with a resume) and the staff-only resume download.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { docBytes, docxBytes, exeBytes, htmlBytes, pdfBytes } from '../fixtures/resumes'

import { baseUrl, eventually, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
const resumeDir = () => path.join(inject('serverDir'), 'private', 'resumes')
const storedResumes = () => (fs.existsSync(resumeDir()) ? fs.readdirSync(resumeDir()).length : 0)

function application(email: string, file: { bytes: Buffer; name: string; type?: string } | null, extra: Record<string, string> = {}) {
  const form = new FormData()
  const fields: Record<string, string> = {
    firstName: 'Meera',
    lastName: 'Joshi',
    email,
    phone: '+91 99220 11223',
    location: 'Kothrud, Pune',
    anythingElse: 'Returning to QA work after a two-year break.',
    consent: 'true',
    sourcePage: '/join-as-talent',
    ...extra,
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name)
  return form
}

async function send(form: FormData, cookie?: string, ip = freshIp()) {
  const response = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: form,
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

describe('POST /api/JoinTalent', () => {
  it('refuses a visitor who is not logged in with 401, storing nothing', async () => {
    const email = `anon-${uid()}@${uid()}.example.in`
    const before = storedResumes()
    const { status, body } = await send(application(email, { bytes: pdfBytes(), name: 'cv.pdf' }))
    expect(status).toBe(401)
    expect(body.error).toBe('unauthorized')
    expect(await findLeads('talent-applications', byField('email', email))).toHaveLength(0)
    expect(storedResumes()).toBe(before)
  })

  it('stores a member’s application linked to the member, with consent and a privately stored resume; mails staff and applicant', async () => {
    const email = `talent-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    const { status, body } = await send(application(email, { bytes: pdfBytes(), name: 'Meera CV.pdf' }), member.cookie)
    expect(status).toBe(201)
    expect(body.msg).toBe('Thank you for your application!')
    const [doc] = await findLeads('talent-applications', byField('email', email))
    expect(doc).toMatchObject({
      firstName: 'Meera',
      location: 'Kothrud, Pune',
      member: member.id,
      resumeName: 'Meera CV.pdf',
      resumeType: 'application/pdf',
      consentVersion: 'privacy-2026-11',
      status: 'new',
      sourcePage: '/join-as-talent',
    })
    expect(doc.consentAt).toBeTruthy()
    expect(String(doc.resumeFile)).toMatch(/^[0-9a-f-]{36}\.pdf$/)
    expect(fs.readFileSync(path.join(resumeDir(), String(doc.resumeFile)))).toEqual(pdfBytes())
    // Nothing of the resume is under the public folder or reachable as a static file.
    expect((await fetch(`${baseUrl()}/${String(doc.resumeFile)}`)).status).toBe(404)

    // Mail 1 to this address was the signup code; the acknowledgement is mail 2.
    const ack = await waitForMail(email, { count: 2 })
    expect(ack.subject).toBe('We received your application — Pune Talent Works')
    // It gives the lead's reference and says where to follow the application.
    expect(ack.text).toContain(`Your reference is TA-${String(doc.id).padStart(5, '0')}`)
    expect(ack.text).toContain(`${baseUrl()}/account#my-applications`)
    await eventually(async () => {
      const staff = (await mailsTo('staff@test.local')).find((mail) => mail.text.includes(email))
      expect(staff?.subject).toBe('New talent application: Meera Joshi')
      expect(staff?.text).toContain(`/admin/collections/talent-applications/${doc.id}`)
    }, 10_000)
  })

  it('accepts DOC and DOCX by content', async () => {
    const email = `word-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    expect(
      (await send(application(email, { bytes: docxBytes(), name: 'cv.docx', type: 'application/octet-stream' }), member.cookie)).status,
    ).toBe(201)
    expect((await send(application(email, { bytes: docBytes(), name: 'cv.doc' }), member.cookie)).status).toBe(201)
    const docs = await findLeads('talent-applications', byField('email', email))
    expect(docs.map((doc) => String(doc.resumeFile).split('.').pop()).sort()).toEqual(['doc', 'docx'])
  })

  it('413 for a 5,000,001-byte file and 415 for an executable or HTML named .pdf; nothing stored', async () => {
    const email = `bad-file-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    const before = storedResumes()
    const big = await send(application(email, { bytes: pdfBytes(5_000_001), name: 'big.pdf' }), member.cookie)
    expect(big.status).toBe(413)
    expect(big.body.msg).toBe('The resume is too large. Please send a file of at most 5 MB.')
    const exactlyFive = await send(application(email, { bytes: pdfBytes(5_000_000), name: 'ok.pdf' }), member.cookie)
    expect(exactlyFive.status).toBe(201)
    const exe = await send(application(email, { bytes: exeBytes(), name: 'cv.pdf' }), member.cookie)
    expect(exe.status).toBe(415)
    expect(exe.body.msg).toBe('Please send your resume as a PDF, DOC or DOCX file.')
    const html = await send(application(email, { bytes: htmlBytes(), name: 'cv.pdf', type: 'application/pdf' }), member.cookie)
    expect(html.status).toBe(415)
    const docs = await findLeads('talent-applications', byField('email', email))
    expect(docs).toHaveLength(1)
    expect(storedResumes()).toBe(before + 1)
  })

  it('400 for missing fields, a missing file or no consent', async () => {
    const email = `talent-bad-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    const noFile = await send(application(email, null), member.cookie)
    expect(noFile.status).toBe(400)
    expect(noFile.body.fields).toEqual({ file: 'Please attach your resume (PDF, DOC or DOCX).' })
    const noConsent = await send(application(email, { bytes: pdfBytes(), name: 'cv.pdf' }, { consent: '' }), member.cookie)
    expect(noConsent.body.fields).toEqual({ consent: 'Please agree to the privacy policy.' })
    const blank = await send(
      application(email, { bytes: pdfBytes(), name: 'cv.pdf' }, { firstName: '', phone: 'abc', anythingElse: 'x'.repeat(5001) }),
      member.cookie,
    )
    expect(blank.status).toBe(400)
    expect(blank.body.fields).toEqual({
      firstName: 'Please enter your first name.',
      phone: 'Please enter a valid phone number.',
      anythingElse: 'Please keep something about yourself under 5001 characters.',
    })
    const json = await fetch(`${baseUrl()}/api/JoinTalent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie, 'x-forwarded-for': freshIp() },
      body: '{}',
    })
    expect(json.status).toBe(400)
    expect(await findLeads('talent-applications', byField('email', email))).toHaveLength(0)
  })

  it('429 after 5 applications a minute from one address', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(application('x@example.in', null), undefined, ip)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})

describe('GET /api/leads/resumes/{id}', () => {
  it('refuses visitors (401) and members (403); gives staff an attachment with nosniff', async () => {
    const email = `download-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    expect((await send(application(email, { bytes: pdfBytes(), name: 'Meera "final" CV.pdf' }), member.cookie)).status).toBe(201)
    const [doc] = await findLeads('talent-applications', byField('email', email))
    const url = `${baseUrl()}/api/leads/resumes/${doc.id}`

    const anonymous = await fetch(url)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-type')).toContain('application/json')
    const asMember = await fetch(url, { headers: { cookie: member.cookie, authorization: `JWT ${member.token}` } })
    expect(asMember.status).toBe(403)

    const staff = await fetch(url, { headers: await staffHeaders() })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-type')).toBe('application/pdf')
    // Named from the applicant and the detected type, never from the name sent (docs/security.md).
    expect(staff.headers.get('content-disposition')).toBe(
      `attachment; filename="Meera-Joshi-resume.pdf"; filename*=UTF-8''Meera-Joshi-resume.pdf`,
    )
    expect(staff.headers.get('x-content-type-options')).toBe('nosniff')
    expect(staff.headers.get('cache-control')).toContain('no-store')
    expect(Buffer.from(await staff.arrayBuffer())).toEqual(pdfBytes())

    expect((await fetch(`${baseUrl()}/api/leads/resumes/999999`, { headers: await staffHeaders() })).status).toBe(404)
    // An encoded slash is refused by server.mjs before any route sees it (server/requestPath.mjs).
    expect((await fetch(`${baseUrl()}/api/leads/resumes/..%2F..%2Fetc`, { headers: await staffHeaders() })).status).toBe(400)
  })

  it('deleting an application removes its resume file', async () => {
    const email = `delete-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    expect((await send(application(email, { bytes: pdfBytes(), name: 'cv.pdf' }), member.cookie)).status).toBe(201)
    const [doc] = await findLeads('talent-applications', byField('email', email))
    const file = path.join(resumeDir(), String(doc.resumeFile))
    expect(fs.existsSync(file)).toBe(true)
    await staffRequest('DELETE', `/talent-applications/${doc.id}`)
    expect(fs.existsSync(file)).toBe(false)
  })

  it('a member who deletes their account takes their applications and resumes with them (right to erasure)', async () => {
    const email = `erase-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    expect((await send(application(email, { bytes: pdfBytes(), name: 'cv.pdf' }), member.cookie)).status).toBe(201)
    const [doc] = await findLeads('talent-applications', byField('email', email))
    const file = path.join(resumeDir(), String(doc.resumeFile))
    expect(fs.existsSync(file)).toBe(true)

    const deleted = await fetch(`${baseUrl()}/api/users/me`, {
      method: 'DELETE',
      headers: { cookie: member.cookie, 'x-forwarded-for': freshIp() },
    })
    expect(deleted.status).toBe(200)
    expect(await findLeads('talent-applications', byField('email', email))).toEqual([])
    expect(fs.existsSync(file)).toBe(false)
  })
})
