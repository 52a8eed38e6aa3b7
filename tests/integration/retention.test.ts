// Erasure and retention (docs/decisions/privacy.md, "Erasure" and "Retention") against the real server and database
// (SQLite, and PostgreSQL with TEST_DB=postgres): erasing a member takes every row and file the talent pool and the
// client side hold of them, keeping the consent log as proof under a hashed address, and nothing of anyone else; the
// retention rules set quiet records aside, staff restore one, a legal hold keeps one, and what stayed aside 30 days is
// erased. `npm run retention` runs as a child process on the test server's database.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { describe, expect, inject, it } from 'vitest'

import { talentApplication } from '../fixtures/resumes'

import { call, signUp } from './accounts-helpers'
import { baseUrl, eventually, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, freshIp, postJson } from './leads-helpers'

const run = promisify(execFile)
const SCRIPT_MS = 300_000

const resumeDir = () => path.join(inject('serverDir'), 'private', 'resumes')
const filesOnDisk = () => (fs.existsSync(resumeDir()) ? fs.readdirSync(resumeDir()) : [])
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'resumes', name))
const tag = () => Math.random().toString(36).slice(2, 8)
const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** The DOCX fixture as `name`'s resume with `email`: a staff upload joins it to the profile of that address. */
function resumeOf(name: string, email: string): Buffer {
  const files = unzipSync(new Uint8Array(fixture('arjun-rao.docx')))
  const xml = strFromU8(files['word/document.xml'])
  files['word/document.xml'] = strToU8(
    xml.replace('Arjun Rao', name).replace('arjun.rao@example.in', email).replace('99220 33445', freshPhone()),
  )
  return Buffer.from(zipSync(files))
}

