// The access log (docs/security.md, "Access log"): a resume downloaded, an export (the inbox's, a collection's
// download), two candidates merged and a person erased each leave one entry with who and when; admins read it, editors
// do not, nobody writes or deletes through the API, and entries past 180 days go. Shares: client-area.test.ts.
import { describe, expect, inject, it } from 'vitest'

import { pdfBytes } from '../fixtures/resumes'

import { call, freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, memberCookie } from './leads-helpers'

type Entry = { id: number; at: string; action: string; who: string; staff: number | null; subject: string; detail: string | null }

const uid = () => Math.random().toString(36).slice(2, 10)

async function entries(where: string): Promise<Entry[]> {
  return (await staffRequest<{ docs: Entry[] }>('GET', `/access-log?${where}&depth=0&sort=-at&limit=50`)).docs
}

async function admin() {
  return staffRequest<{ user: { id: number; name: string; email: string } }>('GET', '/users/me')
}

async function apply(email: string, cookie: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries({
    firstName: 'Kavya',
    lastName: `Log${uid().replace(/\d/g, '')}`,
    email,
    phone: '+91 99220 11224',
    location: 'Aundh, Pune',
    anythingElse: 'Five years of payroll work.',
    consent: 'true',
    sourcePage: '/join-as-talent',
  }))
    form.set(key, value)
  form.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf')
  const response = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': freshIp(23) },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const [doc] = await findLeads('talent-applications', byField('email', email))
  return doc as { id: number; firstName: string; lastName: string }
}

describe(`the access log on ${inject('dbKind')}`, () => {
  it('records a resume download by staff, with who and when; not a refused one', async () => {
    const { user } = await admin()
    const email = `log-${uid()}@${uid()}.example.in`
    const member = await memberCookie(email)
    const application = await apply(email, member.cookie)
    const url = `${baseUrl()}/api/leads/resumes/${application.id}`
    const subject = `Resume of Kavya ${application.lastName} (application #${application.id})`
    expect((await fetch(url, { headers: { cookie: member.cookie, authorization: `JWT ${member.token}` } })).status).toBe(403)
    expect((await fetch(url)).status).toBe(401)
    expect(await entries(`where[subject][equals]=${encodeURIComponent(subject)}`)).toEqual([])
    const before = Date.now()
    expect((await fetch(url, { headers: await staffHeaders() })).status).toBe(200)
    const [entry, ...more] = await entries(`where[subject][equals]=${encodeURIComponent(subject)}`)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ action: 'resume-download', staff: user.id, who: `${user.name} (${user.email})`, detail: null })
    expect(new Date(entry.at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records the inbox export and a collection download with their filters', async () => {
    const tag = uid()
    const inbox = await fetch(`${baseUrl()}/cms-api/inbox/export?kind=contact&q=${tag}`, { headers: await staffHeaders() })
    expect(inbox.status).toBe(200)
    await inbox.text()
    const [exported] = await entries(`where[action][equals]=export&where[detail][like]=${tag}`)
    expect(exported).toMatchObject({ subject: 'The inbox: CSV export', detail: `Filter: kind=contact, q=${tag}` })

    const download = await fetch(`${baseUrl()}/cms-api/exports/download`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({
        data: {
          collectionSlug: 'contact-messages',
          format: 'csv',
          name: 'leads',
          where: { emailAddress: { equals: `${tag}@example.in` } },
        },
      }),
    })
    expect(download.status).toBe(200)
    await download.text()
    const [downloaded] = await entries(`where[action][equals]=export&where[detail][like]=${tag}&where[subject][like]=download`)
    expect(downloaded.subject).toBe('Contact messages: CSV download')
    expect(downloaded.detail).toBe(`Filter: {"emailAddress":{"equals":"${tag}@example.in"}}`)
  })

  it('records a merge of two candidates', async () => {
    const name = `Merge Log ${uid()}`
    const kept = (await staffRequest<{ doc: { id: number } }>('POST', '/candidates', { name, email: `${uid()}@log.example.in` })).doc
    const other = (await staffRequest<{ doc: { id: number } }>('POST', '/candidates', { name, email: `${uid()}@log.example.in` })).doc
    const merged = await fetch(`${baseUrl()}/cms-api/candidates/${kept.id}/merge`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ other: other.id }),
    })
    expect(merged.status).toBe(200)
    const [entry] = await entries(`where[action][equals]=merge&where[subject][like]=${encodeURIComponent(`#${kept.id})`)}`)
    expect(entry.subject).toBe(`${name} (candidate #${other.id}) into ${name} (candidate #${kept.id})`)
  })

  it('records an erasure by the person themselves without their address, and one by staff', async () => {
    const email = freshEmail('log-erase')
    const member = await signUp(freshIp(23), email)
    const id = (member.body.user as { id: number }).id
    expect((await call('/api/users/me', { method: 'DELETE', ip: freshIp(23), cookie: member.cookie })).status).toBe(200)
    const [own] = await entries(
      `where[action][equals]=erasure&where[subject][equals]=${encodeURIComponent(`Website member #${id} and their data`)}`,
    )
    expect(own).toMatchObject({ who: 'The person themselves', staff: null })
    expect(JSON.stringify(own)).not.toContain(email)

    const other = await signUp(freshIp(23), freshEmail('log-erase-staff'))
    const otherId = (other.body.user as { id: number }).id
    await staffRequest('DELETE', `/members/${otherId}`)
    const [byStaff] = await entries(
      `where[action][equals]=erasure&where[subject][equals]=${encodeURIComponent(`Website member #${otherId} and their data`)}`,
    )
    expect(byStaff.staff).toBe((await admin()).user.id)
  })

  it('is read by admins only, and nobody writes, changes or deletes an entry through the API', async () => {
    const editor = await newEditor('access-log')
    expect((await editor.call('GET', '/access-log')).status).toBe(403)
    const [any] = await entries('where[action][exists]=true')
    expect(any).toBeDefined()
    const headers = await staffHeaders()
    const create = await fetch(`${baseUrl()}/cms-api/access-log`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ at: new Date().toISOString(), action: 'export', who: 'x', subject: 'y' }),
    })
    expect(create.status).toBe(403)
    const update = await fetch(`${baseUrl()}/cms-api/access-log/${any.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ subject: 'changed' }),
    })
    expect(update.status).toBe(403)
    expect((await fetch(`${baseUrl()}/cms-api/access-log/${any.id}`, { method: 'DELETE', headers })).status).toBe(403)
    expect((await entries(`where[id][equals]=${any.id}`))[0].subject).toBe(any.subject)
  })

  it('lets entries older than 180 days go with the next entry; younger ones stay', async () => {
    const day = 24 * 60 * 60_000
    const old = `Old entry ${uid()}`
    const young = `Young entry ${uid()}`
    const insert = (subject: string, at: Date) =>
      rawSql(`INSERT INTO access_log (at, action, who, subject, updated_at, created_at) VALUES (?, 'export', 'The system', ?, ?, ?)`, [
        at.toISOString(),
        subject,
        at.toISOString(),
        at.toISOString(),
      ])
    await insert(old, new Date(Date.now() - 181 * day))
    await insert(young, new Date(Date.now() - 179 * day))
    const inbox = await fetch(`${baseUrl()}/cms-api/inbox/export?kind=contact&q=${uid()}`, { headers: await staffHeaders() })
    await inbox.text()
    expect(await entries(`where[subject][equals]=${encodeURIComponent(old)}`)).toEqual([])
    expect(await entries(`where[subject][equals]=${encodeURIComponent(young)}`)).toHaveLength(1)
  })
})
