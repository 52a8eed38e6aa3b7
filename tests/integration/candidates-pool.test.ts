// The talent pool's duplicates, merges and sourcing (docs/decisions/talent-pool.md): profiles that look like one person
// are flagged on both; a merge keeps every application, resume, timeline entry and stage history row (counted before
// and after); staff add a candidate to a role at Screening without a resume and without mail unless they ask; only
// staff reach any of it.
import { describe, expect, it } from 'vitest'

import type { OpeningsPage } from '@/features/openings/types'

import { freshEmail } from './accounts-helpers'
import { baseUrl, getJson, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie, sleep } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

type Candidate = Record<string, unknown> & { id: number; possibleDuplicates?: number[]; mergedInto?: number | null }
type Application = Record<string, unknown> & { id: number; stage: string; stageHistory: unknown[] }

let counter = 0
const tag = () => `${Date.now().toString(36)}${++counter}`

/** A valid Indian mobile number of its own, written as `format` says. */
function mobile(): { digits: string; spaced: string; national: string } {
  const rest = String(10_000_000 + Math.floor(Math.random() * 89_999_999))
  const digits = `98${rest}`
  return { digits, spaced: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, national: `0${digits.slice(0, 5)}-${digits.slice(5)}` }
}

const createCandidate = async (data: Record<string, unknown>) =>
  (await staffRequest<{ doc: Candidate }>('POST', '/candidates?depth=0', data)).doc
const readCandidate = (id: number) => staffRequest<Candidate>('GET', `/candidates/${id}?depth=0`)
const readApplication = (id: number) => staffRequest<Application>('GET', `/talent-applications/${id}?depth=0`)
const move = (id: number, stage: string) =>
  staffRequest('PATCH', `/talent-applications/${id}?depth=0`, { stage, notifyCandidate: false, stageNote: `to ${stage}` })

/** A staff POST to a talent-pool endpoint: its status and body, refusals included. */
async function staffPost(path: string, body: unknown, headers?: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/cms-api/candidates${path}`, {
    method: 'POST',
    headers: headers ?? (await staffHeaders()),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown> & { errors?: { message: string }[] },
  }
}
const message = (answer: { body: { errors?: { message: string }[] } }) => answer.body.errors?.[0]?.message

async function openRoles() {
  const { body } = await getJson<OpeningsPage>('/api/openings')
  expect(body.openings.length).toBeGreaterThanOrEqual(2)
  return body.openings
}

/** The role's id (the public API names roles by slug). */
async function roleId(slug: string): Promise<number> {
  const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', `/openings?where[slug][equals]=${slug}&depth=0&select[title]=true`)
  return docs[0].id
}

const addToRole = async (candidate: number, opening: number, notify?: boolean) => {
  const answer = await staffPost(`/${candidate}/add-to-role`, notify === undefined ? { opening } : { opening, notify })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body as { application: number; stage: string; notified: boolean }
}

const count = async (sql: string, params: (string | number)[] = []) => Number((await rawSql(sql, params))[0].n)
const inList = (ids: number[]) => ids.map(() => '?').join(', ')

describe('possible duplicates', () => {
  it('the same e-mail in another case flags both profiles; a corrected e-mail clears both flags', async () => {
    const id = tag()
    const first = await createCandidate({ name: 'Meera Rao', email: `Meera.${id}@m${id}.example.test` })
    const second = await createCandidate({ name: 'M. Rao', email: `meera.${id}@m${id}.example.test` })
    expect((await readCandidate(first.id)).possibleDuplicates).toEqual([second.id])
    expect((await readCandidate(second.id)).possibleDuplicates).toEqual([first.id])

    await staffRequest('PATCH', `/candidates/${second.id}`, { email: `someone.else.${id}@m${id}.example.test` })
    expect((await readCandidate(first.id)).possibleDuplicates ?? []).toEqual([])
    expect((await readCandidate(second.id)).possibleDuplicates ?? []).toEqual([])
  })

  it('the same phone number written another way flags both', async () => {
    const phone = mobile()
    const first = await createCandidate({ name: 'Arjun Patil', phone: phone.spaced })
    const second = await createCandidate({ name: 'Arjun P', phone: phone.national })
    expect((await readCandidate(second.id)).possibleDuplicates).toEqual([first.id])
    expect((await readCandidate(first.id)).possibleDuplicates).toEqual([second.id])
  })

  it('the same name with the same LinkedIn profile flags both; the same name alone does not', async () => {
    const id = tag()
    const first = await createCandidate({ name: `Kavya Iyer ${id}`, links: { linkedin: `https://www.linkedin.com/in/kavya-${id}/` } })
    const second = await createCandidate({ name: `kavya  iyer ${id}`, links: { linkedin: `linkedin.com/in/kavya-${id}` } })
    const namesake = await createCandidate({ name: `Kavya Iyer ${id}`, links: { linkedin: `https://linkedin.com/in/another-${id}` } })
    expect((await readCandidate(second.id)).possibleDuplicates).toEqual([first.id])
    expect((await readCandidate(first.id)).possibleDuplicates).toEqual([second.id])
    expect((await readCandidate(namesake.id)).possibleDuplicates ?? []).toEqual([])
  })

  it('the flags are the server’s: staff cannot write them by hand', async () => {
    const first = await createCandidate({ name: 'Flag Forger' })
    const second = await createCandidate({ name: 'Someone Else', possibleDuplicates: [first.id] })
    await staffRequest('PATCH', `/candidates/${first.id}`, { possibleDuplicates: [second.id], mergedInto: second.id })
    const stored = await readCandidate(first.id)
    expect(stored.possibleDuplicates ?? []).toEqual([])
    expect(stored.mergedInto ?? null).toBeNull()
    expect((await readCandidate(second.id)).possibleDuplicates ?? []).toEqual([])
  })
})

