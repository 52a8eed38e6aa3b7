// The talent pool's search (docs/decisions/talent-pool.md, "Search") against the real server and database (SQLite,
// and PostgreSQL with TEST_DB=postgres): GET /cms-api/candidates/search with free text over every part of a
// candidate (name, headline, skills, location, tags, timeline notes, resume texts) and every filter, the words found,
// relevance then recency, pages, access and refused parameters; the search table following every change (kept by
// triggers); and saved searches, each staff member's own.
import { describe, expect, inject, it } from 'vitest'

import { baseUrl, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { memberCookie } from './leads-helpers'

const uid = () => Math.random().toString(36).slice(2, 8)
/** A word no other test's candidate has: letters only, so it is one word to both databases. */
const uniqueWord = () => `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
const postgres = () => inject('databaseUrl').startsWith('postgres')

type Hit = {
  id: number
  name: string
  headline: string | null
  skills: string[]
  yearsExperience: number | null
  location: string | null
  matched: string[]
}
type Results = { docs: Hit[]; totalDocs: number; page: number; totalPages: number }

async function search(query: string, headers?: Record<string, string>) {
  const response = await fetch(`${baseUrl()}/cms-api/candidates/search?${query}`, { headers: headers ?? (await staffHeaders()) })
  return { status: response.status, body: (await response.json()) as Results & { errors?: { message: string }[] } }
}

async function found(query: string): Promise<Results> {
  const { status, body } = await search(query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body
}

const names = async (query: string) => (await found(query)).docs.map((doc) => doc.name)

type CandidateData = {
  name: string
  headline?: string
  skills?: string[]
  tags?: string[]
  location?: string
  yearsExperience?: number
  noticeDays?: number
  workModes?: string[]
  assignee?: number | null
}

async function createCandidate(data: CandidateData): Promise<number> {
  const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/candidates', data)
  return doc.id
}

async function addResume(candidate: number, text: string): Promise<number> {
  const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/resumes', {
    candidate,
    text,
    textStatus: 'read',
    fileName: 'resume.pdf',
    receivedAt: new Date().toISOString(),
  })
  return doc.id
}

const addNote = (candidate: number, text: string) =>
  staffRequest('POST', '/lead-activity', { leadCollection: 'candidates', leadId: candidate, text })

let memberId: number | null = null

/** An application of the candidate at `stage`, sent `daysAgo` days ago, straight into the database. */
async function addApplication(candidate: number, stage: string, daysAgo: number) {
  if (memberId === null) {
    const email = `search-member-${uid()}@${uid()}.example.in`
    const now = new Date().toISOString()
    await rawSql(`INSERT INTO members (email, name, age, created_at, updated_at) VALUES (?, 'Search Member', 30, ?, ?)`, [email, now, now])
    memberId = Number((await rawSql('SELECT id FROM members WHERE email = ?', [email]))[0].id)
  }
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
  const cast = (type: string) => (postgres() ? `CAST(? AS ${type})` : '?')
  await rawSql(
    `INSERT INTO talent_applications (member_id, consent_at, first_name, last_name, email, phone, location, anything_else, resume_file,
       consent_version, status, spam, notify_state, stage, candidate_id, created_at, updated_at)
     VALUES (?, ${cast('timestamptz')}, 'Search', 'Applicant', ?, '+919822033445', 'Pune', 'Test', 'cv.pdf', '2026-01', 'new', false, 'sent',
       ${cast('enum_talent_applications_stage')}, ?, ${cast('timestamptz')}, ${cast('timestamptz')})`,
    [memberId, at, `applicant-${uid()}@${uid()}.example.in`, stage, candidate, at, at],
  )
}

describe('free text', () => {
  it('finds a candidate by any part of the profile, a note or a resume, and says which words it found', async () => {
    const tag = uniqueWord()
    const meera = await createCandidate({
      name: `Meera ${tag}`,
      headline: 'Frontend developer, fintech dashboards',
      skills: ['React', 'Node.js'],
      location: 'Baner, Pune',
      yearsExperience: 4,
      tags: [tag],
    })
    await addResume(meera, 'Built trading dashboards with Kubernetes and Grafana for a Mumbai broker.')
    await addNote(meera, 'Prefers hybrid roles; spoke about Tailwind on the call.')
    const other = await createCandidate({ name: `Rohan ${tag}`, headline: 'Payroll executive', skills: ['Tally'], tags: [tag] })

    const byResume = await found(`q=${tag}+kubernetes`)
    expect(byResume.docs.map((doc) => doc.id)).toEqual([meera])
    // Exactly the agreed shape, the words found as written.
    expect(byResume.docs[0]).toEqual({
      id: meera,
      name: `Meera ${tag}`,
      headline: 'Frontend developer, fintech dashboards',
      skills: ['React', 'Node.js'],
      yearsExperience: 4,
      location: 'Baner, Pune',
      matched: [tag, 'Kubernetes'],
    })
    expect(Object.keys(byResume)).toEqual(['docs', 'totalDocs', 'page', 'totalPages'])
    expect(byResume.totalDocs).toBe(1)

    // A note, a skill by the start of its word, the location, words in any order and any case.
    expect((await found(`q=tailwind+${tag}`)).docs.map((doc) => doc.id)).toEqual([meera])
    expect((await found(`q=${tag}+reac`)).docs[0].matched).toEqual([tag, 'React'])
    expect((await found(`q=PUNE+${tag}`)).docs.map((doc) => doc.id)).toEqual([meera])
    expect((await found(`q=${tag}+dash`)).docs[0].matched).toEqual([tag, 'dashboards'])
    // Both candidates have the word; a word only one has narrows it.
    expect((await found(`q=${tag}`)).docs.map((doc) => doc.id).sort()).toEqual([meera, other].sort())
    expect((await found(`q=${tag}+payroll`)).docs.map((doc) => doc.id)).toEqual([other])
    // Every word must be found; the middle of a word is not its start.
    expect((await found(`q=${tag}+kubernetes+payroll`)).totalDocs).toBe(0)
    expect((await found(`q=${tag}+ubernetes`)).totalDocs).toBe(0)
    // Only punctuation finds nobody.
    expect(await found('q=%2B%2B%2B')).toEqual({ docs: [], totalDocs: 0, page: 1, totalPages: 1 })
  })

  it('sorts by relevance (name and skills before headline, before notes and resumes), then by the latest application', async () => {
    const tag = uniqueWord()
    const word = uniqueWord()
    // Oldest, but the word is one of its skills.
    const skilled = await createCandidate({ name: `Skilled ${tag}`, skills: [word], tags: [tag] })
    const inHeadline = await createCandidate({ name: `Headline ${tag}`, headline: `Engineer, ${word}`, tags: [tag] })
    // Two with the word in a resume only (the same text): the one who applied most recently first.
    const resumeA = await createCandidate({ name: `Resume ${tag}`, tags: [tag] })
    const resumeB = await createCandidate({ name: `Resume ${tag}`, tags: [tag] })
    const text = `Worked on ${word} pipelines, wrote ${word} jobs and taught ${word} to the team.`
    await addResume(resumeA, text)
    await addResume(resumeB, text)
    await addApplication(resumeA, 'applied', 0)
    await addApplication(resumeB, 'applied', 40)

    const results = await found(`q=${word}`)
    expect(results.docs.map((doc) => doc.id)).toEqual([skilled, inHeadline, resumeA, resumeB])
    expect(results.docs.every((doc) => doc.matched.includes(word))).toBe(true)

    // Without words: newest first (the latest application, or when the profile was added).
    expect((await found(`tag=${tag}`)).docs.map((doc) => doc.id)).toEqual([resumeA, resumeB, inHeadline, skilled])
  })
})

describe('filters', () => {
  it('narrows by skills (all of), years, location, notice, work mode, stage, tag, owner and when they applied', async () => {
    const tag = uniqueWord()
    const me = (await staffRequest<{ user: { id: number } }>('GET', '/users/me')).user.id
    const colleague = await newEditor('search-owner')
    const asha = await createCandidate({
      name: `Asha ${tag}`,
      skills: ['React', 'Node.js'],
      yearsExperience: 4,
      location: 'Baner, Pune',
      noticeDays: 30,
      workModes: ['remote'],
      assignee: me,
      tags: [tag],
    })
    const bilal = await createCandidate({
      name: `Bilal ${tag}`,
      skills: ['react', 'SQL'],
      yearsExperience: 8,
      location: 'Mumbai',
      noticeDays: 90,
      workModes: ['on-site'],
      tags: [tag],
    })
    await createCandidate({
      name: `Chitra ${tag}`,
      skills: ['Java'],
      yearsExperience: 1,
      location: 'Hinjewadi, PUNE',
      noticeDays: 0,
      workModes: ['hybrid', 'remote'],
      assignee: colleague.id,
      tags: [tag, 'referral'],
    })
    await addApplication(asha, 'interview', 10)
    await addApplication(bilal, 'screening', 200)
    await addApplication(bilal, 'rejected', 300)

    const only = async (query: string) => (await names(`tag=${tag}&${query}`)).sort()
    const [A, B, C] = [`Asha ${tag}`, `Bilal ${tag}`, `Chitra ${tag}`]
    expect(await only('')).toEqual([A, B, C])
    // Skills: every one of them, case aside.
    expect(await only('skills=React')).toEqual([A, B])
    expect(await only('skills=react,sql')).toEqual([B])
    expect(await only('skills=REACT&skills=node.js')).toEqual([A])
    expect(await only('skills=Go')).toEqual([])
    // Years of experience.
    expect(await only('minYears=3')).toEqual([A, B])
    expect(await only('maxYears=5')).toEqual([A, C])
    expect(await only('minYears=3&maxYears=5')).toEqual([A])
    expect(await only('minYears=4&maxYears=4')).toEqual([A])
    // Location: part of it, case aside.
    expect(await only('location=pune')).toEqual([A, C])
    expect(await only('location=Baner')).toEqual([A])
    // Notice period at most.
    expect(await only('maxNoticeDays=30')).toEqual([A, C])
    expect(await only('maxNoticeDays=0')).toEqual([C])
    // Work mode.
    expect(await only('workMode=remote')).toEqual([A, C])
    expect(await only('workMode=on-site')).toEqual([B])
    // Stage in any role.
    expect(await only('stage=interview')).toEqual([A])
    expect(await only('stage=rejected')).toEqual([B])
    expect(await only('stage=offer')).toEqual([])
    // A tag (here with the test's word instead of its own tag).
    expect(await names(`tag=Referral&q=${tag}`)).toEqual([C])
    // Owner: mine, nobody, a colleague.
    expect(await only('owner=mine')).toEqual([A])
    expect(await only('owner=none')).toEqual([B])
    expect(await only(`owner=${colleague.id}`)).toEqual([C])
    // Applied within: the latest application.
    expect(await only('appliedWithin=30d')).toEqual([A])
    expect(await only('appliedWithin=6m')).toEqual([A])
    expect(await only('appliedWithin=1y')).toEqual([A, B])
    // Words and filters together.
    expect(await names(`q=${tag}&skills=react&location=pune&workMode=remote&maxNoticeDays=60&minYears=2&owner=mine`)).toEqual([A])
  })
})

describe('pages', () => {
  it('pages 25 at a time with the total, each candidate once', async () => {
    const tag = uniqueWord()
    for (let index = 1; index <= 30; index++) await createCandidate({ name: `Paged ${index} ${tag}`, tags: [tag] })
    const first = await found(`tag=${tag}`)
    expect([first.docs.length, first.totalDocs, first.page, first.totalPages]).toEqual([25, 30, 1, 2])
    expect(first.docs[0].name).toBe(`Paged 30 ${tag}`)
    const second = await found(`tag=${tag}&page=2`)
    expect([second.docs.length, second.totalDocs, second.page, second.totalPages]).toEqual([5, 30, 2, 2])
    expect(second.docs.at(-1)!.name).toBe(`Paged 1 ${tag}`)
    expect(new Set([...first.docs, ...second.docs].map((doc) => doc.id)).size).toBe(30)
    // With words, the same.
    expect((await found(`q=${tag}&page=2`)).docs).toHaveLength(5)
    // Past the last page: no candidates, the total still right.
    expect(await found(`tag=${tag}&page=3`)).toEqual({ docs: [], totalDocs: 30, page: 3, totalPages: 2 })
  })
})

describe('access and parameters', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    const visitor = await fetch(`${baseUrl()}/cms-api/candidates/search?q=react`)
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toEqual({ errors: [{ message: 'Log in to the admin to search candidates.' }] })
    const member = await memberCookie(`search-${uid()}@${uid()}.example.in`)
    const asMember = await fetch(`${baseUrl()}/cms-api/candidates/search?q=react`, { headers: { authorization: `JWT ${member.token}` } })
    expect(asMember.status).toBe(403)
    expect(await asMember.json()).toEqual({ errors: [{ message: 'Only staff can search candidates.' }] })
    // The saved searches too.
    expect((await fetch(`${baseUrl()}/cms-api/candidate-searches`, { headers: { authorization: `JWT ${member.token}` } })).status).toBe(403)
  })

  it('refuses a parameter that is not a valid value with a 400 saying what to fix', async () => {
    const cases: [string, string][] = [
      ['minYears=three', 'Minimum years of experience must be a number from 0 to 60.'],
      ['maxYears=61', 'Maximum years of experience must be a number from 0 to 60.'],
      ['minYears=-1', 'Minimum years of experience must be a number from 0 to 60.'],
      ['minYears=6&maxYears=2', 'The minimum years of experience must not be more than the maximum.'],
      ['maxNoticeDays=2.5', 'The notice period must be a whole number of days from 0 to 365.'],
      ['maxNoticeDays=400', 'The notice period must be a whole number of days from 0 to 365.'],
      ['workMode=moon', 'The work mode must be one of: on-site, hybrid, remote.'],
      ['stage=hired', 'The stage must be one of: applied, screening, interview, offer, placed, rejected, withdrawn.'],
      ['appliedWithin=2y', '"Applied within" must be one of: 30d, 6m, 1y.'],
      ['owner=someone', 'The owner must be a staff member, "mine" or "none".'],
      ['page=0', 'The page must be a whole number from 1.'],
      ['page=two', 'The page must be a whole number from 1.'],
      [`q=${'a'.repeat(201)}`, 'The search can have up to 200 characters.'],
      [`skills=${Array.from({ length: 11 }, (_, index) => `s${index}`).join(',')}`, 'Choose up to 10 skills.'],
      [`location=${'x'.repeat(101)}`, 'The location can have up to 100 characters.'],
    ]
    for (const [query, message] of cases) {
      const { status, body } = await search(query)
      expect([query, status, body]).toEqual([query, 400, { errors: [{ message }] }])
    }
    // Empty fields are no filter.
    expect((await search('q=&skills=&minYears=&maxYears=&location=&maxNoticeDays=&workMode=&page=')).status).toBe(200)
  })
})

describe('the search table follows every change', () => {
  it('skills edited, a resume and a note removed or moved, a candidate merged or deleted', async () => {
    const tag = uniqueWord()
    const word = uniqueWord()
    const id = await createCandidate({ name: `Follow ${tag}`, skills: ['Excel'], tags: [tag] })
    const other = await createCandidate({ name: `Other ${tag}`, tags: [tag] })
    const resume = await addResume(id, `Reports in ${word} every week.`)
    expect(await names(`q=${word}`)).toEqual([`Follow ${tag}`])

    // Skills replaced.
    await staffRequest('PATCH', `/candidates/${id}`, { skills: ['Power BI'] })
    expect(await names(`q=${tag}+excel`)).toEqual([])
    expect(await names(`q=${tag}+power+bi`)).toEqual([`Follow ${tag}`])
    expect(await names(`tag=${tag}&skills=power bi`)).toEqual([`Follow ${tag}`])
    // A name edited.
    await staffRequest('PATCH', `/candidates/${id}`, { name: `Renamed ${tag}` })
    expect(await names(`q=renamed+${tag}`)).toEqual([`Renamed ${tag}`])

    // The resume moved to the other candidate, then removed.
    await staffRequest('PATCH', `/resumes/${resume}`, { candidate: other })
    expect(await names(`q=${word}`)).toEqual([`Other ${tag}`])
    await staffRequest('DELETE', `/resumes/${resume}`)
    expect(await names(`q=${word}`)).toEqual([])

    // A note on the timeline.
    const note = uniqueWord()
    await addNote(id, `Called about ${note}.`)
    expect(await names(`q=${note}`)).toEqual([`Renamed ${tag}`])

    // Merged into the other: no longer listed (the kept one is).
    await rawSql('UPDATE candidates SET merged_into_id = ? WHERE id = ?', [other, id])
    expect(await names(`tag=${tag}`)).toEqual([`Other ${tag}`])
    expect(await names(`q=${note}`)).toEqual([])

    // Deleted.
    const gone = await createCandidate({ name: `Gone ${tag}`, tags: [tag] })
    expect(await names(`q=gone+${tag}`)).toEqual([`Gone ${tag}`])
    await staffRequest('DELETE', `/candidates/${gone}`)
    expect(await names(`q=gone+${tag}`)).toEqual([])
    const searchRows = postgres()
      ? await rawSql('SELECT candidate_id FROM candidate_search WHERE candidate_id IN (?, ?)', [id, gone])
      : await rawSql('SELECT rowid FROM candidate_search WHERE rowid IN (?, ?)', [id, gone])
    expect(searchRows).toEqual([])
    expect(await rawSql('SELECT candidate_id FROM candidate_recency WHERE candidate_id IN (?, ?)', [id, gone])).toEqual([])
  })
})

describe('two writes about one candidate at once', () => {
  // PostgreSQL runs transactions side by side (SQLite one at a time): a staff note while the resume reader stores a
  // resume's words refreshed the candidate's search row twice at once, and the second failed on the row's key (a 400
  // to the staff member). The refresh takes a lock per candidate (src/migrations/candidateSearch.ts).
  it.runIf(inject('dbKind') === 'postgres')('both land, one after the other, and the search finds the words of both', async () => {
    const tag = uniqueWord()
    const [noteWord, resumeWord] = [uniqueWord(), uniqueWord()]
    const id = await createCandidate({ name: `Busy ${tag}`, tags: [tag] })
    const resume = await addResume(id, 'Nothing yet.')
    const { default: pg } = await import('pg')
    const [first, second] = [0, 1].map(() => new pg.Client({ connectionString: inject('databaseUrl') }))
    await Promise.all([first.connect(), second.connect()])
    try {
      await first.query('BEGIN')
      await first.query(
        `INSERT INTO lead_activity (lead_collection, lead_id, type, text, created_at, updated_at) VALUES ('candidates', $1, 'note', $2, now(), now())`,
        [id, `Called about ${noteWord}.`],
      )
      await second.query('BEGIN')
      const { rows } = await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      const resumeWritten = second.query('UPDATE resumes SET text = $1 WHERE id = $2', [`Knows ${resumeWord}.`, resume])
      resumeWritten.catch(() => {})
      // The second waits for the first (and would not without the lock, until its refresh met the first's row).
      await expect
        .poll(async () => (await rawSql('SELECT wait_event_type FROM pg_stat_activity WHERE pid = ?', [rows[0].pid]))[0]?.wait_event_type)
        .toBe('Lock')
      await first.query('COMMIT')
      await resumeWritten
      await second.query('COMMIT')
    } finally {
      await Promise.all([first.end(), second.end()])
    }
    expect(await names(`q=${noteWord}`)).toEqual([`Busy ${tag}`])
    expect(await names(`q=${resumeWord}`)).toEqual([`Busy ${tag}`])
  })
})

describe('saved searches', () => {
  it('belong to the staff member who saved them; others neither see nor change them', async () => {
    const mine = await newEditor('saver')
    const theirs = await newEditor('other-saver')
    const saved = await mine.call<{ doc: { id: number; name: string; query: string; owner: { id: number } } }>(
      'POST',
      '/candidate-searches?depth=1',
      {
        name: '  React in Pune  ',
        query: '?q=react&location=pune&minYears=3&page=4&unknown=1',
        owner: theirs.id,
      },
    )
    expect(saved.status).toBe(201)
    // Tidied: the saver is the owner whatever the body said, the page and unknown fields are dropped.
    expect([saved.body.doc.name, saved.body.doc.query, saved.body.doc.owner.id]).toEqual([
      'React in Pune',
      'q=react&minYears=3&location=pune',
      mine.id,
    ])

    const listed = await mine.call<{ docs: { id: number }[] }>('GET', '/candidate-searches?depth=0')
    expect(listed.body.docs.map((doc) => doc.id)).toEqual([saved.body.doc.id])
    const others = await theirs.call<{ docs: unknown[] }>('GET', '/candidate-searches?depth=0')
    expect(others.body.docs).toEqual([])
    expect((await theirs.call('PATCH', `/candidate-searches/${saved.body.doc.id}`, { name: 'Mine now' })).status).toBe(403)
    expect((await theirs.call('DELETE', `/candidate-searches/${saved.body.doc.id}`)).status).toBe(403)

    // A search the screen could not run is refused.
    const bad = await mine.call<{ errors: { message: string }[] }>('POST', '/candidate-searches', { name: 'Bad', query: 'minYears=99' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].message).toBe('Minimum years of experience must be a number from 0 to 60.')
    expect((await mine.call('DELETE', `/candidate-searches/${saved.body.doc.id}`)).status).toBe(200)
  })
})
