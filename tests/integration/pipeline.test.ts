// The talent pipeline (docs/decisions/openings.md): stages and their server-written history, who may move a stage, the candidate's
// mail on a move, "My applications" with withdrawing, and erasure with the account.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import type { OpeningsPage } from '@/features/openings/types'

import { talentApplication } from '../fixtures/resumes'

import { call, freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, getJson, staffRequest } from './helpers'
import { byField, findLeads, sleep, type LeadDoc } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

const resumeDir = () => path.join(inject('serverDir'), 'private', 'resumes')

type History = { from: string; to: string; by: string; staff: number | null; at: string; note: string | null }[]

async function applicant(label: string, role?: string) {
  const email = freshEmail(label)
  const member = await signUp(freshIp(31), email)
  const form = talentApplication(email, { fields: { firstName: 'Kavya', lastName: 'Deshpande', ...(role ? { role } : {}) } })
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': freshIp(31) },
    body: form,
  })
  expect(applied.status, await applied.clone().text()).toBe(201)
  const [doc] = await findLeads('talent-applications', byField('email', email))
  // Mail 1 was the signup code, 2 the acknowledgement: the pipeline's mails come after.
  await waitForMail(email, { count: 2 })
  const token = (member.body as { token: string }).token
  return { email, cookie: member.cookie, token, doc }
}

const move = (id: number, data: Record<string, unknown>) =>
  staffRequest<{ doc: LeadDoc }>('PATCH', `/talent-applications/${id}?depth=0`, data)
const read = async (id: number) =>
  (await staffRequest<LeadDoc>('GET', `/talent-applications/${id}?depth=0`)) as LeadDoc & { stageHistory: History }

async function anOpenRole() {
  const { body } = await getJson<OpeningsPage>('/api/openings')
  return body.openings[0]
}

describe('talent pipeline: stages and history', () => {
  it('a new application starts in Applied; each staff move is kept as from, to, who, when and note', async () => {
    const { doc } = await applicant('stage-history')
    expect(doc.stage).toBe('applied')
    expect(doc.stageChangedAt).toBeTruthy()
    expect(doc.stageHistory).toEqual([])

    await move(doc.id, { stage: 'screening', stageNote: 'Strong QA background', notifyCandidate: false })
    await move(doc.id, { stage: 'interview', notifyCandidate: false })
    // An edit that does not change the stage adds nothing.
    await move(doc.id, { internalNotes: 'Called on Monday' })
    const stored = await read(doc.id)
    expect(stored.stage).toBe('interview')
    expect(stored.stageHistory.map(({ from, to, note }) => ({ from, to, note }))).toEqual([
      { from: 'applied', to: 'screening', note: 'Strong QA background' },
      { from: 'screening', to: 'interview', note: null },
    ])
    for (const entry of stored.stageHistory) {
      expect(entry.by).toMatch(/@/)
      expect(typeof entry.staff).toBe('number')
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000)
    }
    // The note and the notify flag are not stored on the application.
    expect(stored).not.toHaveProperty('stageNote', 'Strong QA background')
  })

  it('the history and the stage date cannot be written by hand, not even by staff', async () => {
    const { doc } = await applicant('stage-forge')
    const forged = [{ from: 'offer', to: 'placed', by: 'Someone', at: '2020-01-01T00:00:00.000Z' }]
    await move(doc.id, { stageHistory: forged, stageChangedAt: '2020-01-01T00:00:00.000Z' })
    const stored = await read(doc.id)
    expect(stored.stageHistory).toEqual([])
    expect(stored.stageChangedAt).toBe(doc.stageChangedAt)
    await move(doc.id, { stage: 'screening', stageHistory: forged, notifyCandidate: false })
    const moved = await read(doc.id)
    expect(moved.stageHistory.map(({ from, to }) => `${from}>${to}`)).toEqual(['applied>screening'])
  })

  it('nobody but staff reads the board data or moves a stage (anonymous and members are refused)', async () => {
    const { doc, token } = await applicant('stage-access')
    const url = `${baseUrl()}/cms-api/talent-applications/${doc.id}`
    const body = JSON.stringify({ stage: 'placed' })
    const anonymous = await fetch(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body })
    expect([401, 403]).toContain(anonymous.status)
    const member = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const asMember = await fetch(url, { method: 'PATCH', headers: member, body })
    expect(asMember.status).toBe(403)
    const list = await fetch(`${baseUrl()}/cms-api/talent-applications?where[stage][equals]=applied`, { headers: member })
    expect(list.status).toBe(403)
    expect((await fetch(`${baseUrl()}/cms-api/talent-applications/count`)).status).toBe(403)
    // The board's page itself sends a visitor to the admin login and shows nothing of the board.
    const board = await (await fetch(`${baseUrl()}/admin/pipeline`, { redirect: 'manual' })).text()
    expect(board).toContain('/admin/login?redirect=%2Fadmin%2Fpipeline')
    expect(board).not.toContain('Candidate pipeline')
    expect((await read(doc.id)).stage).toBe('applied')
  })
})

