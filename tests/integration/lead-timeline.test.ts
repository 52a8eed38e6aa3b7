// Nobody left uninformed (docs/decisions/openings.md, "Stage moves on the timeline"; docs/decisions/lead-desk.md,
// "Reply from the admin" and "Exports"), against the real server, database and SMTP sink: a candidate's withdrawal
// mails the assignee and is on the timeline, every stage move is on the timeline, a sent reply shows once, reply
// templates are offered per kind of lead, talent applications are titled by the candidate's name, and the inbox CSV
// has the recruiter's columns with India-time dates.
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { AGENCY_UTC_OFFSET_MS } from '@/lib/agencyTime'

import { teamUpRequest } from '../fixtures/team-up'
import { talentApplication } from '../fixtures/resumes'
import { call, freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, eventually, getJson, newEditor, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, postJson, sleep, type LeadDoc } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)

type Entry = { type: string; text: string; subject: string | null; authorName: string | null }

async function timeline(collection: string, leadId: number): Promise<Entry[]> {
  const { docs } = await staffRequest<{ docs: Entry[] }>(
    'GET',
    `/lead-activity?where[leadCollection][equals]=${collection}&where[leadId][equals]=${leadId}&sort=createdAt&limit=100`,
  )
  return docs
}

async function applicant(label: string, fields: Record<string, string> = {}) {
  const email = freshEmail(label)
  const member = await signUp(freshIp(33), email)
  const form = talentApplication(email, { fields: { firstName: 'Kavya', lastName: 'Deshpande', ...fields } })
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': freshIp(33) },
    body: form,
  })
  expect(applied.status, await applied.clone().text()).toBe(201)
  const [doc] = await findLeads('talent-applications', byField('email', email))
  await waitForMail(email, { count: 2 })
  return { email, cookie: member.cookie, doc }
}

describe('a candidate withdraws', () => {
  it('mails the assignee at once, says so on the timeline, and the history names the candidate, not a staff account', async () => {
    const { doc, cookie } = await applicant('withdraws')
    const asha = await newEditor('asha')
    expect((await staffRequest('PATCH', `/talent-applications/${doc.id}`, { assignee: asha.id })).doc).toBeTruthy()
    const moved = await asha.call('PATCH', `/talent-applications/${doc.id}`, { stage: 'screening', notifyCandidate: false })
    expect(moved.status).toBe(200)

    const withdrawn = await call(`/api/users/me/applications/${doc.id}/withdraw`, { ip: freshIp(33), cookie })
    expect(withdrawn.status).toBe(200)

    const notice = await waitForMail(asha.email)
    expect(notice.subject).toBe('Withdrawn by the candidate: Kavya Deshpande (a general application)')
    expect(notice.text).toContain(
      'Kavya Deshpande withdrew their application for a general application under "My applications". It was at Screening.',
    )
    expect(notice.text).toContain(`/admin/collections/talent-applications/${doc.id}`)

    const entries = await timeline('talent-applications', doc.id)
    const moves = entries.filter((entry) => entry.type === 'stage').map((entry) => [entry.text, entry.authorName])
    expect(moves).toEqual([
      [`Moved from Applied to Screening by ${asha.name}`, asha.name],
      ['Withdrawn by the candidate (was Screening)', null],
    ])
    // The assignee's notice is on the timeline as every mail about the lead.
    await eventually(async () => {
      const mails = (await timeline('talent-applications', doc.id)).filter((entry) => entry.type === 'mail')
      expect(mails.map((entry) => entry.text)).toContain(`Sent to ${asha.email}`)
    }, 5000)

    const stored = await staffRequest<{ stageHistory: { by: string; staff: unknown; to: string }[] }>(
      'GET',
      `/talent-applications/${doc.id}?depth=0`,
    )
    expect(stored.stageHistory.at(-1)).toMatchObject({ to: 'withdrawn', by: 'The candidate', staff: null })
  })

  it('an unassigned application mails nobody on withdrawal, and the move is still on the timeline', async () => {
    const { doc, cookie, email } = await applicant('unassigned-withdraws')
    expect((await call(`/api/users/me/applications/${doc.id}/withdraw`, { ip: freshIp(33), cookie })).status).toBe(200)
    const entries = await timeline('talent-applications', doc.id)
    expect(entries.filter((entry) => entry.type === 'stage').map((entry) => entry.text)).toEqual([
      'Withdrawn by the candidate (was Applied)',
    ])
    await sleep(500)
    // The candidate got the signup code and the acknowledgement, nothing about their own withdrawal.
    expect(await mailsTo(email)).toHaveLength(2)
  })
})