describe('merging two profiles', () => {
  it('keeps every application, resume, timeline entry and stage history row of both, and records the merge', async () => {
    const [roleA, roleB] = await openRoles()
    const [roleAId, roleBId] = [await roleId(roleA.slug), await roleId(roleB.slug)]
    const id = tag()
    const email = `meera.${id}@m${id}.example.test`
    const phone = mobile()
    const kept = await createCandidate({ name: 'Meera Rao', email, skills: ['React'], yearsExperience: 4 })
    const other = await createCandidate({
      name: 'Meera R.',
      email: email.toUpperCase(),
      phone: phone.spaced,
      skills: ['Java', 'SQL'],
      yearsExperience: 2,
      links: { linkedin: `https://linkedin.com/in/meera-${id}` },
    })
    expect((await readCandidate(kept.id)).possibleDuplicates).toEqual([other.id])

    // Applications in different stages: Interview (kept), Offer and Screening (other), one role on both profiles.
    const keptApplication = (await addToRole(kept.id, roleAId)).application
    await move(keptApplication, 'interview')
    const otherApplications = [(await addToRole(other.id, roleBId)).application, (await addToRole(other.id, roleAId)).application]
    await move(otherApplications[0], 'interview')
    await move(otherApplications[0], 'offer')
    const applications = [keptApplication, ...otherApplications]
    // Resumes and notes on both profiles.
    for (const [candidate, files] of [
      [kept.id, ['meera-2025.pdf']],
      [other.id, ['meera-old.docx', 'meera-new.pdf']],
    ] as const) {
      for (const fileName of files) await staffRequest('POST', '/resumes', { candidate, fileName, textStatus: 'pending' })
    }
    for (const [candidate, text] of [
      [kept.id, 'Called, prefers Pune'],
      [kept.id, 'Sent the JD'],
      [other.id, 'Met at the job fair'],
    ] as const) {
      await staffRequest('POST', '/lead-activity', { leadCollection: 'candidates', leadId: candidate, text })
    }

    const both = [kept.id, other.id]
    const rows = async () => ({
      applications: await count(`SELECT count(*) AS n FROM talent_applications WHERE candidate_id IN (${inList(both)})`, both),
      keptApplications: await count('SELECT count(*) AS n FROM talent_applications WHERE candidate_id = ?', [kept.id]),
      resumes: await count(`SELECT count(*) AS n FROM resumes WHERE candidate_id IN (${inList(both)})`, both),
      keptResumes: await count('SELECT count(*) AS n FROM resumes WHERE candidate_id = ?', [kept.id]),
      candidateTimeline: await count(
        `SELECT count(*) AS n FROM lead_activity WHERE lead_collection = 'candidates' AND lead_id IN (${inList(both)})`,
        both,
      ),
      applicationTimeline: await count(
        `SELECT count(*) AS n FROM lead_activity WHERE lead_collection = 'talent-applications' AND lead_id IN (${inList(applications)})`,
        applications,
      ),
      stageHistory: await count(
        `SELECT count(*) AS n FROM talent_applications_stage_history WHERE _parent_id IN (${inList(applications)})`,
        applications,
      ),
      tables: {
        candidates: await count('SELECT count(*) AS n FROM candidates'),
        applications: await count('SELECT count(*) AS n FROM talent_applications'),
        resumes: await count('SELECT count(*) AS n FROM resumes'),
        stageHistory: await count('SELECT count(*) AS n FROM talent_applications_stage_history'),
        timeline: await count('SELECT count(*) AS n FROM lead_activity'),
      },
    })
    const before = await rows()
    expect(before).toMatchObject({
      applications: 3,
      keptApplications: 1,
      resumes: 3,
      keptResumes: 1,
      candidateTimeline: 3,
      stageHistory: 3,
    })
    expect(before.applicationTimeline).toBeGreaterThanOrEqual(6)

    const merged = await staffPost(`/${kept.id}/merge`, { other: other.id, keep: { skills: 'other' } })
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    expect(merged.body).toEqual({
      kept: kept.id,
      merged: other.id,
      moved: { applications: 2, resumes: 2, timelineEntries: 1 },
      fromOther: ['phone', 'skills', 'linkedin'],
    })

    const after = await rows()
    expect(after).toEqual({
      ...before,
      keptApplications: 3,
      keptResumes: 3,
      // One entry on each profile's timeline says so.
      candidateTimeline: before.candidateTimeline + 2,
      tables: { ...before.tables, timeline: before.tables.timeline + 2 },
    })
    // Every application kept its stage and history.
    expect(
      (await Promise.all(applications.map(readApplication))).map((doc) => [doc.stage, doc.stageHistory.length, doc.candidate]),
    ).toEqual([
      ['interview', 1, kept.id],
      ['offer', 2, kept.id],
      ['screening', 0, kept.id],
    ])

    const keptNow = await readCandidate(kept.id)
    expect(keptNow).toMatchObject({ name: 'Meera Rao', email, phone: `+91${phone.digits}`, skills: ['Java', 'SQL'], yearsExperience: 4 })
    expect((keptNow.links as { linkedin: string }).linkedin).toBe(`https://linkedin.com/in/meera-${id}`)
    expect(keptNow.possibleDuplicates ?? []).toEqual([])
    const otherNow = await readCandidate(other.id)
    expect(otherNow).toMatchObject({ mergedInto: kept.id, name: 'Meera R.', skills: ['Java', 'SQL'], yearsExperience: 2 })
    expect(otherNow.possibleDuplicates ?? []).toEqual([])

    const timeline = await rawSql(
      "SELECT lead_id, type, text, author_name FROM lead_activity WHERE lead_collection = 'candidates' AND type = 'merged' AND lead_id IN (?, ?) ORDER BY lead_id",
      both,
    )
    expect(timeline.map((entry) => [Number(entry.lead_id), entry.type])).toEqual([
      [kept.id, 'merged'],
      [other.id, 'merged'],
    ])
    expect(timeline[0].text).toBe(
      `Merged with Meera R. (candidate #${other.id}) by ${String(timeline[0].author_name)}. Moved here: 2 applications, 2 resumes, 1 timeline entry. Kept from that profile: Phone, Skills, LinkedIn.`,
    )
    expect(timeline[1].text).toContain(`Merged into Meera Rao (candidate #${kept.id})`)

    // The board's data (as boardData.ts asks) shows all three under the kept profile's applications.
    const board = await staffRequest<{ docs: { id: number }[] }>(
      'GET',
      `/talent-applications?depth=0&where[candidate][equals]=${kept.id}&select[stage]=true&limit=10`,
    )
    expect(board.docs.map((doc) => doc.id).sort((a, b) => a - b)).toEqual([...applications].sort((a, b) => a - b))

    // Merging again, either way round, or into a merged-away profile: 409, and nothing moves.
    const again = await staffPost(`/${kept.id}/merge`, { other: other.id })
    expect(again.status).toBe(409)
    expect(message(again)).toBe(
      `Meera R. (candidate #${other.id}) was already merged into candidate #${kept.id}. Open that profile to merge again.`,
    )
    expect((await staffPost(`/${other.id}/merge`, { other: kept.id })).status).toBe(409)
    expect(await rows()).toEqual(after)
  })

  it('refuses a merge it cannot do with a message staff can act on', async () => {
    const first = await createCandidate({ name: 'Rohit Shah' })
    const second = await createCandidate({ name: 'Rohit S' })
    const cases: [string, unknown, number, string][] = [
      [`/${first.id}/merge`, { other: first.id }, 400, 'Choose two different candidates to merge.'],
      [`/${first.id}/merge`, {}, 400, 'Choose the other candidate to merge.'],
      [
        `/${first.id}/merge`,
        { other: second.id, keep: { salary: 'other' } },
        400,
        '"salary" is not a field of a candidate that a merge can keep.',
      ],
      [
        `/${first.id}/merge`,
        { other: second.id, keep: { name: 'both' } },
        400,
        'Choose "this" or "other" for name, the profile whose value to keep.',
      ],
      [`/${first.id}/merge`, '{not json', 400, 'The request could not be read. Reload the page and try again.'],
      [`/${first.id}/merge`, { other: 999_999_999 }, 404, 'The other candidate no longer exists.'],
      ['/999999999/merge', { other: second.id }, 404, 'This candidate no longer exists.'],
    ]
    for (const [path, body, status, text] of cases) {
      const answer = await staffPost(path, body)
      expect([path, answer.status, message(answer)]).toEqual([path, status, text])
    }
    expect((await readCandidate(second.id)).mergedInto ?? null).toBeNull()
  })
})

