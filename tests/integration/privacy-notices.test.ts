// Privacy notices, consent entries from the forms, send-time consent checks and breach records
// (docs/decisions/privacy.md: "Privacy notices", "Purposes on the forms", "Send-time checks", "Breach records").
import { describe, expect, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'
import { pdfBytes } from '../fixtures/resumes'

import { baseUrl, closeRolesOpenedHere, newEditor, rawSql, staffHeaders, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie, postJson } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)
const address = (tag: string, who = 'n') => `${who}-${tag}@${tag}.example.in`
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '')
const FIRST = 'privacy-2026-11'

type LogEntry = { purpose: string; granted: boolean; noticeVersion: string; language: string; channel: string; member: number | null }

/** The consent log of an address as staff read it, newest first. */
async function consentLog(email: string): Promise<LogEntry[]> {
  const { docs } = await staffRequest<{ docs: LogEntry[] }>(
    'GET',
    `/consents?where[email][equals]=${encodeURIComponent(email.toLowerCase())}&sort=-at&depth=0&limit=50`,
  )
  return docs.map(({ purpose, granted, noticeVersion, language, channel, member }) => ({
    purpose,
    granted,
    noticeVersion,
    language,
    channel,
    member,
  }))
}

const page = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`)
  return { status: response.status, html: await response.text() }
}

describe('privacy notices (collection privacy-notices, /privacy-policy in three languages)', () => {
  it('the first version is stored with its English, Marathi and Hindi texts', async () => {
    const { docs } = await staffRequest<{ docs: Record<string, string>[] }>('GET', '/privacy-notices?depth=0')
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ version: FIRST, publishedAt: '2023-10-01T00:00:00.000Z', changes: 'First version.' })
    expect(docs[0].textEn).toContain('## How long we keep information {#retention}')
    expect(docs[0].textMr).toContain('## आम्ही माहिती किती काळ ठेवतो {#retention}')
    expect(docs[0].textHi).toContain('## हम जानकारी कितने समय तक रखते हैं {#retention}')
  })

  it('each page shows the notice in its language, its version with a link of its own, in the right <html lang>', async () => {
    const en = await page('/privacy-policy')
    expect(en.status).toBe(200)
    expect(en.html).toContain('<html lang="en-IN"')
    expect(en.html).toContain('Effective date: 1 October 2023')
    expect(en.html).toContain('How long we keep information')
    expect(en.html).toContain(`id="${FIRST}"`)
    expect(en.html).toContain('In force since 1 October 2023')
    for (const [locale, lang, title, heading, since] of [
      ['mr', 'mr-IN', 'गोपनीयता धोरण', 'आम्ही माहिती किती काळ ठेवतो', '1 ऑक्टोबर, 2023 पासून लागू'],
      ['hi', 'hi-IN', 'प्राइवेसी नीति', 'हम जानकारी कितने समय तक रखते हैं', '1 अक्टूबर 2023 से लागू'],
    ] as const) {
      const translated = await page(`/${locale}/privacy-policy`)
      expect(translated.status, locale).toBe(200)
      expect(translated.html).toContain(`<html lang="${lang}"`)
      expect(translated.html).toContain(title)
      expect(translated.html).toContain(heading)
      expect(translated.html).toContain('id="retention"')
      expect(translated.html).toContain(`id="${FIRST}"`)
      expect(translated.html).toContain(since)
      expect(translated.html).toMatch(/<link rel="alternate" hrefLang="en-IN" href="[^"]*\/privacy-policy"/i)
      // The request form is on the page, in its language, and its intro links to My account in that language.
      expect(translated.html).not.toContain('href="/privacy-policy#privacy-request"')
      expect(translated.html).toContain(`href="/${locale}/account"`)
      expect(translated.html).toContain(locale === 'mr' ? 'मला कोड पाठवा' : 'मुझे कोड भेजें')
      expect(translated.html).not.toContain('How long we keep information')
    }
  })

  it('a new version is in force at once: on the pages, and in the consent entries; the earlier one stays listed', async () => {
    const version = `privacy-test-${uid()}`
    const headers = await staffHeaders()
    const created = await fetch(`${baseUrl()}/cms-api/privacy-notices`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        version,
        publishedAt: new Date().toISOString(),
        changes: 'We now keep job alert addresses for one year.',
        textEn: `Intro for {companyName}.\n\n## Data we hold {#data-we-collect}\n\n- Your e-mail address ${version}`,
        textMr: `{companyName} साठी प्रस्तावना.\n\n## आमच्याकडील माहिती {#data-we-collect}\n\n- तुमचा ई-मेल पत्ता ${version}`,
        textHi: `{companyName} के लिए परिचय.\n\n## हमारे पास जानकारी {#data-we-collect}\n\n- आपका ई-मेल पता ${version}`,
      }),
    })
    expect(created.status).toBe(201)
    try {
      const en = await page('/privacy-policy')
      expect(en.html).toContain(`Your e-mail address ${version}`)
      expect(en.html).toContain('We now keep job alert addresses for one year.')
      expect(en.html).toContain(`id="${FIRST}"`)
      expect(en.html).toContain('Read version privacy-2026-11')
      expect((await page('/mr/privacy-policy')).html).toContain(`तुमचा ई-मेल पत्ता ${version}`)
      const email = address(uid())
      const { cookie } = await memberCookie(email)
      expect((await postJson('/api/users/me/consents', { purpose: 'phone-contact', granted: true }, { headers: { cookie } })).status).toBe(
        201,
      )
      expect((await consentLog(email))[0]).toMatchObject({ purpose: 'phone-contact', noticeVersion: version })
      // Nobody deletes a version; a date in the future is refused with the reason.
      const { doc } = (await created.json()) as { doc: { id: number } }
      expect((await fetch(`${baseUrl()}/cms-api/privacy-notices/${doc.id}`, { method: 'DELETE', headers })).status).toBe(403)
      const future = await fetch(`${baseUrl()}/cms-api/privacy-notices`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          version: `${version}-b`,
          publishedAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          changes: 'x',
          textEn: 'x',
          textMr: 'x',
          textHi: 'x',
        }),
      })
      expect(future.status).toBe(400)
      expect(JSON.stringify(await future.json())).toContain('The following field is invalid: Published on')
      // A visitor never writes one (refused before Payload: 401).
      expect(
        (await postJson('/cms-api/privacy-notices', { version: 'privacy-x', changes: 'x', textEn: 'x', textMr: 'x', textHi: 'x' })).status,
      ).toBe(401)
    } finally {
      // The other suites expect the first version in force: remove this one, then let the pages read the list again.
      await rawSql('DELETE FROM privacy_notices WHERE version = ?', [version])
      const [first] = (await rawSql('SELECT id FROM privacy_notices WHERE version = ?', [FIRST])) as { id: number }[]
      await staffRequest('PATCH', `/privacy-notices/${first.id}`, { changes: 'First version.' })
    }
    expect((await page('/privacy-policy')).html).not.toContain(version)
  })
})