describe('stage moves on the timeline', () => {
  it('records each staff move with who made it; an edit that does not move the stage adds no entry', async () => {
    const { doc } = await applicant('moves')
    await staffRequest('PATCH', `/talent-applications/${doc.id}`, { stage: 'screening', notifyCandidate: false })
    await staffRequest('PATCH', `/talent-applications/${doc.id}`, { stage: 'interview', notifyCandidate: false })
    await staffRequest('PATCH', `/talent-applications/${doc.id}`, { location: 'Nashik' })
    const moves = (await timeline('talent-applications', doc.id)).filter((entry) => entry.type === 'stage')
    expect(moves.map((entry) => [entry.text, entry.authorName])).toEqual([
      ['Moved from Applied to Screening by Administrator', 'Administrator'],
      ['Moved from Screening to Interview by Administrator', 'Administrator'],
    ])
  })
})

describe('a sent reply', () => {
  it('appears once on the timeline, as the reply, not again as an e-mail', async () => {
    const tag = uid()
    const created = await postJson('/api/contact', {
      fullName: `Meera ${tag}`,
      emailAddress: `meera-${tag}@${tag}.example.in`,
      inquiryType: 'Business Inquiry',
      message: `Please call me about ${tag}.`,
    })
    expect(created.status).toBe(201)
    const leadId = Number(created.body.id)
    const response = await fetch(`${baseUrl()}/cms-api/lead-activity/reply`, {
      method: 'POST',
      headers: { ...(await staffHeaders()), origin: baseUrl() },
      body: JSON.stringify({ leadCollection: 'contact-messages', leadId, subject: `Reply ${tag}`, text: 'Hello Meera' }),
    })
    expect(response.status).toBe(201)
    await eventually(
      // The subject may end with the inbound mailbox's [ref:…] tag (docs/decisions/lead-desk.md, "Replies come back").
      async () =>
        expect((await mailsTo(`meera-${tag}@${tag}.example.in`)).some((mail) => mail.subject.startsWith(`Reply ${tag}`))).toBe(true),
      5000,
    )
    // The worker has sent it: give its outcome time to reach the timeline, had it gone there.
    await sleep(1000)
    const about = (await timeline('contact-messages', leadId)).filter((entry) => entry.subject === `Reply ${tag}`)
    expect(about.map((entry) => entry.type)).toEqual(['reply'])
  })
})

describe('reply templates per kind of lead', () => {
  it('the starter templates are for the kinds they fit, and staff choose the kinds of their own', async () => {
    const { docs } = await staffRequest<{ docs: { name: string; kinds: string[] }[] }>(
      'GET',
      '/reply-templates?sort=name&limit=100&depth=0',
    )
    const kinds = Object.fromEntries(docs.map((template) => [template.name, template.kinds]))
    expect(kinds['Interview invitation']).toEqual(['talent'])
    expect(kinds['Thanks, we will call you']).toEqual(['contact', 'teamUp', 'support'])
    expect(kinds['Need a little more detail']).toEqual(['contact', 'teamUp', 'support'])

    const name = `Proposal ${uid()}`
    const created = await staffRequest<{ doc: { id: number; kinds: string[] } }>('POST', '/reply-templates', {
      name,
      subject: 'Our proposal',
      body: 'Hello {name}',
      kinds: ['teamUp'],
    })
    expect(created.doc.kinds).toEqual(['teamUp'])
    const everyKind = await staffRequest<{ doc: { kinds: string[] } }>('POST', '/reply-templates', {
      name: `${name} (all)`,
      subject: 'Hello',
      body: 'Hello {name}',
    })
    expect(everyKind.doc.kinds ?? []).toEqual([])
  })
})

