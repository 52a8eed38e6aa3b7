// The talent pool's one candidate per person (docs/decisions/talent-pool.md): every talent application is attached to
// a candidate found by member account, else e-mail (any case), else phone (however typed), else a new one; its resume
// becomes a row of `resumes`; the migration does the same for applications stored before; staff only.
import { describe, expect, it } from 'vitest'

import { attachExistingApplications } from '@/migrations/candidatesFromApplications'

import { pdfBytes, talentApplication } from '../fixtures/resumes'

import { call as accountCall, freshEmail, freshIp } from './accounts-helpers'
import { baseUrl, getJson, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie } from './leads-helpers'

type Candidate = {
  id: number
  name: string
  email: string | null
  phone: string | null
  location: string | null
  member: number | null
  source: { kind: string | null; sourcePage: string | null; utmSource: string | null; utmCampaign: string | null }
}
type Resume = { id: number; candidate: number; application: number | null; fileName: string | null; textStatus: string; file: string }

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
/** A valid Indian mobile number nobody else in the suite uses: ten digits starting with 98. */
const freshMobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
const spaced = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`

async function apply(member: { cookie: string }, fields: Record<string, string>) {
  const form = talentApplication(fields.email, { fields, files: [{ bytes: pdfBytes(), name: `${fields.firstName} CV.pdf` }] })
  const response = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': freshIp(47) },
    body: form,
  })
  const body = (await response.json()) as { id?: string }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return Number(body.id)
}

const application = (id: number) => staffRequest<{ id: number; candidate: number | null }>('GET', `/talent-applications/${id}?depth=0`)
const candidate = (id: number) => staffRequest<Candidate>('GET', `/candidates/${id}?depth=0`)
const resumesOf = async (candidateId: number) =>
  (await staffRequest<{ docs: Resume[] }>('GET', `/resumes?where[candidate][equals]=${candidateId}&depth=0&sort=receivedAt&limit=50`)).docs

describe('attaching a talent application to its candidate', () => {
  it('creates a candidate from a first application, with the campaign it came from and its resume waiting to be read', async () => {
    const email = freshEmail('pool-new')
    const member = await memberCookie(email)
    const mobile = freshMobile()
    const id = await apply(member, {
      email: email.toUpperCase(),
      firstName: 'Anaya',
      lastName: 'Kulkarni',
      phone: `+91 ${spaced(mobile)}`,
      location: 'Baner, Pune',
      sourcePage: '/join-as-talent',
      utm_source: 'newsletter',
      utm_campaign: 'november',
    })
    const { candidate: candidateId } = await application(id)
    expect(candidateId).toEqual(expect.any(Number))
    const created = await candidate(candidateId!)
    expect(created).toMatchObject({
      name: 'Anaya Kulkarni',
      email: email.toLowerCase(),
      phone: `+91${mobile}`,
      location: 'Baner, Pune',
      member: member.id,
      source: { kind: 'site-application', sourcePage: '/join-as-talent', utmSource: 'newsletter', utmCampaign: 'november' },
    })
    const resumes = await resumesOf(candidateId!)
    expect(resumes).toHaveLength(1)
    expect(resumes[0]).toMatchObject({ application: id, fileName: 'Anaya CV.pdf' })
    // Waiting to be read, or already read by the background reader (this test's PDF holds no text): never lost.
    expect(['pending', 'unreadable']).toContain(resumes[0].textStatus)
    expect(resumes[0].file).toMatch(/\.pdf$/)
  })

  it('records a first application for a role as "Applied for a role"', async () => {
    const { body } = await getJson<{ openings: { slug: string }[] }>('/api/openings')
    const email = freshEmail('pool-role')
    const member = await memberCookie(email)
    const id = await apply(member, {
      email,
      firstName: 'Kabir',
      lastName: 'Rao',
      phone: freshMobile(),
      location: 'Pune',
      role: body.openings[0].slug,
    })
    const created = await candidate((await application(id)).candidate!)
    expect(created.source.kind).toBe('role-application')
  })

  it('finds the candidate by member account, then by e-mail in any case, then by phone however typed', async () => {
    const email = freshEmail('pool-match')
    const mobile = freshMobile()
    const first = await memberCookie(email)
    const fields = { firstName: 'Meera', lastName: 'Joshi', phone: spaced(mobile), location: 'Pune' }
    const firstId = await apply(first, { ...fields, email })
    const { candidate: meera } = await application(firstId)

    // The same member with another address and no phone match: found by the member account.
    const byMember = await apply(first, { ...fields, email: freshEmail('pool-other'), phone: `98${mobile.slice(2, 4)}000000` })
    // Another account, the same address in capitals: found by e-mail.
    const second = await memberCookie(freshEmail('pool-second'))
    const byEmail = await apply(second, { ...fields, email: email.toUpperCase(), phone: freshMobile() })
    // A third account, another address, the phone written with 0 and dashes: found by phone.
    const third = await memberCookie(freshEmail('pool-third'))
    const byPhone = await apply(third, { ...fields, email: freshEmail('pool-phone'), phone: `0${mobile.slice(0, 5)}-${mobile.slice(5)}` })

    for (const id of [byMember, byEmail, byPhone]) expect((await application(id)).candidate).toBe(meera)
    const kept = await candidate(meera!)
    // What the first application said stays: the member account, address and phone are never overwritten.
    expect(kept).toMatchObject({ member: first.id, email: email.toLowerCase(), phone: `+91${mobile}` })
    expect((await resumesOf(meera!)).map((resume) => resume.application)).toEqual([firstId, byMember, byEmail, byPhone])
    const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', `/talent-applications?where[candidate][equals]=${meera}&depth=0`)
    expect(docs.map((doc) => doc.id).sort((a, b) => a - b)).toEqual([firstId, byMember, byEmail, byPhone].sort((a, b) => a - b))
  })

  it('makes one candidate, not two, when one person’s applications arrive at the same moment', async () => {
    const email = freshEmail('pool-race')
    const member = await memberCookie(email)
    const fields = { firstName: 'Ishaan', lastName: 'Patil', phone: freshMobile(), location: 'Pune', email }
    const ids = await Promise.all([apply(member, fields), apply(member, fields)])
    const attached = await Promise.all(ids.map(application))
    expect(attached[0].candidate).toEqual(expect.any(Number))
    expect(attached[1].candidate).toBe(attached[0].candidate)
    const { totalDocs } = await staffRequest<{ totalDocs: number }>(
      'GET',
      `/candidates?where[email][equals]=${encodeURIComponent(email)}&limit=1`,
    )
    expect(totalDocs).toBe(1)
  })

  it('keeps the phone in E.164 and the e-mail in lower case when staff edit a candidate, and refuses a phone that is no number', async () => {
    const created = await staffRequest<{ doc: Candidate }>('POST', '/candidates?depth=0', {
      name: 'Rohan Deshmukh',
      email: ` Rohan.${tag()}@Example.IN `.trim(),
      phone: '098220 12345',
    })
    expect(created.doc.phone).toBe('+919822012345')
    expect(created.doc.email).toBe(created.doc.email?.toLowerCase())
    const refused = await fetch(`${baseUrl()}/cms-api/candidates/${created.doc.id}`, {
      method: 'PATCH',
      headers: { ...(await staffHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ phone: 'call after six' }),
    })
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('This phone number cannot be read: write it like 98765 43210 or +91 98765 43210.')
    expect((await candidate(created.doc.id)).phone).toBe('+919822012345')
  })
})

describe('the migration of applications stored before the talent pool', () => {
  it('attaches every application without a candidate by the same rule, with its resume, and changes nothing when run again', async () => {
    const t = tag()
    const members = await Promise.all([1, 2, 3, 4].map((n) => memberCookie(freshEmail(`pool-mig${n}`))))
    const [mobile, otherMobile] = [freshMobile(), freshMobile()]
    const email = `old-${t}@${t}.example.in`
    const rows = [
      // Asha's first application, a month ago, from a campaign.
      { member: members[0].id, email, phone: `+91 ${spaced(mobile)}`, first: 'Asha', days: 30, campaign: 'october' },
      // Her second, with the same account and another address.
      { member: members[0].id, email: `asha-${t}@${t}.example.in`, phone: '', first: 'Asha', days: 20, campaign: null },
      // Another account, her first address in capitals.
      { member: members[1].id, email: email.toUpperCase(), phone: '', first: 'Asha', days: 10, campaign: null },
      // A third account, her phone with a leading 0.
      { member: members[2].id, email: `phone-${t}@${t}.example.in`, phone: `0${mobile}`, first: 'Asha', days: 5, campaign: null },
      // Someone else.
      { member: members[3].id, email: `vikram-${t}@${t}.example.in`, phone: otherMobile, first: 'Vikram', days: 2, campaign: null },
    ]
    const ids: number[] = []
    for (const [index, row] of rows.entries()) {
      const at = new Date(Date.now() - row.days * 86_400_000).toISOString()
      const [inserted] = await rawSql(
        `INSERT INTO talent_applications (first_name, last_name, full_name, email, phone, location, member_id, anything_else,
           resume_file, resume_name, resume_type, resume_size, consent_at, consent_version, source_page, utm_campaign, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
          row.first,
          `Old${t}`,
          `${row.first} Old${t}`,
          row.email,
          row.phone || `no phone ${index}`,
          'Pune',
          row.member,
          'Applied before the talent pool.',
          `old-${t}-${index}.pdf`,
          `${row.first} ${index}.pdf`,
          'application/pdf',
          1000 + index,
          at,
          '2026-01',
          '/join-as-talent',
          row.campaign ?? '',
          at,
          at,
        ],
      )
      ids.push(Number(inserted.id))
    }
    const candidateIds = async () =>
      (await rawSql(`SELECT id, candidate_id FROM talent_applications WHERE last_name = ? ORDER BY id`, [`Old${t}`])).map((row) =>
        row.candidate_id === null ? null : Number(row.candidate_id),
      )
    expect(await candidateIds()).toEqual([null, null, null, null, null])
    const countRows = async (table: 'candidates' | 'resumes') => Number((await rawSql(`SELECT COUNT(*) AS n FROM ${table}`))[0].n)
    const before = { candidates: await countRows('candidates'), resumes: await countRows('resumes') }

    const query = (sql: string, params: unknown[]) => rawSql(sql, params as (string | number)[])
    const first = await attachExistingApplications(query)
    expect(first.attached).toBeGreaterThanOrEqual(5)
    const attached = await candidateIds()
    expect(attached.every((id) => typeof id === 'number')).toBe(true)
    const [asha, , , , vikram] = attached
    expect(attached).toEqual([asha, asha, asha, asha, vikram])
    expect(vikram).not.toBe(asha)
    expect(await countRows('candidates')).toBe(before.candidates + 2)
    expect(await countRows('resumes')).toBe(before.resumes + 5)

    const ashaProfile = await candidate(asha!)
    expect(ashaProfile).toMatchObject({
      name: `Asha Old${t}`,
      email,
      phone: `+91${mobile}`,
      member: members[0].id,
      source: { kind: 'site-application', sourcePage: '/join-as-talent', utmCampaign: 'october' },
    })
    const resumes = await resumesOf(asha!)
    expect(resumes.map((resume) => [resume.application, resume.fileName, resume.textStatus])).toEqual([
      [ids[0], 'Asha 0.pdf', 'pending'],
      [ids[1], 'Asha 1.pdf', 'pending'],
      [ids[2], 'Asha 2.pdf', 'pending'],
      [ids[3], 'Asha 3.pdf', 'pending'],
    ])

    const again = await attachExistingApplications(query)
    expect(again).toEqual({ created: 0, attached: 0, resumes: 0 })
    expect(await countRows('candidates')).toBe(before.candidates + 2)
    expect(await countRows('resumes')).toBe(before.resumes + 5)
  })
})

