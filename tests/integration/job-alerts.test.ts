// Job alerts (docs/decisions/job-alerts.md): POST /api/job-alerts (double opt-in, one answer for every address),
// /confirm, the staff's POST /cms-api/job-alerts/send (matching, once per period, nothing when nothing matched), the
// day's scheduled job of the jobs queue (queued by a second instance, run once), the one-click unsubscribe of the
// List-Unsubscribe header, the change link, members' own alerts, and who may read what.
import net from 'node:net'

import { describe, expect, inject, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'
import { agencyDay } from '@/lib/agencyTime'

import { makeTempDir, startTestServer } from '../../scripts/lib/test-server.mjs'
import { baseUrl, closeRolesOpenedHere, eventually, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie, postJson } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)
const address = (tag: string, who = 'x') => `${who}-${tag}@${tag}.example.in`
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '')
const SAME_ANSWER = { msg: 'Thanks! Please check your inbox and confirm your job alert.' }

async function signUpAndConfirm(body: Record<string, unknown>) {
  const before = (await mailsTo(String(body.email))).length
  const asked = await postJson('/api/job-alerts', { consent: true, frequency: 'daily', ...body })
  expect(asked.status).toBe(202)
  const mail = await waitForMail(String(body.email), { count: before + 1 })
  const link = mail.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)?.[0]
  expect(link).toBeTruthy()
  const confirmed = await postJson('/api/job-alerts/confirm', { token: tokenOf(link!) })
  expect(confirmed.status).toBe(200)
  const [alert] = await findLeads('job-alerts', byField('email', String(body.email)))
  return alert
}

let categoryCache: { id: number; slug: string; name: string } | undefined
async function category() {
  categoryCache ??= (await staffRequest<{ docs: { id: number; slug: string; name: string }[] }>('GET', '/categories?limit=1&depth=0'))
    .docs[0]
  return categoryCache
}

async function openRole(title: string, extra: Record<string, unknown> = {}) {
  const created = await staffRequest<{ doc: { id: number; slug: string; openedAt: string } }>('POST', '/openings', {
    title,
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    status: 'open',
    datePosted: new Date().toISOString(),
    category: (await category()).id,
    summary: `A role for the job alert tests: ${title}.`,
    employmentType: 'full-time',
    workMode: 'remote',
    experienceMin: 1,
    description: toLexical(['A role that job alerts find.']),
    client: { kind: 'agency' },
    ...extra,
  })
  return created.doc
}

/** The consent log's entries for `email` and the purpose "job alerts", oldest first. */
async function jobAlertConsents(email: string) {
  const { docs } = await staffRequest<{ docs: { granted: boolean; channel: string; noticeVersion: string; at: string }[] }>(
    'GET',
    `/consents?where[email][equals]=${encodeURIComponent(email.toLowerCase())}&where[purpose][equals]=job-alerts&sort=at&depth=0`,
  )
  return docs.map(({ granted, channel, noticeVersion }) => ({ granted, channel, noticeVersion }))
}

const sendNow = () => staffRequest<{ message: string; queued: number; checked: number }>('POST', '/job-alerts/send')