function application(email: string, extra: Record<string, string> = {}) {
  const form = new FormData()
  const fields: Record<string, string> = {
    firstName: 'Sayali',
    lastName: 'Deshpande',
    email,
    phone: '+91 98220 44556',
    location: 'Aundh, Pune',
    anythingElse: 'Manual tester looking for weekday work.',
    consent: 'true',
    ...extra,
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf')
  return form
}

async function apply(form: FormData, cookie: string) {
  const response = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), cookie },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('purposes on the talent form', () => {
  it('only the application purpose is required; it is logged with the notice in force and the page’s language', async () => {
    const email = address(uid(), 'mr')
    const { cookie, id } = await memberCookie(email)
    const refused = await apply(application(email, { consent: '' }), cookie)
    expect(refused.status).toBe(400)
    expect(await consentLog(email)).toEqual([])

    expect((await apply(application(email, { language: 'mr' }), cookie)).status).toBe(201)
    expect(await consentLog(email)).toEqual([
      { purpose: 'applications', granted: true, noticeVersion: FIRST, language: 'mr', channel: 'form', member: id },
    ])
  })

  it('the optional phone contact is logged only when ticked; an unknown language counts as English', async () => {
    const email = address(uid(), 'ph')
    const { cookie } = await memberCookie(email)
    expect((await apply(application(email, { phoneContact: 'true', language: 'fr' }), cookie)).status).toBe(201)
    const log = await consentLog(email)
    expect(log.map(({ purpose, language }) => [purpose, language]).sort()).toEqual([
      ['applications', 'en'],
      ['phone-contact', 'en'],
    ])
  })
})

async function openRole(title: string) {
  const { docs } = await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')
  await staffRequest('POST', '/openings', {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    status: 'open',
    datePosted: new Date().toISOString(),
    category: docs[0].id,
    summary: `A role for the consent check: ${title}.`,
    employmentType: 'full-time',
    workMode: 'remote',
    experienceMin: 1,
    description: toLexical(['A role that job alerts find.']),
    client: { kind: 'agency' },
  })
}

const sendNow = () => staffRequest<{ message: string; queued: number; withoutConsent: number }>('POST', '/job-alerts/send')

