// A role's title in the member's language wherever the site writes to them (issue 34, docs/decisions/languages.md
// "Role content"): the application's acknowledgement, the stage mails, the job alert mails and "My applications" on
// /mr/account use the Marathi title where staff wrote one, English where not; English mails are unchanged. The mails
// are the real ones, caught by the test SMTP listener.
import { describe, expect, inject, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'
import { openingTranslations } from '@/cms/seed/data/openingsTranslations'

import { talentApplication } from '../fixtures/resumes'

import { call, freshEmail, freshIp, signUp } from './accounts-helpers'
import { baseUrl, closeRolesOpenedHere, rawSql, staffRequest } from './helpers'
import { byField, findLeads } from './leads-helpers'
import { mailsTo, waitForMail } from './mail'

closeRolesOpenedHere()

const SEEDED = 'frontend-developer-react'
const SEEDED_EN = 'Frontend Developer (React)'
const SEEDED_MR = openingTranslations[SEEDED].mr.title
const uid = () => Math.random().toString(36).slice(2, 10)
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The link to `href` in a page: its opening tag and its text. */
function link(html: string, href: string) {
  const found = new RegExp(`(<a[^>]*href="${escape(href)}"[^>]*>)([^<]*)</a>`).exec(html)
  return { tag: found?.[1] ?? '', text: found?.[2] ?? null }
}

/** A member in `language` (the e-mails' language saved on /account), logged in. */
async function member(label: string, language: 'en' | 'mr') {
  const email = freshEmail(label)
  const { cookie } = await signUp(freshIp(81), email)
  if (language !== 'en') {
    const saved = await call('/api/users/me/language', { ip: freshIp(81), cookie, body: { language } })
    expect(saved.status).toBe(200)
  }
  return { email, cookie }
}

/** Applies for the role `slug`; returns the application and its acknowledgement (the mail after the sign-up code). */
async function apply(who: { email: string; cookie: string }, slug: string) {
  const before = (await mailsTo(who.email)).length
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'x-forwarded-for': freshIp(81) },
    body: talentApplication(who.email, { fields: { role: slug } }),
  })
  expect(applied.status, await applied.clone().text()).toBe(201)
  const ack = await waitForMail(who.email, { count: before + 1 })
  const docs = await findLeads('talent-applications', byField('email', who.email))
  return { ack, doc: docs[0] }
}

/** A new open role with English texts only (its Marathi title, if any, written after). */
async function newRole(title: string, summary = 'A role with English texts only.') {
  const category = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs[0]
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const { doc } = await staffRequest<{ doc: { id: number } }>('POST', '/openings', {
    title,
    slug,
    status: 'open',
    datePosted: new Date().toISOString(),
    category: category.id,
    summary,
    employmentType: 'part-time',
    workMode: 'remote',
    experienceMin: 0,
    description: toLexical(['A role for the role-title language tests.']),
    client: { kind: 'agency' },
  })
  return { id: doc.id, slug, title, summary }
}