describe('talent pipeline: the candidate hears about moves', () => {
  it('Interview, Offer, Placed and Rejected mail the candidate when "notify" stays ticked; never the note', async () => {
    const role = await anOpenRole()
    const { doc, email } = await applicant('stage-mail', role.slug)
    const before = (await mailsTo(email)).length
    await move(doc.id, { stage: 'screening' })
    await move(doc.id, { stage: 'interview', stageNote: 'SECRET-NOTE: weak English' })
    const mail = await waitForMail(email, { count: before + 1 })
    expect(mail.subject).toContain('You are invited to an interview')
    expect(mail.text).toContain(`your application for ${role.title}`)
    expect(mail.text).toContain('/account#my-applications')
    expect(mail.text + mail.html).not.toContain('SECRET-NOTE')
    expect(mail.text).not.toContain('Kavya')

    await move(doc.id, { stage: 'offer', notifyCandidate: false })
    await move(doc.id, { stage: 'rejected' })
    const rejected = await waitForMail(email, { count: before + 2 })
    expect(rejected.subject).toContain('An update on your application')
    expect(rejected.text).toContain('we will not take your application further')
    await sleep(500)
    // Screening (not mailed) and Offer (notify unticked) sent nothing.
    expect(await mailsTo(email)).toHaveLength(before + 2)
  })
})

describe('My applications (GET /api/users/me/applications, POST …/{id}/withdraw)', () => {
  it('lists only the member’s own applications with a candidate-friendly stage; withdrawing is kept in the history', async () => {
    const role = await anOpenRole()
    const mine = await applicant('mine', role.slug)
    const other = await applicant('theirs')
    await move(mine.doc.id, { stage: 'screening', notifyCandidate: false })

    const listed = await call('/api/users/me/applications', { method: 'GET', ip: freshIp(31), cookie: mine.cookie })
    expect(listed.status).toBe(200)
    expect(listed.body.applications).toEqual([
      {
        id: String(mine.doc.id),
        role: role.title,
        roleSlug: role.slug,
        appliedAt: mine.doc.createdAt,
        stage: 'Being reviewed',
        canWithdraw: true,
      },
    ])

    // Someone else's application is "not found", and stays as it was.
    const foreign = await call(`/api/users/me/applications/${other.doc.id}/withdraw`, { ip: freshIp(31), cookie: mine.cookie })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ error: 'not_found', msg: 'Application not found.' })
    expect((await read(other.doc.id)).stage).toBe('applied')
    expect((await call('/api/users/me/applications/abc/withdraw', { ip: freshIp(31), cookie: mine.cookie })).status).toBe(404)

    const withdrawn = await call(`/api/users/me/applications/${mine.doc.id}/withdraw`, { ip: freshIp(31), cookie: mine.cookie })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toEqual({ stage: 'Withdrawn', msg: 'Your application has been withdrawn.' })
    const stored = await read(mine.doc.id)
    expect(stored.stage).toBe('withdrawn')
    expect(stored.stageHistory.at(-1)).toMatchObject({ from: 'screening', to: 'withdrawn', by: 'The candidate', staff: null })

    const again = await call(`/api/users/me/applications/${mine.doc.id}/withdraw`, { ip: freshIp(31), cookie: mine.cookie })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This application is already closed and cannot be withdrawn.')
    const after = await call('/api/users/me/applications', { method: 'GET', ip: freshIp(31), cookie: mine.cookie })
    expect(after.body.applications).toMatchObject([{ stage: 'Withdrawn', canWithdraw: false }])
  })

  it('shows "Not selected" for a rejected application and refuses to withdraw it; a general application has no role', async () => {
    const { doc, cookie } = await applicant('rejected')
    await move(doc.id, { stage: 'rejected', notifyCandidate: false })
    const listed = await call('/api/users/me/applications', { method: 'GET', ip: freshIp(31), cookie })
    expect(listed.body.applications).toMatchObject([{ role: null, roleSlug: null, stage: 'Not selected', canWithdraw: false }])
    expect((await call(`/api/users/me/applications/${doc.id}/withdraw`, { ip: freshIp(31), cookie })).status).toBe(409)
  })

  it('refuses visitors who are not logged in (401) and other sites (403)', async () => {
    const { doc, cookie } = await applicant('anon-withdraw')
    expect((await call('/api/users/me/applications', { method: 'GET', ip: freshIp(31) })).status).toBe(401)
    expect((await call(`/api/users/me/applications/${doc.id}/withdraw`, { ip: freshIp(31) })).status).toBe(401)
    const foreign = await call(`/api/users/me/applications/${doc.id}/withdraw`, { ip: freshIp(31), cookie, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await read(doc.id)).stage).toBe('applied')
  })

  it('deleting the account removes the applications with their history and resumes', async () => {
    const { doc, cookie, email } = await applicant('erase-pipeline')
    await move(doc.id, { stage: 'interview', stageNote: 'history to erase', notifyCandidate: false })
    const resume = path.join(resumeDir(), String(doc.resumeFile))
    expect(fs.existsSync(resume)).toBe(true)
    expect((await call('/api/users/me', { method: 'DELETE', ip: freshIp(31), cookie })).status).toBe(200)
    expect(await findLeads('talent-applications', byField('email', email))).toHaveLength(0)
    expect((await fetch(`${baseUrl()}/cms-api/talent-applications/${doc.id}`)).status).not.toBe(200)
    expect(fs.existsSync(resume)).toBe(false)
  })
})