describe('sourcing into roles', () => {
  it('puts the candidate on the role’s pipeline at Screening, sourced, without a resume and without mail; once per role', async () => {
    const [role] = await openRoles()
    const opening = await roleId(role.slug)
    const email = freshEmail('sourced')
    const candidate = await createCandidate({ name: 'Rohan Kulkarni', email, location: 'Pune' })
    const added = await addToRole(candidate.id, opening)
    expect(added).toMatchObject({ stage: 'screening', notified: false })

    const application = await readApplication(added.application)
    expect(application).toMatchObject({
      source: 'sourced',
      stage: 'screening',
      status: 'in-progress',
      candidate: candidate.id,
      opening,
      firstName: 'Rohan',
      lastName: 'Kulkarni',
      email,
      location: 'Pune',
      stageHistory: [],
    })
    expect(application.member ?? null).toBeNull()
    expect(application.resumeFile ?? null).toBeNull()
    expect(application.consentAt ?? null).toBeNull()
    // No resume row for it either (nothing was sent).
    expect(await count('SELECT count(*) AS n FROM resumes WHERE application_id = ?', [added.application])).toBe(0)

    // The board asks for each stage's column of a role: the candidate is in Screening.
    const column = await staffRequest<{ docs: { id: number; source: string }[] }>(
      'GET',
      `/talent-applications?depth=0&limit=100&where[and][0][stage][equals]=screening&where[and][1][opening][equals]=${opening}&select[source]=true`,
    )
    expect(column.docs).toContainEqual({ id: added.application, source: 'sourced' })
    const entries = await rawSql(
      "SELECT type, text FROM lead_activity WHERE lead_collection = 'talent-applications' AND lead_id = ? AND type = 'stage'",
      [added.application],
    )
    expect(entries).toHaveLength(1)
    expect(entries[0].text).toMatch(
      new RegExp(
        `^Added to ${role.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at Screening by .+, from the talent pool \\(no e-mail to the candidate\\)$`,
      ),
    )

    const again = await staffPost(`/${candidate.id}/add-to-role`, { opening })
    expect(again.status).toBe(409)
    expect(message(again)).toBe(
      `Rohan Kulkarni is already on the pipeline for ${role.title} (at Screening). Open their application there instead.`,
    )
    await sleep(1500)
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('e-mails the candidate about the role only when staff ask; without an address it says so', async () => {
    const [role] = await openRoles()
    const opening = await roleId(role.slug)
    const email = freshEmail('sourced-mail')
    const candidate = await createCandidate({ name: 'Sneha Joshi', email })
    expect((await addToRole(candidate.id, opening, true)).notified).toBe(true)
    const mail = await waitForMail(email)
    expect(mail.subject).toContain(`A role that may suit you: ${role.title}`)
    expect(mail.text).toContain(`Our recruiters think your profile fits the role ${role.title}`)
    expect(mail.text).not.toContain('Sneha')

    const noAddress = await createCandidate({ name: 'Vikram Rane' })
    const refused = await staffPost(`/${noAddress.id}/add-to-role`, { opening, notify: true })
    expect(refused.status).toBe(400)
    expect(message(refused)).toBe('Vikram Rane has no e-mail address. Add it to the profile, or add them without an e-mail.')
    expect(await count('SELECT count(*) AS n FROM talent_applications WHERE candidate_id = ?', [noAddress.id])).toBe(0)
  })

  it('refuses an unknown role or candidate, a bad request and a merged-away profile', async () => {
    const [role] = await openRoles()
    const opening = await roleId(role.slug)
    const candidate = await createCandidate({ name: 'Asha Pawar' })
    const cases: [string, unknown, number, string][] = [
      [`/${candidate.id}/add-to-role`, {}, 400, 'Choose the role.'],
      [`/${candidate.id}/add-to-role`, { opening, notify: 'yes' }, 400, '“E-mail the candidate” is yes or no.'],
      [`/${candidate.id}/add-to-role`, { opening: 999_999_999 }, 404, 'This role no longer exists.'],
      ['/999999999/add-to-role', { opening }, 404, 'This candidate no longer exists.'],
    ]
    for (const [path, body, status, text] of cases) {
      const answer = await staffPost(path, body)
      expect([path, answer.status, message(answer)]).toEqual([path, status, text])
    }
    const kept = await createCandidate({ name: 'Asha P' })
    expect((await staffPost(`/${kept.id}/merge`, { other: candidate.id })).status).toBe(200)
    const merged = await staffPost(`/${candidate.id}/add-to-role`, { opening })
    expect(merged.status).toBe(409)
    expect(message(merged)).toBe(`This profile was merged into candidate #${kept.id}. Add that profile to the role instead.`)
  })
})

describe('talent pool access', () => {
  it('visitors get 401 and website members 403 on every talent-pool endpoint; nothing changes', async () => {
    const [role] = await openRoles()
    const opening = await roleId(role.slug)
    const first = await createCandidate({ name: 'Access Check' })
    const second = await createCandidate({ name: 'Access Check Two' })
    const member = await memberCookie(freshEmail('pool-member'))
    const json = { 'content-type': 'application/json' }
    const requests: [string, unknown][] = [
      [`/${first.id}/merge`, { other: second.id }],
      [`/${first.id}/add-to-role`, { opening }],
    ]
    for (const [path, body] of requests) {
      // A change without any login is refused by the server before Payload (server/anonymousWrites.mjs).
      const visitor = await staffPost(path, body, json)
      expect([path, visitor.status, visitor.body]).toEqual([
        path,
        401,
        { error: 'login_required', msg: 'Log in as staff to make changes.' },
      ])
      const asMember = await staffPost(path, body, { ...json, authorization: `JWT ${member.token}` })
      expect([path, asMember.status]).toEqual([path, 403])
    }
    // The candidates themselves, and their merge screen, are staff's only.
    expect((await fetch(`${baseUrl()}/cms-api/candidates/${first.id}`)).status).toBe(403)
    expect((await fetch(`${baseUrl()}/cms-api/candidates/${first.id}`, { headers: { authorization: `JWT ${member.token}` } })).status).toBe(
      403,
    )
    const screen = await (
      await fetch(`${baseUrl()}/admin/candidates/merge?keep=${first.id}&other=${second.id}`, { redirect: 'manual' })
    ).text()
    expect(screen).toContain('/admin/login?redirect=%2Fadmin%2Fcandidates%2Fmerge')
    expect(screen).not.toContain('Access Check')
    expect((await readCandidate(second.id)).mergedInto ?? null).toBeNull()
    expect(await count('SELECT count(*) AS n FROM talent_applications WHERE candidate_id = ?', [first.id])).toBe(0)
  })
})