describe('POST /api/job-alerts (double opt-in)', () => {
  it('answers 202 with one text for every address; the confirmation link turns the alert on', async () => {
    const tag = uid()
    const email = address(tag)
    const first = await postJson('/api/job-alerts', {
      email: email.toUpperCase(),
      frequency: 'weekly',
      searchTerm: '  react   developer ',
      workMode: 'remote',
      employmentType: '',
      consent: true,
      sourcePage: '/jobs?mode=remote',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'november',
    })
    expect(first.status).toBe(202)
    expect(first.body).toEqual(SAME_ANSWER)
    const [pending] = await findLeads('job-alerts', byField('email', email))
    expect(pending).toMatchObject({
      state: 'pending',
      frequency: 'weekly',
      searchTerm: 'react developer',
      workMode: 'remote',
      consentVersion: 'privacy-2026-11',
      sourcePage: '/jobs?mode=remote',
      utm_source: 'newsletter',
      utm_campaign: 'november',
      confirmedAt: null,
    })
    expect(pending.employmentType ?? null).toBeNull()
    expect(Date.parse(String(pending.consentAt))).toBeGreaterThan(Date.now() - 60_000)
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('Please confirm your job alert from Pune Talent Works')
    expect(mail.text).toContain('Roles: Remote within India roles matching \u201creact developer\u201d')
    expect(mail.text).toContain('once a week')
    // The same search again within the hour, a bot, and a never-seen address all answer the same; none mails again.
    expect(
      (await postJson('/api/job-alerts', { email, frequency: 'weekly', searchTerm: 'react developer', workMode: 'remote', consent: true }))
        .body,
    ).toEqual(SAME_ANSWER)
    const bot = address(uid(), 'bot')
    const botAnswer = await postJson('/api/job-alerts', { email: bot, frequency: 'daily', consent: true, website: 'http://spam.example' })
    expect(botAnswer.status).toBe(202)
    expect(botAnswer.body).toEqual(SAME_ANSWER)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await mailsTo(bot)).toHaveLength(0)
    expect(await findLeads('job-alerts', byField('email', email))).toHaveLength(1)
    // The sign-up is a consent given in the log (the repeat within the hour stored nothing, as it mailed nothing); the bot's is not.
    expect(await jobAlertConsents(email)).toEqual([{ granted: true, channel: 'form', noticeVersion: 'privacy-2026-11' }])
    expect(await jobAlertConsents(bot)).toEqual([])

    const link = mail.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)![0]
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Confirm your job alert')
    const token = tokenOf(link)
    const tampered = await postJson('/api/job-alerts/confirm', { token: token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA') })
    expect(tampered.status).toBe(400)
    expect(tampered.body).toMatchObject({
      error: 'invalid_token',
      msg: 'This confirmation link is not valid. Please use the link from your latest confirmation e-mail.',
    })
    const confirmed = await postJson('/api/job-alerts/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.msg).toBe('Your job alert is on. We will e-mail you new roles that match.')
    expect((await postJson('/api/job-alerts/confirm', { token })).status).toBe(200)
    const [on] = await findLeads('job-alerts', byField('email', email))
    expect(on.state).toBe('confirmed')
    expect(on.confirmedAt).toBeTruthy()
  })

  it('refuses bad input with a 400 in words, never a 500', async () => {
    const email = address(uid())
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-address', frequency: 'daily', consent: true }, 'email', 'Please enter a valid e-mail address.'],
      [{ email, frequency: 'hourly', consent: true }, 'frequency', 'Please choose how often: daily or weekly.'],
      [{ email, frequency: 'daily' }, 'consent', 'Please agree to the privacy policy.'],
      [{ email, frequency: 'daily', consent: true, workMode: 'moon' }, 'workMode', 'Please choose a work mode from the list.'],
      [
        { email, frequency: 'daily', consent: true, employmentType: 'slavery' },
        'employmentType',
        'Please choose an employment type from the list.',
      ],
    ]
    for (const [body, field, msg] of cases) {
      const answer = await postJson('/api/job-alerts', body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toMatchObject({ error: 'validation_error' })
      expect((answer.body.fields as Record<string, string>)[field]).toBe(msg)
    }
    expect((await postJson('/api/job-alerts', '{not json')).status).toBe(400)
    expect((await postJson('/api/job-alerts/confirm', {})).status).toBe(400)
    expect((await postJson('/api/job-alerts/unsubscribe', { token: 'abc.def' })).body).toMatchObject({ error: 'invalid_token' })
    expect(await findLeads('job-alerts', byField('email', email))).toHaveLength(0)
  })
})

describe('sending job alerts', () => {
  it('mails each active alert the new matching roles once per period, with one-click unsubscribe; nothing when nothing matched', async () => {
    const tag = uid()
    const word = `zebrafish${tag}`
    const pillar = await category()
    const matching = await signUpAndConfirm({ email: address(tag, 'match'), searchTerm: word, workMode: 'remote', pillar: pillar.slug })
    const nothing = await signUpAndConfirm({ email: address(tag, 'none'), searchTerm: `unicorn${tag}`, frequency: 'weekly' })
    const hybridOnly = await signUpAndConfirm({ email: address(tag, 'hybrid'), searchTerm: word, workMode: 'hybrid' })

    const role = await openRole(`Remote ${word} engineer`)
    await openRole(`Hybrid ${word} analyst`, { workMode: 'hybrid', employmentType: 'contract' })
    await openRole(`Draft ${word} role`, { status: 'draft' })
    expect(Date.parse(role.openedAt)).toBeGreaterThan(Date.parse(String(matching.confirmedAt)))

    const sent = await sendNow()
    expect(sent.queued).toBeGreaterThanOrEqual(2)
    const mail = await waitForMail(String(matching.email), { count: 2 })
    expect(mail.subject).toBe('1 new role for you at Pune Talent Works')
    expect(mail.text).toContain(`Remote ${word} engineer (Full-time, Remote within India)`)
    expect(mail.text).not.toContain('analyst')
    expect(mail.text).not.toContain('Draft')
    expect(mail.text).toContain(`Your alert: ${pillar.name}, Remote within India roles matching \u201c${word}\u201d.`)
    const roleLink = mail.text.match(/https?:\/\/\S+\/jobs\/[^\s?]+\?\S+/)![0]
    expect(new URL(roleLink).pathname).toBe(`/jobs/${role.slug}`)
    expect(Object.fromEntries(new URL(roleLink).searchParams)).toEqual({
      utm_source: 'job-alert',
      utm_medium: 'email',
      utm_campaign: 'job-alert-daily',
    })
    expect(mail.text).toMatch(/Change this alert: https?:\/\/\S+\/job-alerts\/change\?token=\S+/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClick = mail.headers['list-unsubscribe'].match(/^<(https?:\/\/\S+)>$/)![1]
    expect(new URL(oneClick).pathname).toBe('/api/job-alerts/unsubscribe')

    const hybridMail = await waitForMail(String(hybridOnly.email), { count: 2 })
    expect(hybridMail.subject).toBe('1 new role for you at Pune Talent Works')
    expect(hybridMail.text).toContain(`Hybrid ${word} analyst (Contract, Pune)`)
    // Nothing matched: no mail, and the alert is checked for this week.
    const [checked] = await findLeads('job-alerts', byField('email', String(nothing.email)))
    expect(checked.lastPeriod).toMatch(/^week of \d{4}-\d{2}-\d{2}$/)
    expect(checked.lastSentAt ?? null).toBeNull()

    // Once per period: a second matching role and a second send leave the day's one mail alone.
    await openRole(`Second remote ${word} engineer`)
    const again = await sendNow()
    expect(again.message).toBeTypeOf('string')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(String(matching.email))).toHaveLength(2)
    expect(await mailsTo(String(nothing.email))).toHaveLength(1)
    const [after] = await findLeads('job-alerts', byField('email', String(matching.email)))
    expect(after.lastSentAt).toBeTruthy()
    expect(after.lastPeriod).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // The mail client's one-click unsubscribe (RFC 8058): a form POST to the header's address, no browser origin.
    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.status).toBe(200)
    expect(((await clicked.json()) as { msg: string }).msg).toBe('Your job alert is off. You will not receive it any more.')
    const [off] = await findLeads('job-alerts', byField('email', String(matching.email)))
    expect(off).toMatchObject({ state: 'unsubscribed' })
    expect(off.unsubscribedAt).toBeTruthy()
    // Turning it off is a withdrawal in the consent log, after the consent the sign-up gave.
    expect((await jobAlertConsents(String(matching.email))).at(-1)).toEqual({
      granted: false,
      channel: 'email-link',
      noticeVersion: 'privacy-2026-11',
    })
  })

  it('the change link shows and saves the alert; the link of another alert cannot change this one', async () => {
    const tag = uid()
    const word = `okapi${tag}`
    const alert = await signUpAndConfirm({ email: address(tag), searchTerm: word })
    await openRole(`Remote ${word} designer`)
    await sendNow()
    const mail = await waitForMail(String(alert.email), { count: 2 })
    const change = mail.text.match(/https?:\/\/\S+\/job-alerts\/change\?token=\S+/)![0]
    const token = tokenOf(change)
    const read = await fetch(`${baseUrl()}/api/job-alerts/change?token=${encodeURIComponent(token)}`)
    expect(read.status).toBe(200)
    expect(((await read.json()) as { alert: Record<string, unknown> }).alert).toMatchObject({
      frequency: 'daily',
      searchTerm: word,
      state: 'confirmed',
    })
    const saved = await postJson('/api/job-alerts/change', { token, frequency: 'weekly', searchTerm: word, workMode: 'on-site' })
    expect(saved.status).toBe(200)
    expect(saved.body.msg).toBe('Your job alert is saved.')
    const [stored] = await findLeads('job-alerts', byField('email', String(alert.email)))
    expect(stored).toMatchObject({ frequency: 'weekly', workMode: 'on-site', searchTerm: word })
    const forged = await postJson('/api/job-alerts/change', {
      token: token.replace(/^[^.]+/, Buffer.from('someone@else.example.in').toString('base64url')),
      frequency: 'daily',
    })
    expect(forged.status).toBe(400)
    expect(forged.body.msg).toBe('This link is not valid. Please use the link from your latest job alert e-mail.')
  })
})

