// Deleting an account erases every row that carries the member's e-mail address
// (newsletter, chat support, contact, team-up, talent applications and their resumes), whoever deletes it.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { talentApplication } from '../fixtures/resumes'

import { call, freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, getJson, staffRequest } from './helpers'
import { byField, findLeads, postJson } from './leads-helpers'

const resumeDir = () => path.join(inject('serverDir'), 'private', 'resumes')

/** What the site stores under an address through its public forms (and, for a member, a talent application). */
async function leaveLeads(email: string, cookie: string) {
  // A pending newsletter subscriber (double opt-in): the row exists before anyone confirms.
  expect((await postJson('/api/subscriptions', { email, consent: true })).status).toBe(202)
  const conversation = [{ from: 'visitor', text: 'Please call me about night shifts.' }]
  expect((await postJson('/api/assistant/support', { email, conversation, page: '/services' })).status).toBe(201)
  const contact = { fullName: 'Asha Patil', emailAddress: email, inquiryType: 'Business Inquiry', message: 'We need two testers.' }
  expect((await postJson('/api/contact', contact)).status).toBe(201)
  const { body: categories } = await getJson<{ _id: string; subCategories: { _id: string }[] }[]>('/api/teamup/categories')
  const main = categories.find((category) => category.subCategories.length > 0)!
  const teamUp = { companyName: 'Acme', firstName: 'Asha', lastName: 'Patil', phone: '+91 98765 43210', email, description: 'Two testers.' }
  expect((await postJson('/api/teamup', { ...teamUp, mainCategory: main._id, subCategory: main.subCategories[0]._id })).status).toBe(201)
  const form = talentApplication(email, { fields: { firstName: 'Asha', lastName: 'Patil', anythingElse: 'QA.' } })
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': freshIp(17) },
    body: form,
  })
  expect(applied.status).toBe(201)
}

const leadCounts = async (email: string) => ({
  subscribers: (await findLeads('subscribers', byField('email', email))).length,
  supportRequests: (await findLeads('support-requests', byField('email', email))).length,
  contactMessages: (await findLeads('contact-messages', byField('emailAddress', email))).length,
  teamUpRequests: (await findLeads('team-up-requests', byField('email', email))).length,
  talentApplications: (await findLeads('talent-applications', byField('email', email))).length,
})

const all = (count: number) => ({
  subscribers: count,
  supportRequests: count,
  contactMessages: count,
  teamUpRequests: count,
  talentApplications: count,
})

describe('account deletion erases personal data', () => {
  it('DELETE /api/users/me removes every lead row under the address and the resume file; other people keep theirs', async () => {
    const email = freshEmail('erase-all')
    const other = freshEmail('erase-other')
    const member = await signUp(freshIp(17), email)
    const bystander = await signUp(freshIp(17), other)
    await leaveLeads(email, member.cookie)
    await leaveLeads(other, bystander.cookie)
    expect(await leadCounts(email)).toEqual(all(1))
    const [application] = await findLeads('talent-applications', byField('email', email))
    const resume = path.join(resumeDir(), String(application.resumeFile))
    expect(fs.existsSync(resume)).toBe(true)

    const answer = await call('/api/users/me', { method: 'DELETE', ip: freshIp(17), cookie: member.cookie })
    expect(answer.body).toEqual({ msg: 'Your account and its personal data have been deleted.' })
    expect(await leadCounts(email)).toEqual(all(0))
    expect(fs.existsSync(resume)).toBe(false)
    expect(await leadCounts(other)).toEqual(all(1))
  })

  it('a member deleted by staff in the admin is erased the same way', async () => {
    const email = freshEmail('erase-staff')
    const member = await signUp(freshIp(17), email)
    await leaveLeads(email, member.cookie)
    const id = (member.body.user as { id: string }).id
    await staffRequest('DELETE', `/members/${id}`)
    expect(await leadCounts(email)).toEqual(all(0))
  })
})