describe(`role titles in the member's language on ${inject('dbKind')}`, () => {
  it('a Marathi member: the acknowledgement and the stage mail name the Marathi title; My applications shows it', async () => {
    const marathi = await member('mr-role-title', 'mr')
    const { ack, doc } = await apply(marathi, SEEDED)
    expect(ack.subject).toBe(`तुमचा ${SEEDED_MR} साठीचा अर्ज आम्हाला मिळाला — Pune Talent Works`)
    expect(ack.text).toContain(`आमच्या वेबसाइटवरून पाठवलेला तुमचा ${SEEDED_MR} साठीचा अर्ज आम्हाला मिळाला आहे.`)
    expect(ack.text).not.toContain(SEEDED_EN)

    const before = (await mailsTo(marathi.email)).length
    await staffRequest('PATCH', `/talent-applications/${doc.id}?depth=0`, { stage: 'interview' })
    const stage = await waitForMail(marathi.email, { count: before + 1 })
    expect(stage.subject).toBe('तुम्हाला मुलाखतीसाठी बोलावलं आहे — Pune Talent Works')
    expect(stage.text).toContain(`${SEEDED_MR} साठीच्या तुमच्या अर्जाबद्दल ही माहिती आहे.`)
    expect(stage.text).not.toContain(SEEDED_EN)

    // /mr/account lists the application under its Marathi title, not marked English.
    const account = await fetch(`${baseUrl()}/mr/account`, { headers: { cookie: marathi.cookie } })
    expect(account.status).toBe(200)
    const html = await account.text()
    const listed = link(html, `/mr/jobs/${SEEDED}`)
    expect(listed.text).toBe(SEEDED_MR)
    expect(listed.tag).not.toContain('lang=')

    // GET /api/users/me/applications follows the request's language: Marathi and Hindi titles, English without one.
    const mine = (language?: string) =>
      call('/api/users/me/applications', { method: 'GET', ip: freshIp(81), cookie: marathi.cookie, language })
    const inMarathi = await mine('mr-IN')
    expect(inMarathi.status).toBe(200)
    expect(inMarathi.body.applications).toEqual([
      expect.objectContaining({ id: String(doc.id), role: SEEDED_MR, roleInEnglish: false, roleSlug: SEEDED }),
    ])
    const inHindi = await mine('hi,en;q=0.5')
    expect(inHindi.body.applications).toEqual([
      expect.objectContaining({ role: openingTranslations[SEEDED].hi.title, roleInEnglish: false }),
    ])
    const inEnglish = await mine()
    expect(inEnglish.body.applications).toEqual([
      {
        id: String(doc.id),
        role: SEEDED_EN,
        roleSlug: SEEDED,
        appliedAt: expect.any(String),
        stage: expect.any(String),
        canWithdraw: expect.any(Boolean),
      },
    ])
  })

  it('a role without a Marathi title: the Marathi mails, My applications and the join page fall back to English', async () => {
    const role = await newRole(`Godown Checker ${uid()}`, `Count the stock of a Bhosari godown ${uid()}.`)
    const marathi = await member('mr-role-fallback', 'mr')
    const { ack, doc } = await apply(marathi, role.slug)
    expect(ack.subject).toBe(`तुमचा ${role.title} साठीचा अर्ज आम्हाला मिळाला — Pune Talent Works`)
    const before = (await mailsTo(marathi.email)).length
    await staffRequest('PATCH', `/talent-applications/${doc.id}?depth=0`, { stage: 'rejected' })
    const stage = await waitForMail(marathi.email, { count: before + 1 })
    expect(stage.text).toContain(`${role.title} साठीच्या तुमच्या अर्जाबद्दल ही माहिती आहे.`)

    const html = await (await fetch(`${baseUrl()}/mr/account`, { headers: { cookie: marathi.cookie } })).text()
    const listed = link(html, `/mr/jobs/${role.slug}`)
    expect(listed.text).toBe(role.title)
    expect(listed.tag).toContain('lang="en-IN"')
    const api = await call('/api/users/me/applications', { method: 'GET', ip: freshIp(81), cookie: marathi.cookie, language: 'mr' })
    expect(api.body.applications).toEqual([expect.objectContaining({ role: role.title, roleInEnglish: true, roleSlug: role.slug })])

    // The join page: the untranslated summary inside the Marathi intro sentence, marked English.
    const other = await member('mr-role-join', 'mr')
    const join = await fetch(`${baseUrl()}/mr/join-as-talent?role=${role.slug}`, { headers: { cookie: other.cookie } })
    expect(join.status).toBe(200)
    expect(await join.text()).toContain(`<span lang="en-IN">${role.summary}</span> तुमच्याबद्दल थोडक्यात सांगा आणि तुमचा रेझ्युमे अपलोड करा;`)
  })

  it('an English member: the acknowledgement and stage mail are the English ones, byte for byte', async () => {
    const english = await member('en-role-title', 'en')
    const { ack, doc } = await apply(english, SEEDED)
    expect(ack.subject).toBe(`We received your application for ${SEEDED_EN} — Pune Talent Works`)
    expect(ack.text).toContain(`We received your application for ${SEEDED_EN} through our website.`)
    expect(ack.text).not.toContain(SEEDED_MR)
    const before = (await mailsTo(english.email)).length
    await staffRequest('PATCH', `/talent-applications/${doc.id}?depth=0`, { stage: 'interview' })
    const stage = await waitForMail(english.email, { count: before + 1 })
    expect(stage.subject).toBe('You are invited to an interview — Pune Talent Works')
    expect(stage.text).toContain(`your application for ${SEEDED_EN}`)

    const html = await (await fetch(`${baseUrl()}/account`, { headers: { cookie: english.cookie } })).text()
    const listed = link(html, `/jobs/${SEEDED}`)
    expect(listed.text).toBe(SEEDED_EN)
    expect(listed.tag).not.toContain('lang=')
  })

  it('a Marathi job alert lists the new roles under their Marathi titles, English where none', async () => {
    const tag = uid()
    const email = `alert-${tag}@marathi-titles.example.in`
    const asked = await call('/api/job-alerts', {
      ip: freshIp(82),
      body: { email, frequency: 'daily', searchTerm: `satara${tag}`, consent: true, language: 'mr', sourcePage: '/mr/jobs' },
      language: 'mr-IN',
    })
    expect(asked.status).toBe(202)
    const confirmation = await waitForMail(email)
    const link = confirmation.text.match(/https?:\/\/\S+\/mr\/job-alerts\/confirm\?token=\S+/)![0]
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '')
    expect((await call('/api/job-alerts/confirm', { ip: freshIp(82), body: { token } })).status).toBe(200)

    const translated = await newRole(`Satara${tag} Driver`)
    const marathiTitle = `सातारा${tag} ड्रायव्हर`
    const marathiSummary = 'साताऱ्यात डिलिव्हरी व्हॅन चालवायची नोकरी.'
    await staffRequest('PATCH', `/openings/${translated.id}?locale=mr`, { title: marathiTitle, summary: marathiSummary })
    const untranslated = await newRole(`Satara${tag} Packer`)
    await staffRequest('POST', '/job-alerts/send')
    const alert = await waitForMail(email, { count: 2 })
    expect(alert.subject).toBe('Pune Talent Works मध्ये तुमच्यासाठी 2 नवीन नोकऱ्या')
    expect(alert.text).toContain(`${marathiTitle} (पार्ट-टाइम, `)
    expect(alert.text).toContain(marathiSummary)
    expect(alert.text).not.toContain(translated.title)
    expect(alert.text).toContain(`${untranslated.title} (पार्ट-टाइम, `)
    expect(alert.text).toContain(untranslated.summary)
  })
})