describe('candidates and resumes are staff only', () => {
  it('refuses visitors and members on every read and write, and lets staff work', async () => {
    const created = await staffRequest<{ doc: { id: number } }>('POST', '/candidates?depth=0', { name: `Access ${tag()}` })
    const id = created.doc.id
    const resume = await staffRequest<{ doc: { id: number } }>('POST', '/resumes?depth=0', { candidate: id, fileName: 'cv.pdf' })
    const { token } = await memberCookie(freshEmail('pool-access'))
    const member = { authorization: `JWT ${token}` }
    const call = async (method: string, route: string, headers: Record<string, string>, body?: unknown) =>
      (
        await fetch(`${baseUrl()}/cms-api${route}`, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status
    for (const [collection, docId, data] of [
      ['candidates', id, { name: 'Taken over' }],
      ['resumes', resume.doc.id, { candidate: id, fileName: 'x.pdf' }],
    ] as const) {
      const reads: [string, string][] = [
        ['GET', `/${collection}`],
        ['GET', `/${collection}/${docId}`],
        ['GET', `/${collection}/count`],
      ]
      const writes: [string, string, unknown][] = [
        ['POST', `/${collection}`, data],
        ['PATCH', `/${collection}/${docId}`, data],
        ['DELETE', `/${collection}/${docId}`, undefined],
      ]
      // Without a login: a write is refused before Payload reads it (401); a read answers 403 (docs/security.md).
      for (const [method, route] of reads) expect(await call(method, route, {}), `visitor ${method} ${route}`).toBe(403)
      for (const [method, route, body] of writes) expect(await call(method, route, {}, body), `visitor ${method} ${route}`).toBe(401)
      for (const [method, route] of reads) expect(await call(method, route, member), `member ${method} ${route}`).toBe(403)
      for (const [method, route, body] of writes) expect(await call(method, route, member, body), `member ${method} ${route}`).toBe(403)
    }
    expect((await candidate(id)).name).toMatch(/^Access /)
    const { status } = await getJson(`/cms-api/candidates/${id}`)
    expect(status).toBe(403)
    // Staff delete a candidate without applications, and its resumes go with it.
    const staff = await staffHeaders()
    expect(await call('DELETE', `/candidates/${id}`, staff)).toBe(200)
    expect(await call('GET', `/resumes/${resume.doc.id}`, staff)).toBe(404)
  })

  it('keeps a candidate who has applications: deleting it is refused with a message', async () => {
    const email = freshEmail('pool-keep')
    const member = await memberCookie(email)
    const id = await apply(member, { email, firstName: 'Sana', lastName: 'Shaikh', phone: freshMobile(), location: 'Pune' })
    const { candidate: candidateId } = await application(id)
    const response = await fetch(`${baseUrl()}/cms-api/candidates/${candidateId}`, { method: 'DELETE', headers: await staffHeaders() })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('This candidate has an application: delete it first, or merge the candidate into another.')
    expect((await candidate(candidateId!)).id).toBe(candidateId)
  })
})

describe('notes on a candidate', () => {
  it('are entries of the lead timeline, on a candidate that exists', async () => {
    const created = await staffRequest<{ doc: { id: number } }>('POST', '/candidates?depth=0', { name: `Notes ${tag()}` })
    const note = await staffRequest<{ doc: { type: string; leadCollection: string; leadId: number; text: string } }>(
      'POST',
      '/lead-activity',
      {
        leadCollection: 'candidates',
        leadId: created.doc.id,
        text: 'Prefers hybrid work.',
      },
    )
    expect(note.doc).toMatchObject({ type: 'note', leadCollection: 'candidates', leadId: created.doc.id, text: 'Prefers hybrid work.' })
    const refused = await fetch(`${baseUrl()}/cms-api/lead-activity`, {
      method: 'POST',
      headers: { ...(await staffHeaders()), 'content-type': 'application/json' },
      body: JSON.stringify({ leadCollection: 'candidates', leadId: 999_999_999, text: 'Nobody' }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toBe('This candidate no longer exists.')
  })
})

describe('erasure', () => {
  it('a member who deletes their account takes their candidate, its resumes and notes with them', async () => {
    const email = freshEmail('pool-erase')
    const member = await memberCookie(email)
    const id = await apply(member, { email, firstName: 'Tara', lastName: 'Gokhale', phone: freshMobile(), location: 'Pune' })
    const candidateId = (await application(id)).candidate!
    await staffRequest('POST', '/lead-activity', { leadCollection: 'candidates', leadId: candidateId, text: 'Call on Monday.' })
    expect(await resumesOf(candidateId)).toHaveLength(1)
    const answer = await accountCall('/api/users/me', { method: 'DELETE', ip: freshIp(47), cookie: member.cookie })
    expect(answer.body).toEqual({ msg: 'Your account and its personal data have been deleted.' })
    expect(await rawSql('SELECT id FROM candidates WHERE id = ?', [candidateId])).toEqual([])
    expect(await rawSql('SELECT id FROM resumes WHERE candidate_id = ?', [candidateId])).toEqual([])
    expect(
      await rawSql("SELECT id FROM lead_activity WHERE lead_collection = 'candidates' AND (lead_id = ? OR former_lead_id = ?)", [
        candidateId,
        candidateId,
      ]),
    ).toEqual([])
  })
})
