// Uploads across instances: two production servers on one PostgreSQL database but with separate local upload folders,
// both pointed at an S3-compatible server on loopback (s3rver). Only the bucket can make a file written by A readable
// through B, and resumes and exports must stay private on the way.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3Server } from '../../scripts/lib/s3-server.mjs'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { pdfBytes, talentApplication } from '../fixtures/resumes'
import { mailbox } from '../mailbox'

import { freshDatabase, makeTempDir, staffAuth, startTestServer, uniqueIp, type Instance } from './harness'

type S3 = Awaited<ReturnType<typeof startS3Server>>

let s3: S3
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let a: Instance
let b: Instance
let staffHeaders: Record<string, string> = {}
const asStaff = (extra: Record<string, string> = {}) => ({ ...staffHeaders, ...extra })

/** Every file under a folder (recursively), or none when it does not exist. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []

/** A member signs up on A for real: code by mail from the SMTP sink, then the session cookie. */
async function memberCookie(email: string) {
  const mail = mailbox(() => smtp.dir)
  const ip = uniqueIp()
  const post = (route: string, body: unknown) =>
    fetch(`${a.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    })
  expect((await post('/api/users/signup/request-otp', { email })).status).toBe(200)
  const otp = (await mail.waitForMail(email)).text.match(/^\s*(\d{6})\s*$/m)?.[1]
  const password = 'violet-harbor-lantern'
  const verified = await post('/api/users/signup/verify-otp', {
    email,
    name: 'Meera Joshi',
    age: 29,
    password,
    confirmPassword: password,
    otp,
  })
  expect(verified.status).toBe(201)
  return verified.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('ptw-member='))!
    .split(';')[0]
}

beforeAll(async () => {
  const root = makeTempDir('storage-faults')
  s3 = await startS3Server({ dir: path.join(root, 's3'), port: 3650 })
  smtp = await startSmtpSink({ dir: path.join(root, 'mail') })
  const databaseUrl = await freshDatabase('storage_faults')
  const env = {
    // One secret, so a session made on A is valid on B (as behind a load balancer).
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
    SEED: 'off',
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  }
  // A first: it applies the migrations; B then finds them done.
  a = await startTestServer({ name: 'storage-a', port: 3601, databaseUrl, dir: makeTempDir('storage-a'), env })
  b = await startTestServer({ name: 'storage-b', port: 3602, databaseUrl, dir: makeTempDir('storage-b'), env })
  staffHeaders = await staffAuth(a.url)
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await Promise.all([s3?.stop(), smtp?.stop()])
})

describe('uploads with S3 storage across two instances', () => {
  it('stores an image uploaded to A (and its sizes) in the bucket only, served by B at the same /cms-api URLs', async () => {
    const image = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `office-${Date.now()}.png`)
    form.set('_payload', JSON.stringify({ alt: 'Our Pune office' }))
    const uploaded = await fetch(`${a.url}/cms-api/media`, { method: 'POST', headers: asStaff(), body: form })
    const { doc } = (await uploaded.json()) as {
      doc: { filename: string; url: string; sizes: Record<string, { filename: string; url: string; mimeType: string }> }
    }
    expect(uploaded.status).toBe(201)
    expect(doc.url).toMatch(new RegExp(`/cms-api/media/file/${doc.filename}$`))

    const fromB = await fetch(`${b.url}/cms-api/media/file/${doc.filename}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await fromB.arrayBuffer()).equals(image)).toBe(true)
    expect(fs.readFileSync(s3.objectPath(`media/${doc.filename}`)).equals(image)).toBe(true)

    for (const name of ['thumbnail', 'card', 'hero']) {
      const size = doc.sizes[name]
      expect(size?.filename, name).toBeTruthy()
      const response = await fetch(`${b.url}/cms-api/media/file/${size.filename}`)
      expect(response.status, name).toBe(200)
      expect(response.headers.get('content-type'), name).toBe(size.mimeType)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.equals(fs.readFileSync(s3.objectPath(`media/${size.filename}`))), name).toBe(true)
    }
    // Nothing on A's own disk, and nothing was sent with a public ACL.
    expect(filesUnder(path.join(a.dir, 'media'))).toEqual([])
    expect(s3.aclHeaders).toEqual([])
  })

  it('keeps a resume submitted to A private in the bucket: staff download it through B, visitors and anonymous S3 reads are refused', async () => {
    const email = `storage-${Date.now()}@example.in`
    const cookie = await memberCookie(email)
    const resume = pdfBytes()
    const submitted = await fetch(`${a.url}/api/JoinTalent`, {
      method: 'POST',
      headers: { cookie, 'x-forwarded-for': uniqueIp() },
      body: talentApplication(email, {
        files: [{ bytes: resume, name: 'Meera CV.pdf' }],
        fields: { location: 'Kothrud, Pune', anythingElse: 'QA engineer, five years.', sourcePage: '/join-as-talent' },
      }),
    })
    expect(submitted.status).toBe(201)
    const { id } = (await submitted.json()) as { id: number }

    const application = (await (await fetch(`${b.url}/cms-api/talent-applications/${id}?depth=0`, { headers: asStaff() })).json()) as {
      resumeFile: string
    }
    const key = `private/resumes/${application.resumeFile}`
    expect(fs.readFileSync(s3.objectPath(key)).equals(resume)).toBe(true)
    expect(filesUnder(path.join(a.dir, 'private'))).toEqual([])

    const download = await fetch(`${b.url}/api/leads/resumes/${id}`, { headers: asStaff() })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true)
    expect((await fetch(`${b.url}/api/leads/resumes/${id}`)).status).toBe(401)
    expect([401, 403]).toContain((await fetch(`${b.url}/api/leads/resumes/${id}`, { headers: { cookie } })).status)
    // An unsigned request for the object is refused by the bucket, and no upload asked for a public ACL.
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status).toBe(403)
    expect(s3.aclHeaders).toEqual([])

    const removed = await fetch(`${b.url}/cms-api/talent-applications/${id}`, { method: 'DELETE', headers: asStaff() })
    expect(removed.status).toBe(200)
    expect(fs.existsSync(s3.objectPath(key))).toBe(false)
    expect((await fetch(`${a.url}/api/leads/resumes/${id}`, { headers: asStaff() })).status).toBe(404)
  })

  it('stores a CSV export made on A privately in the bucket: staff read it through B, visitors cannot', async () => {
    const created = await fetch(`${a.url}/cms-api/exports`, {
      method: 'POST',
      headers: asStaff({ 'content-type': 'application/json' }),
      body: JSON.stringify({ collectionSlug: 'talent-applications', format: 'csv', name: `talent-${Date.now()}` }),
    })
    const { doc } = (await created.json()) as { doc: { filename: string } }
    expect(created.status).toBe(201)
    expect(doc.filename).toMatch(/\.csv$/)
    expect(fs.existsSync(s3.objectPath(`private/exports/${doc.filename}`))).toBe(true)
    expect(filesUnder(path.join(a.dir, 'private'))).toEqual([])

    const staff = await fetch(`${b.url}/cms-api/exports/file/${doc.filename}`, { headers: asStaff() })
    expect(staff.status).toBe(200)
    expect(Buffer.from(await staff.arrayBuffer()).equals(fs.readFileSync(s3.objectPath(`private/exports/${doc.filename}`)))).toBe(true)
    expect([401, 403]).toContain((await fetch(`${b.url}/cms-api/exports/file/${doc.filename}`)).status)
  })
})