describe(`the application's stage in the reader's language on ${inject('dbKind')}`, () => {
  it('My applications, Your data, the join page and GET /api/users/me/applications: the stage in Marathi or Hindi with its stored value; English as before', async () => {
    const marathi = await member('mr-stage', 'mr')
    const { doc } = await apply(marathi, SEEDED)
    const mine = (language?: string) =>
      call('/api/users/me/applications', { method: 'GET', ip: freshIp(81), cookie: marathi.cookie, language })
    expect((await mine('mr')).body.applications).toEqual([
      expect.objectContaining({ id: String(doc.id), stage: 'अर्ज मिळाला', stageKey: 'applied', canWithdraw: true }),
    ])
    expect((await mine('hi-IN')).body.applications).toEqual([expect.objectContaining({ stage: 'आवेदन मिला', stageKey: 'applied' })])
    // English: the same keys and words as before, no stored value beside the word.
    expect((await mine()).body.applications).toEqual([
      { id: String(doc.id), role: SEEDED_EN, roleSlug: SEEDED, appliedAt: expect.any(String), stage: 'Received', canWithdraw: true },
    ])

    await staffRequest('PATCH', `/talent-applications/${doc.id}?depth=0`, { stage: 'screening' })
    expect((await mine('mr')).body.applications).toEqual([expect.objectContaining({ stage: 'तपासणी सुरू आहे', stageKey: 'screening' })])
    const [screened] = (await mine()).body.applications as Record<string, unknown>[]
    expect(screened).toMatchObject({ stage: 'Being reviewed' })
    expect(screened).not.toHaveProperty('stageKey')

    // /mr/account: My applications and Your data name the stage in Marathi, not marked English.
    const html = await (await fetch(`${baseUrl()}/mr/account`, { headers: { cookie: marathi.cookie } })).text()
    expect(html).toMatch(/स्थिती:(<!-- -->)? (<!-- -->)?<strong class="text-ink">तपासणी सुरू आहे<\/strong>/)
    expect(html).toMatch(/, सध्या (<!-- -->)?तपासणी सुरू आहे/)
    expect(html).not.toMatch(/Being reviewed|>Received</)
    // The dates of the lists in Marathi (and Hindi below), Latin digits; the English page keeps "28 Nov 2026".
    const appliedAt = ((await mine()).body.applications as { appliedAt: string }[])[0].appliedAt
    const dateIn = (intl: string) =>
      new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date(appliedAt))
    expect(dateIn('mr-IN-u-nu-latn')).toMatch(/^\d{1,2} \S+, \d{4}$/)
    expect(html).toContain(`<time dateTime="${appliedAt}">${dateIn('mr-IN-u-nu-latn')}</time>`)
    expect(html).not.toContain(`>${dateIn('en-IN')}</time>`)
    const hindiHtml = await (await fetch(`${baseUrl()}/hi/account`, { headers: { cookie: marathi.cookie } })).text()
    expect(hindiHtml).toMatch(/स्थिति:(<!-- -->)? (<!-- -->)?<strong class="text-ink">जाँच चल रही है<\/strong>/)
    expect(hindiHtml).toContain(`<time dateTime="${appliedAt}">${dateIn('hi-IN-u-nu-latn')}</time>`)
    expect(hindiHtml).not.toContain(`>${dateIn('en-IN')}</time>`)
    // The join page of the role shows the application and its stage.
    const join = await (await fetch(`${baseUrl()}/mr/join-as-talent?role=${SEEDED}`, { headers: { cookie: marathi.cookie } })).text()
    expect(join).toMatch(/स्थिती: <strong>तपासणी सुरू आहे<\/strong>\./)
    expect(join).toContain(`<time dateTime="${appliedAt}">${dateIn('mr-IN-u-nu-latn')}</time>`)
    const englishAccount = await (await fetch(`${baseUrl()}/account`, { headers: { cookie: marathi.cookie } })).text()
    expect(englishAccount).toMatch(/Status:(<!-- -->)? (<!-- -->)?<strong class="text-ink">Being reviewed<\/strong>/)
    expect(englishAccount).toContain(`<time dateTime="${appliedAt}">${dateIn('en-IN')}</time>`)

    // Withdrawn from a Hindi page: the answer names the new stage in Hindi, with its stored value.
    const withdrawn = await call(`/api/users/me/applications/${doc.id}/withdraw`, {
      ip: freshIp(81),
      cookie: marathi.cookie,
      body: {},
      language: 'hi',
    })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toEqual({ stage: 'आवेदन वापस लिया', stageKey: 'withdrawn', msg: 'आपका आवेदन वापस ले लिया गया है।' })
    expect(await rawSql('SELECT stage FROM talent_applications WHERE id = ?', [doc.id])).toEqual([{ stage: 'withdrawn' }])
    expect((await mine('mr')).body.applications).toEqual([
      expect.objectContaining({ stage: 'अर्ज मागे घेतला', stageKey: 'withdrawn', canWithdraw: false }),
    ])
  })

  it('an English withdrawal answers as before, byte for byte', async () => {
    const english = await member('en-stage', 'en')
    const { doc } = await apply(english, SEEDED)
    const withdrawn = await call(`/api/users/me/applications/${doc.id}/withdraw`, { ip: freshIp(81), cookie: english.cookie, body: {} })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toEqual({ stage: 'Withdrawn', msg: 'Your application has been withdrawn.' })
    expect(withdrawn.headers.get('content-language')).toBeNull()
  })
})