describe('send-time consent check (job alerts)', () => {
  it('an alert is not sent after the person withdraws job alerts on /account, and is sent again after giving consent', async () => {
    const tag = uid()
    const email = address(tag, 'alert')
    const { cookie } = await memberCookie(email)
    expect(
      (await postJson('/api/job-alerts', { email, consent: true, frequency: 'daily', searchTerm: `wombat${tag}`, language: 'hi' })).status,
    ).toBe(202)
    const confirmation = await waitForMail(email, { count: 2 })
    const link = confirmation.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)![0]
    expect((await postJson('/api/job-alerts/confirm', { token: tokenOf(link) })).status).toBe(200)
    expect((await consentLog(email))[0]).toMatchObject({ purpose: 'job-alerts', granted: true, language: 'hi', noticeVersion: FIRST })

    expect((await postJson('/api/users/me/consents', { purpose: 'job-alerts', granted: false }, { headers: { cookie } })).status).toBe(201)
    await waitForMail(email, { count: 3 }) // the withdrawal's receipt
    await openRole(`Wombat${tag} tester`)
    const withheld = await sendNow()
    expect(withheld.withoutConsent).toBeGreaterThanOrEqual(1)
    expect(withheld.message).toContain('not sent: the person withdrew consent to job alerts')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(email)).toHaveLength(3)
    const [paused] = await findLeads('job-alerts', byField('email', email))
    expect(paused).toMatchObject({ state: 'confirmed', lastSentAt: null })

    expect((await postJson('/api/users/me/consents', { purpose: 'job-alerts', granted: true }, { headers: { cookie } })).status).toBe(201)
    const sent = await sendNow()
    expect(sent.queued).toBeGreaterThanOrEqual(1)
    const alert = await waitForMail(email, { count: 4 })
    expect(alert.text).toContain(`Wombat${tag} tester`)
  })

  it('a withdrawal staff record from a phone call (channel "Recorded by staff") also stops the alert', async () => {
    const tag = uid()
    const email = address(tag, 'phone')
    expect((await postJson('/api/job-alerts', { email, consent: true, frequency: 'daily', searchTerm: `quokka${tag}` })).status).toBe(202)
    const confirmation = await waitForMail(email)
    const link = confirmation.text.match(/https?:\/\/\S+\/job-alerts\/confirm\?token=\S+/)![0]
    expect((await postJson('/api/job-alerts/confirm', { token: tokenOf(link) })).status).toBe(200)
    await staffRequest('POST', '/consents', {
      email: email.toUpperCase(),
      purpose: 'job-alerts',
      granted: false,
      channel: 'staff',
      note: 'Asked on the phone to stop the e-mails',
    })
    await openRole(`Quokka${tag} analyst`)
    await sendNow()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailsTo(email)).toHaveLength(1)
  })
})

describe('newsletter consent in the log', () => {
  it('a sign-up is a consent given, the unsubscribe link a withdrawal', async () => {
    const email = address(uid(), 'news')
    expect((await postJson('/api/subscriptions', { email, consent: true })).status).toBe(202)
    await waitForMail(email)
    expect(await consentLog(email)).toEqual([
      { purpose: 'newsletter', granted: true, noticeVersion: FIRST, language: 'en', channel: 'form', member: null },
    ])
    const [row] = (await rawSql('SELECT id FROM subscribers WHERE email = ?', [email])) as { id: number }[]
    expect(row).toBeDefined()
  })
})

describe('breach records (collection breaches)', () => {
  const breach = {
    title: 'Laptop with an export of leads stolen',
    occurredAt: '2026-11-20T08:00:00.000Z',
    detectedAt: '2026-11-20T10:30:00.000Z',
    dataAffected: 'Names, e-mail addresses and phone numbers of contact form senders (October).',
    peopleAffected: 120,
    description: 'A recruiter’s laptop was stolen from a car in Baner.',
    boardToldAt: '2026-11-21T09:00:00.000Z',
    peopleToldAt: '2026-11-21T12:00:00.000Z',
    actions: 'Disk encryption confirmed; passwords reset; police complaint filed.',
    status: 'contained',
  }

  it('admins record, read and update a breach; editors and visitors can neither read nor write one; nobody deletes one', async () => {
    const created = await staffRequest<{ doc: { id: number } & typeof breach }>('POST', '/breaches', breach)
    expect(created.doc).toMatchObject(breach)
    const updated = await staffRequest<{ doc: { status: string } }>('PATCH', `/breaches/${created.doc.id}`, { status: 'closed' })
    expect(updated.doc.status).toBe('closed')

    const editor = await newEditor('breaches')
    expect((await editor.call('GET', '/breaches')).status).toBe(403)
    expect((await editor.call('GET', `/breaches/${created.doc.id}`)).status).toBe(403)
    expect((await editor.call('POST', '/breaches', breach)).status).toBe(403)
    expect((await editor.call('PATCH', `/breaches/${created.doc.id}`, { status: 'open' })).status).toBe(403)
    expect((await fetch(`${baseUrl()}/cms-api/breaches`)).status).toBe(403)
    const headers = await staffHeaders()
    expect((await fetch(`${baseUrl()}/cms-api/breaches/${created.doc.id}`, { method: 'DELETE', headers })).status).toBe(403)
    const [row] = await rawSql('SELECT status, people_affected FROM breaches WHERE id = ?', [created.doc.id])
    expect({ status: row.status, peopleAffected: Number(row.people_affected) }).toEqual({ status: 'closed', peopleAffected: 120 })
  })

  it('a breach needs what happened, when it was found and what data; the answer names the missing field', async () => {
    const headers = await staffHeaders()
    const response = await fetch(`${baseUrl()}/cms-api/breaches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Incomplete' }),
    })
    expect(response.status).toBe(400)
    const text = JSON.stringify(await response.json())
    expect(text).toContain('When we found out')
    expect(text).toContain('What data was affected')
  })
})