describe('talent applications are titled by the candidate’s name', () => {
  it('keeps the full name with every save, for the admin’s title', async () => {
    const { doc } = await applicant('titled', { firstName: 'Rohan', lastName: 'Kulkarni' })
    expect(doc.fullName).toBe('Rohan Kulkarni')
    await staffRequest('PATCH', `/talent-applications/${doc.id}`, { lastName: 'Kulkarni-Patil' })
    const stored = await staffRequest<LeadDoc>('GET', `/talent-applications/${doc.id}?depth=0`)
    expect(stored.fullName).toBe('Rohan Kulkarni-Patil')
    // Whatever the API is sent, the title is the name.
    await staffRequest('PATCH', `/talent-applications/${doc.id}`, { fullName: 'Somebody else' })
    expect((await staffRequest<LeadDoc>('GET', `/talent-applications/${doc.id}?depth=0`)).fullName).toBe('Rohan Kulkarni-Patil')
    const page = await fetch(`${baseUrl()}/admin/collections/talent-applications/${doc.id}`, { headers: await staffHeaders() })
    expect(await page.text()).toContain('Rohan Kulkarni-Patil')
  })
})

/** "2026-11-26 14:05": the moment in India time. */
const ist = (iso: string) => new Date(new Date(iso).getTime() + AGENCY_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')

describe('the inbox CSV a recruiter uses', () => {
  it('has phone, location, category or role, enquiry type and stage, and India-time dates spreadsheets read', async () => {
    const tag = uid()
    const contact = await postJson('/api/contact', {
      fullName: `Asha ${tag}`,
      emailAddress: `asha-${tag}@${tag}.example.in`,
      inquiryType: 'Business Inquiry',
      message: 'We need two testers.',
    })
    expect(contact.status).toBe(201)
    const { body: categories } =
      await getJson<{ _id: string; name: string; subCategories: { _id: string; title: string }[] }[]>('/api/teamup/categories')
    const teamUp = await postJson(
      '/api/teamup',
      teamUpRequest(categories, { companyName: `Deccan ${tag} Pvt Ltd`, email: `ravi-${tag}@${tag}.example.in` }),
    )
    expect(teamUp.status).toBe(201)
    const { doc } = await applicant('export', { lastName: `Deshpande ${tag}`, location: 'Nagpur' })
    await staffRequest('PATCH', `/talent-applications/${doc.id}`, { stage: 'screening', notifyCandidate: false })

    const response = await fetch(`${baseUrl()}/cms-api/inbox/export?q=${tag}`, { headers: await staffHeaders() })
    expect(response.status).toBe(200)
    const rows = parse((await response.text()).replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[]
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
    const byKind = Object.fromEntries(rows.map((row) => [row.Kind, row]))
    expect(byKind['Talent application']).toMatchObject({
      Name: `Kavya Deshpande ${tag}`,
      // A leading "+" starts a formula in a spreadsheet: escaped like every such cell (lib/spreadsheetCell).
      Phone: "'+91 99220 11223",
      Location: 'Nagpur',
      'Category or role': '',
      'Enquiry type': '',
      Stage: 'Screening',
      'Received (IST)': ist(String(doc.createdAt)),
    })
    const main = categories.find((category) => category.subCategories.length > 0)!
    expect(byKind['Team-up request']).toMatchObject({
      Phone: "'+91 98765 43210",
      Location: '',
      'Company or role': `Deccan ${tag} Pvt Ltd`,
      'Category or role': `${main.name} › ${main.subCategories[0].title}`,
      Stage: '',
    })
    expect(byKind['Contact message']).toMatchObject({ Phone: '', 'Enquiry type': 'Business Inquiry', Stage: '' })
    for (const row of rows) expect(row['Received (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  })
})