describe('who may see and change job alerts', () => {
  it('visitors and members get 401/403 on the staff list and the send; members see and change only their own alerts', async () => {
    const tag = uid()
    const staffOnly = [
      ['GET', '/cms-api/job-alerts'],
      ['POST', '/cms-api/job-alerts/send'],
      ['GET', '/cms-api/payload-jobs/run?queue=job-alerts'],
      ['GET', '/cms-api/payload-jobs/handle-schedules?queue=job-alerts'],
      ['GET', '/cms-api/globals/payload-jobs-stats'],
    ] as const
    for (const [method, path] of staffOnly) {
      const visitor = await fetch(`${baseUrl()}${path}`, { method })
      expect([401, 403], `${method} ${path}`).toContain(visitor.status)
    }
    const owner = address(tag, 'owner')
    const other = address(tag, 'other')
    const ownerSession = await memberCookie(owner)
    const otherSession = await memberCookie(other)
    for (const [method, path] of staffOnly) {
      const member = await fetch(`${baseUrl()}${path}`, { method, headers: { cookie: ownerSession.cookie } })
      expect([401, 403], `${method} ${path} as a member`).toContain(member.status)
    }
    expect((await fetch(`${baseUrl()}/api/job-alerts/mine`)).status).toBe(401)
    const alert = await signUpAndConfirm({ email: owner, searchTerm: `tapir${tag}` })
    const mine = await fetch(`${baseUrl()}/api/job-alerts/mine`, { headers: { cookie: ownerSession.cookie } })
    expect(mine.status).toBe(200)
    const { alerts } = (await mine.json()) as { alerts: { id: number; description: string; frequency: string }[] }
    expect(alerts).toEqual([
      expect.objectContaining({ id: alert.id, frequency: 'daily', description: `All open roles matching \u201ctapir${tag}\u201d` }),
    ])
    const theirs = await fetch(`${baseUrl()}/api/job-alerts/mine`, { headers: { cookie: otherSession.cookie } })
    expect(((await theirs.json()) as { alerts: unknown[] }).alerts).toEqual([])
    const stranger = await fetch(`${baseUrl()}/api/job-alerts/mine/${alert.id}`, {
      method: 'DELETE',
      headers: { cookie: otherSession.cookie, 'x-forwarded-for': freshIp() },
    })
    expect(stranger.status).toBe(404)
    const changed = await postJson(
      `/api/job-alerts/mine/${alert.id}`,
      { frequency: 'weekly', searchTerm: `tapir${tag}` },
      { headers: { cookie: ownerSession.cookie } },
    )
    expect(changed.status).toBe(200)
    const off = await fetch(`${baseUrl()}/api/job-alerts/mine/${alert.id}`, {
      method: 'DELETE',
      headers: { cookie: ownerSession.cookie, 'x-forwarded-for': freshIp() },
    })
    expect(off.status).toBe(200)
    const [stored] = await findLeads('job-alerts', byField('email', owner))
    expect(stored).toMatchObject({ state: 'unsubscribed', frequency: 'weekly' })
    // Staff read it through the admin's API.
    const staff = await fetch(`${baseUrl()}/cms-api/job-alerts?where[email][equals]=${encodeURIComponent(owner)}`, {
      headers: await staffHeaders(),
    })
    expect(staff.status).toBe(200)
  })
})