async function uploadResume(name: string, email: string) {
  const form = new FormData()
  form.append('files', new Blob([new Uint8Array(resumeOf(name, email))]), `${name}.docx`)
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}/cms-api/candidates/upload`, { method: 'POST', headers: { authorization }, body: form })
  expect(response.status).toBe(200)
  return (await response.json()) as { created: { candidate: { id: number } }[]; merged: { candidate: { id: number } }[] }
}

const count = async (sql: string, params: (string | number)[]) => Number((await rawSql(sql, params))[0]?.n ?? 0)

/** The address a person's consent entries keep once they are erased (features/leads/consentErasure.ts). */
const erasedAddress = (email: string) => `erased-${createHash('sha256').update(email).digest('hex').slice(0, 32)}@erased.invalid`

/** Every row of the person in each table the talent pool and the client side add, and their resume files. */
async function holdings(person: { email: string; candidate: number }) {
  const byCandidate = (table: string) => count(`SELECT COUNT(*) AS n FROM ${table} WHERE candidate_id = ?`, [person.candidate])
  return {
    candidates: await count('SELECT COUNT(*) AS n FROM candidates WHERE id = ? OR email = ?', [person.candidate, person.email]),
    applications: await count('SELECT COUNT(*) AS n FROM talent_applications WHERE candidate_id = ? OR email = ?', [
      person.candidate,
      person.email,
    ]),
    resumes: await byCandidate('resumes'),
    shares: await byCandidate('candidate_shares'),
    interviews: await byCandidate('interviews'),
    shortlistEntries: await byCandidate('shortlists_candidates'),
    jobAlerts: await count('SELECT COUNT(*) AS n FROM job_alerts WHERE email = ?', [person.email]),
    notes: await count(`SELECT COUNT(*) AS n FROM lead_activity WHERE CAST(lead_collection AS text) = 'candidates' AND lead_id = ?`, [
      person.candidate,
    ]),
    consentsByAddress: await count('SELECT COUNT(*) AS n FROM consents WHERE email = ? OR candidate_id = ?', [
      person.email,
      person.candidate,
    ]),
    consentsKeptAsProof: await count('SELECT COUNT(*) AS n FROM consents WHERE email = ? AND ip IS NULL AND candidate_id IS NULL', [
      erasedAddress(person.email),
    ]),
  }
}

/** A member who applied, with a second resume version, a note, a shortlist entry, a share, an interview and consents. */
async function memberInThePool(label: string, client: { id: number }, shortlist: { id: number }) {
  // An address the resume reader finds in the document (as candidates-resumes.test.ts writes them), at a domain of its own.
  const t = tag()
  const email = `${label}-${t}@${t}.example.in`
  const member = await signUp(freshIp(), email)
  // A phone of their own: the fixture's phone would make every applicant of this file one candidate.
  const form = talentApplication(email, {
    fields: { firstName: 'Asha', lastName: `Patil ${label}`, phone: `+91 ${freshPhone()}`, anythingElse: 'QA.' },
  })
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': freshIp() },
    body: form,
  })
  expect(applied.status).toBe(201)
  const [application] = await findLeads('talent-applications', byField('email', email))
  const candidate = Number(application.candidate)
  // A second version of the resume, uploaded by staff: it joins the same profile by its address.
  const upload = await uploadResume(`Asha Patil ${label}`, email)
  expect(upload.merged[0]?.candidate.id, JSON.stringify(upload)).toBe(candidate)
  await staffRequest('POST', '/lead-activity', {
    leadCollection: 'candidates',
    leadId: candidate,
    type: 'note',
    text: 'Called, interested.',
  })
  const list = await staffRequest<{ candidates?: { candidate: number }[] }>('GET', `/shortlists/${shortlist.id}?depth=0`)
  await staffRequest('PATCH', `/shortlists/${shortlist.id}`, {
    candidates: [...(list.candidates ?? []), { candidate, summary: 'Strong QA.' }],
  })
  const now = new Date().toISOString()
  // The share log is written by sending a shortlist (which needs the candidate's consent link): written here directly.
  await rawSql('INSERT INTO candidate_shares (candidate_id, client_id, summary, at, updated_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    candidate,
    client.id,
    'Name, resume',
    now,
    now,
    now,
  ])
  await staffRequest('POST', '/interviews', { candidate, client: client.id })
  await staffRequest('POST', '/consents', {
    email,
    candidate,
    purpose: 'client-sharing',
    client: client.id,
    channel: 'staff',
    note: 'Yes on the phone.',
  })
  const consented = await call('/api/users/me/consents', {
    method: 'POST',
    ip: freshIp(),
    cookie: member.cookie,
    body: { purpose: 'job-alerts', granted: true },
  })
  expect(consented.status, JSON.stringify(consented.body)).toBe(201)
  // A job alert under the address (asked for, not confirmed yet: the row holds the address all the same).
  expect((await postJson('/api/job-alerts', { email, consent: true, frequency: 'weekly' })).status).toBe(202)
  return { email, member, candidate }
}

describe('erasing a member takes everything of theirs, and nothing of anyone else', { timeout: 180_000 }, () => {
  it('DELETE /api/users/me removes the profile, every resume version and file, shares, interviews, shortlist entries, job alerts; consents kept as proof', async () => {
    const t = tag()
    const { doc: client } = await staffRequest<{ doc: { id: number } }>('POST', '/client-companies', { name: `Erasure Client ${t}` })
    const { doc: requirement } = await staffRequest<{ doc: { id: number } }>('POST', '/requirements', {
      title: `QA ${t}`,
      client: client.id,
    })
    const { doc: shortlist } = await staffRequest<{ doc: { id: number } }>('POST', '/shortlists', { requirement: requirement.id })

    const person = await memberInThePool('erase-pool', client, shortlist)
    const other = await memberInThePool('keep-pool', client, shortlist)
    const before = await holdings(person)
    expect(before).toMatchObject({
      candidates: 1,
      applications: 1,
      resumes: 2,
      shares: 1,
      interviews: 1,
      shortlistEntries: 1,
      jobAlerts: 1,
      consentsKeptAsProof: 0,
    })
    expect(before.notes).toBeGreaterThanOrEqual(1)
    // Client sharing (staff, on the phone) and job alerts (on /account), and any the forms recorded.
    expect(before.consentsByAddress).toBeGreaterThanOrEqual(2)
    const othersBefore = await holdings(other)
    const filesBefore = filesOnDisk()
    const resumeFiles = (await rawSql('SELECT file FROM resumes WHERE candidate_id = ?', [person.candidate])).map((row) => String(row.file))
    expect(resumeFiles.every((file) => filesBefore.includes(file))).toBe(true)

    const answer = await call('/api/users/me', { method: 'DELETE', ip: freshIp(), cookie: person.member.cookie })
    expect(answer.body).toEqual({ msg: 'Your account and its personal data have been deleted.' })

    expect(await holdings(person)).toEqual({
      candidates: 0,
      applications: 0,
      resumes: 0,
      shares: 0,
      interviews: 0,
      shortlistEntries: 0,
      jobAlerts: 0,
      notes: 0,
      consentsByAddress: 0,
      consentsKeptAsProof: before.consentsByAddress,
    })
    const filesAfter = filesOnDisk()
    expect(resumeFiles.some((file) => filesAfter.includes(file))).toBe(false)
    expect(filesAfter.length).toBe(filesBefore.length - resumeFiles.length)
    // The proof: purpose, yes or no, notice version and time, under the hashed address; no client address, no note.
    const proof = await rawSql('SELECT purpose, granted, at, ip, note FROM consents WHERE email = ? ORDER BY id', [
      erasedAddress(person.email),
    ])
    expect(proof.map((row) => String(row.purpose))).toEqual(expect.arrayContaining(['client-sharing', 'job-alerts']))
    expect(proof.every((row) => row.ip === null && row.note === null && row.at)).toBe(true)

    // The other member keeps everything, and the shared shortlist keeps their entry.
    expect(await holdings(other)).toEqual(othersBefore)
    expect(await count('SELECT COUNT(*) AS n FROM shortlists WHERE id = ?', [shortlist.id])).toBe(1)
  })
})

type Counts = Record<string, { quarantine: number; erase: number }>

/** `npm run retention [-- --dry-run]` on the test server's database: its output lines, parsed. */
async function retention(dryRun: boolean): Promise<{ lines: string[]; counts: Counts }> {
  const env = {
    ...process.env,
    DATABASE_URL: inject('databaseUrl'),
    PAYLOAD_SECRET: inject('secondInstance').payloadSecret,
    PRIVATE_UPLOAD_DIR: path.join(inject('serverDir'), 'private'),
    UPLOAD_DIR: path.join(inject('serverDir'), 'media'),
    SEED: 'off',
  }
  const args = ['run', '--silent', 'retention', ...(dryRun ? ['--', '--dry-run'] : [])]
  const { stdout } = await run('npm', args, { cwd: path.resolve(import.meta.dirname, '..', '..'), env, timeout: SCRIPT_MS })
  const lines = stdout.trimEnd().split('\n')
  const counts: Counts = {}
  for (const line of lines) {
    const match = /^([a-z-]+): (\d+) to quarantine, (\d+) to erase$/.exec(line)
    expect(match, line).not.toBeNull()
    counts[match![1]] = { quarantine: Number(match![2]), erase: Number(match![3]) }
  }
  return { lines, counts }
}

const KINDS = ['candidates', 'contact-messages', 'team-up-requests', 'support-requests', 'subscribers']
const plus = (base: Counts, extra: Partial<Record<string, Partial<{ quarantine: number; erase: number }>>>): Counts =>
  Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { quarantine: base[kind].quarantine + (extra[kind]?.quarantine ?? 0), erase: base[kind].erase + (extra[kind]?.erase ?? 0) },
    ]),
  )

const LONG_AGO = '2022-01-15T10:00:00.000Z'
const backdate = (table: string, id: number) =>
  rawSql(`UPDATE ${table} SET updated_at = ?, created_at = ? WHERE id = ?`, [LONG_AGO, LONG_AGO, id])

async function candidateSearch(words: string) {
  const response = await fetch(`${baseUrl()}/cms-api/candidates/search?q=${encodeURIComponent(words)}`, { headers: await staffHeaders() })
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
}

async function inboxHtml(words: string) {
  const { authorization } = await staffHeaders()
  const response = await fetch(`${baseUrl()}/admin/inbox?q=${encodeURIComponent(words)}`, { headers: { authorization } })
  expect(response.status).toBe(200)
  return response.text()
}

describe('retention: quiet records set aside, restored, held, then erased', { timeout: 1_500_000 }, () => {
  it('the dry run counts without changing anything; a run sets aside; staff restore; a legal hold keeps; 30 days later it is erased', async () => {
    const t = tag()
    // A candidate quiet for years with a resume file, one on legal hold, one active; a contact message, an
    // unconfirmed subscriber, and a contact message that became business (won).
    const quiet = (await uploadResume(`Quiet Kulkarni ${t}`, `quiet-${t}@${t}.example.in`)).created[0].candidate.id
    const { doc: held } = await staffRequest<{ doc: { id: number } }>('POST', '/candidates', {
      name: `Held Deshmukh ${t}`,
      legalHold: true,
    })
    const { doc: active } = await staffRequest<{ doc: { id: number } }>('POST', '/candidates', { name: `Active Joshi ${t}` })
    const contactEmail = `contact-${t}@${t}.example.in`
    const message = { fullName: `Rohan ${t}`, emailAddress: contactEmail, inquiryType: 'Business Inquiry', message: `Two testers ${t}.` }
    expect((await postJson('/api/contact', message)).status).toBe(201)
    const [contact] = await findLeads('contact-messages', byField('emailAddress', contactEmail))
    const wonEmail = `won-${t}@${t}.example.in`
    expect((await postJson('/api/contact', { ...message, emailAddress: wonEmail })).status).toBe(201)
    const [won] = await findLeads('contact-messages', byField('emailAddress', wonEmail))
    await staffRequest('PATCH', `/contact-messages/${won.id}`, { status: 'won-placed' })
    const subscriberEmail = `sub-${t}@${t}.example.in`
    expect((await postJson('/api/subscriptions', { email: subscriberEmail, consent: true })).status).toBe(202)
    const [subscriber] = await findLeads('subscribers', byField('email', subscriberEmail))
    const quietFile = String((await rawSql('SELECT file FROM resumes WHERE candidate_id = ?', [quiet]))[0].file)
    // The background work on these rows is done before they are backdated: the resume read, the mails' outcomes.
    await eventually(async () => {
      const [resume] = await rawSql('SELECT text_status FROM resumes WHERE candidate_id = ?', [quiet])
      expect(resume.text_status).not.toBe('pending')
      const pending = await count(`SELECT COUNT(*) AS n FROM contact_messages WHERE id IN (?, ?) AND notify_state = 'pending'`, [
        contact.id,
        won.id,
      ])
      expect(pending).toBe(0)
      expect(await count('SELECT COUNT(*) AS n FROM subscribers WHERE id = ? AND confirmation_sent_at IS NOT NULL', [subscriber.id])).toBe(
        1,
      )
    }, 60_000)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(filesOnDisk()).toContain(quietFile)

    const baseline = (await retention(true)).counts
    expect(Object.keys(baseline)).toEqual(KINDS)

    for (const id of [quiet, held.id]) await backdate('candidates', id)
    await rawSql('UPDATE resumes SET created_at = ? WHERE candidate_id = ?', [LONG_AGO, quiet])
    await backdate('contact_messages', contact.id)
    await backdate('contact_messages', won.id)
    await backdate('subscribers', subscriber.id)
    await rawSql(`DELETE FROM lead_activity WHERE CAST(lead_collection AS text) = 'contact-messages' AND lead_id IN (?, ?)`, [
      contact.id,
      won.id,
    ])

    // The dry run: one line per kind, the new quiet records counted, nothing changed.
    const dry = await retention(true)
    expect(dry.lines).toHaveLength(5)
    expect(dry.counts).toEqual(
      plus(baseline, { candidates: { quarantine: 1 }, 'contact-messages': { quarantine: 1 }, subscribers: { quarantine: 1 } }),
    )
    expect(await count('SELECT COUNT(*) AS n FROM candidates WHERE id = ? AND quarantined_at IS NULL', [quiet])).toBe(1)
    expect(await candidateSearch(`Quiet Kulkarni ${t}`)).toEqual([quiet])

    // The run: the same counts, and the records set aside: hidden from the candidate search and the inbox.
    const first = await retention(false)
    expect(first.counts).toEqual(dry.counts)
    const setAside = async (table: string, id: number) =>
      (await count(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ? AND quarantined_at IS NOT NULL`, [id])) === 1
    expect(await setAside('candidates', quiet)).toBe(true)
    expect(await setAside('contact_messages', contact.id)).toBe(true)
    expect(await setAside('subscribers', subscriber.id)).toBe(true)
    expect(await setAside('candidates', held.id)).toBe(false)
    expect(await setAside('candidates', active.id)).toBe(false)
    expect(await setAside('contact_messages', won.id)).toBe(false)
    expect(await candidateSearch(`Quiet Kulkarni ${t}`)).toEqual([])
    expect(await candidateSearch(`Held Deshmukh ${t}`)).toEqual([held.id])
    // A lead set aside stays in the inbox, so that staff can open it and put it on hold.
    const listed = (html: string) => new RegExp(`/contact-messages/${contact.id}["?#]`).test(html)
    expect(listed(await inboxHtml(`Rohan ${t}`))).toBe(true)

    // The dashboard lists them under "Due for erasure".
    const { authorization } = await staffHeaders()
    const dashboard = await (await fetch(`${baseUrl()}/admin`, { headers: { authorization } })).text()
    expect(dashboard).toContain('Due for erasure')
    // Its total is every record set aside (it lists the first to be erased; this run set aside any older test rows too).
    const setAsideNow = await count(
      ['candidates', 'contact_messages', 'team_up_requests', 'support_requests', 'subscribers']
        .map((table) => `SELECT id FROM ${table} WHERE quarantined_at IS NOT NULL`)
        .reduce((all, one) => `${all} UNION ALL ${one}`)
        .replace(/^/, 'SELECT COUNT(*) AS n FROM (')
        .concat(') x'),
      [],
    )
    expect(setAsideNow).toBeGreaterThanOrEqual(3)
    expect(dashboard).toMatch(new RegExp(`data-metric="retention:quarantined"[^>]*>${setAsideNow}<`))

    // Staff restore the contact message with one action: listed again, and kept for the full time from now.
    const restore = (body: unknown) =>
      fetch(`${baseUrl()}/cms-api/retention/restore`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const restored = await restore({ kind: 'contact-messages', id: contact.id })
    expect(restored.status).toBe(200)
    expect(await restored.json()).toEqual({ restored: true })
    expect(await setAside('contact_messages', contact.id)).toBe(false)
    expect(listed(await inboxHtml(`Rohan ${t}`))).toBe(true)
    const unknown = await restore({ kind: 'invoices', id: 1 })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ errors: [{ message: 'Choose a candidate or a lead to restore.' }] })
    expect((await fetch(`${baseUrl()}/cms-api/retention/restore`, { method: 'POST', body: '{}' })).status).toBe(401)

    // 30 days later: what is still set aside is erased (the candidate with its resume file); the held one stays.
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString()
    await rawSql('UPDATE candidates SET quarantined_at = ? WHERE id = ?', [longAgo, quiet])
    await rawSql('UPDATE subscribers SET quarantined_at = ? WHERE id = ?', [longAgo, subscriber.id])
    const second = await retention(false)
    expect(second.counts.candidates.erase).toBe(1)
    expect(second.counts.subscribers.erase).toBe(1)
    expect(second.counts['contact-messages']).toEqual({ quarantine: 0, erase: 0 })
    expect(await count('SELECT COUNT(*) AS n FROM candidates WHERE id = ?', [quiet])).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM resumes WHERE candidate_id = ?', [quiet])).toBe(0)
    expect(filesOnDisk()).not.toContain(quietFile)
    expect(await count('SELECT COUNT(*) AS n FROM subscribers WHERE id = ?', [subscriber.id])).toBe(0)
    expect(await count('SELECT COUNT(*) AS n FROM candidates WHERE id IN (?, ?)', [held.id, active.id])).toBe(2)
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages WHERE id IN (?, ?)', [contact.id, won.id])).toBe(2)
    expect(await count(`SELECT COUNT(*) AS n FROM access_log WHERE subject = ?`, [`Candidate #${quiet}`])).toBe(1)
  })
})