/** A free port on loopback for a second instance. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

type JobRow = { id: number; waitUntil: Date; input: { day?: string }; meta: { scheduled?: boolean } | null }

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as never

/** The day's jobs of the job alerts' queue that have not run yet. */
async function waitingAlertJobs(): Promise<JobRow[]> {
  const rows = await rawSql(
    "SELECT id, wait_until, input, meta FROM payload_jobs WHERE queue = 'job-alerts' AND task_slug = 'sendJobAlerts' AND completed_at IS NULL ORDER BY id",
  )
  return rows.map((row) => ({
    id: Number(row.id),
    waitUntil: row.wait_until instanceof Date ? row.wait_until : new Date(String(row.wait_until)),
    input: json(row.input),
    meta: row.meta === null || row.meta === undefined ? null : json(row.meta),
  }))
}

describe('the day’s job alerts as a scheduled job of the jobs queue', () => {
  it('a second instance with JOB_ALERTS_HOUR queues the day’s job, the queue runs it once, and a second run that day sends nothing', async () => {
    const tag = uid()
    const word = `okapi${tag}`
    const alert = await signUpAndConfirm({ email: address(tag, 'scheduled'), searchTerm: word })
    const role = await openRole(`Scheduled ${word} engineer`)
    expect(Date.parse(role.openedAt)).toBeGreaterThan(Date.parse(String(alert.confirmedAt)))
    // This suite's server sends no alerts by itself (JOB_ALERTS_HOUR=off): nothing is queued for the day.
    expect(await waitingAlertJobs()).toEqual([])

    // A second instance of the site on the same database, sending at midnight India time: the day's job is due at once.
    const { payloadSecret, smtpUrl } = inject('secondInstance')
    const second = await startTestServer({
      name: 'job-alerts-second',
      port: await freePort(),
      databaseUrl: inject('databaseUrl'),
      dir: makeTempDir('job-alerts-second'),
      standalone: true,
      env: { PAYLOAD_SECRET: payloadSecret, SMTP_URL: smtpUrl, SITE_URL: baseUrl(), TRUST_PROXY: '1', JOB_ALERTS_HOUR: '0' },
    })
    try {
      // Its runner queues the day's job and one of the two instances' runners claims and runs it: one mail.
      const mail = await waitForMail(String(alert.email), { count: 2, timeoutMs: 90_000 })
      expect(mail.subject).toBe('1 new role for you at Pune Talent Works')
      expect(mail.text).toContain(`Scheduled ${word} engineer`)
      const [sent] = await findLeads('job-alerts', byField('email', String(alert.email)))
      const today = agencyDay(new Date())
      expect(sent.lastPeriod).toBe(today.day)
      // The day's job is gone once run (the mail can arrive a moment before its runner lets it go).
      await eventually(async () => expect((await waitingAlertJobs()).filter((job) => job.input.day === today.day)).toEqual([]), 10_000)

      // The next one: Payload's schedule queues tomorrow's job (due at 00:00 India time), only one however often asked.
      const staff = await staffHeaders()
      for (let ask = 0; ask < 2; ask += 1) {
        const scheduled = await fetch(`${second.url}/cms-api/payload-jobs/handle-schedules?queue=job-alerts`, { headers: staff })
        expect(scheduled.status).toBe(200)
      }
      const waiting = await waitingAlertJobs()
      expect(waiting).toHaveLength(1)
      expect(waiting[0].waitUntil.toISOString()).toBe(today.end.toISOString())
      expect(waiting[0].input).toEqual({ day: agencyDay(today.end).day })
      expect(waiting[0].meta).toMatchObject({ scheduled: true })

      // Run again the same day (the job made due now, run through the queue): a new matching role, but no second mail.
      await openRole(`Second scheduled ${word} analyst`)
      await rawSql('UPDATE payload_jobs SET wait_until = ? WHERE id = ?', [new Date(Date.now() - 1000).toISOString(), waiting[0].id])
      const run = await fetch(`${baseUrl()}/cms-api/payload-jobs/run?queue=job-alerts`, { headers: staff })
      expect(run.status).toBe(200)
      // Run by this request, or by the second instance's runner if it claimed the job first: either way it is done.
      await eventually(async () => expect(await rawSql('SELECT id FROM payload_jobs WHERE id = ?', [waiting[0].id])).toEqual([]), 10_000)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      expect(await mailsTo(String(alert.email))).toHaveLength(2)
    } finally {
      await second.stop()
      // Tomorrow's job stays with the second instance's setting: none is left for this suite's server to run.
      await rawSql("DELETE FROM payload_jobs WHERE queue = 'job-alerts'")
    }
  }, 240_000)
})
