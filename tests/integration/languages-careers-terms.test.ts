// The Careers page and the Terms of Service in Marathi and Hindi (issue 34 §2, docs/decisions/languages.md "Careers and
// Terms in the CMS"): staff write them per language in the CMS. A staff edit of a Marathi Terms section and a Marathi
// careers heading changes /mr/… within the freshness bound and not the English or Hindi page; a Marathi text left empty
// shows the English one, marked lang="en-IN"; the stored rows are per language; English stays required (400, a
// message); a figure placeholder the page cannot fill is refused.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { careersSeed, termsSeed } from '@/features/content/pageCopy'

import { baseUrl, eventually, rawSql, staffHeaders, staffRequest } from './helpers'

const uid = () => Math.random().toString(36).slice(2, 8)

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The Content freshness bound (docs/decisions/content.md): an edit is on the next page within a second. */
const FRESHNESS_MS = 1000

type Section = { id: string; anchor: string; title: string; body: string }

/** The Terms' sections as stored in `locale`, with their ids (the rows every language shares), no fallback. */
async function sectionsIn(locale: 'mr' | 'hi' | 'en'): Promise<Section[]> {
  const terms = await staffRequest<{ sections: Section[] }>('GET', `/globals/terms?locale=${locale}&fallback-locale=none&depth=0`)
  return terms.sections
}

const saveIn = (slug: 'terms' | 'careers-page', locale: 'mr' | 'hi', data: Record<string, unknown>) =>
  staffRequest('POST', `/globals/${slug}?locale=${locale}`, data)

const feesIndex = termsSeed.en.sections.findIndex((section) => section.anchor === 'fees-and-payment')
const englishFeesTitle = termsSeed.en.sections[feesIndex].title
const englishMission = careersSeed.en.mission.title

describe(`the Careers page and the Terms in Marathi and Hindi on ${inject('dbKind')}`, () => {
  // Whatever happens, the seeded Marathi texts are back for the other suites.
  afterAll(async () => {
    const sections = (await sectionsIn('mr')).map((section, index) => ({
      id: section.id,
      title: termsSeed.mr.sections[index].title,
      body: termsSeed.mr.sections[index].body,
    }))
    await saveIn('terms', 'mr', { sections, effectiveDate: termsSeed.mr.effectiveDate })
    await saveIn('careers-page', 'mr', { mission: { title: careersSeed.mr.mission.title } })
  })

  it('the seeded pages read the CMS: the English, Marathi and Hindi texts, anchors kept, figures filled, no English marks', async () => {
    const terms = await page('/terms-of-service')
    expect(terms.status).toBe(200)
    expect(terms.html).toContain('id="fees-and-payment"')
    expect(terms.html).toContain(englishFeesTitle)
    const marathi = await page('/mr/terms-of-service')
    expect(marathi.html).toContain('id="fees-and-payment"')
    expect(marathi.html).toContain(termsSeed.mr.sections[feesIndex].title)
    expect(marathi.html).toContain('data-testid="english-prevails"')
    expect(marathi.html).not.toContain('lang="en-IN"><span')
    const careers = await page('/mr/careers')
    expect(careers.html).toContain(careersSeed.mr.mission.title)
    // {internshipWeeks} filled from the constant, in the Marathi sentence.
    expect(careers.html).toContain('4–12 आठवड्यांच्या')
    expect(careers.html).not.toContain('{internshipWeeks}')
  })

  it('a staff edit of a Marathi Terms section and a Marathi careers heading changes /mr/… within the bound, not English or Hindi', async () => {
    const [englishTerms, hindiTerms, englishCareers, hindiCareers] = await Promise.all(
      ['/terms-of-service', '/hi/terms-of-service', '/careers', '/hi/careers'].map((path) => page(path)),
    )
    const sectionTitle = `शुल्क आणि पेमेंट ${uid()}`
    const paragraph = `सर्व शुल्क परत न मिळणारे आहेत (${uid()}).`
    const sections = (await sectionsIn('mr')).map((section, index) =>
      index === feesIndex
        ? { id: section.id, title: sectionTitle, body: paragraph }
        : { id: section.id, title: section.title, body: section.body },
    )
    await saveIn('terms', 'mr', { sections })
    const heading = `आमचे ध्येय ${uid()}`
    await saveIn('careers-page', 'mr', { mission: { title: heading } })

    await eventually(async () => {
      const terms = await page('/mr/terms-of-service')
      expect(terms.html).toContain(sectionTitle)
      expect(terms.html).toContain('id="fees-and-payment"')
      expect((await page('/mr/careers')).html).toContain(heading)
    }, FRESHNESS_MS)
    // The other sections kept their Marathi text (the rows are shared, each language's words their own).
    const marathi = await page('/mr/terms-of-service')
    expect(marathi.html).toContain(termsSeed.mr.sections[0].title)

    // English and Hindi: the same pages as before the Marathi edits.
    const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')
    for (const [path, before] of [
      ['/terms-of-service', englishTerms],
      ['/hi/terms-of-service', hindiTerms],
      ['/careers', englishCareers],
      ['/hi/careers', hindiCareers],
    ] as const) {
      const after = await page(path)
      expect(after.html, path).not.toContain(sectionTitle)
      expect(after.html, path).not.toContain(heading)
      expect(strip(after.html).length, path).toBe(strip(before.html).length)
    }

    // The stored rows: the section's words per language, its anchor once.
    const rows = await rawSql(
      `SELECT l._locale AS locale, l.title AS title, s.anchor AS anchor FROM terms_sections_locales l
       JOIN terms_sections s ON s.id = l._parent_id WHERE s.anchor = 'fees-and-payment'`,
    )
    expect(rows.map((row) => [row.locale, row.anchor, row.title]).sort()).toEqual([
      ['en', 'fees-and-payment', englishFeesTitle],
      ['hi', 'fees-and-payment', termsSeed.hi.sections[feesIndex].title],
      ['mr', 'fees-and-payment', sectionTitle],
    ])
    const careersRows = await rawSql('SELECT _locale AS locale, mission_title AS title FROM careers_page_locales')
    expect(careersRows.map((row) => [row.locale, row.title]).sort()).toEqual([
      ['en', englishMission],
      ['hi', careersSeed.hi.mission.title],
      ['mr', heading],
    ])
  })

  it('a Marathi text left empty shows the English one marked lang="en-IN"; REST ?locale=mr falls back too', async () => {
    const sections = (await sectionsIn('mr')).map((section, index) => ({
      id: section.id,
      title: index === feesIndex ? '' : section.title,
      body: section.body,
    }))
    await saveIn('terms', 'mr', { sections, effectiveDate: '' })
    await saveIn('careers-page', 'mr', { mission: { title: '' } })

    await eventually(async () => {
      const terms = await page('/mr/terms-of-service')
      // In the quick navigation and in the section's heading.
      expect(terms.html).toContain(`<span lang="en-IN">${englishFeesTitle}</span>`)
      // The date in the page's own "Effective date" line.
      expect(terms.html).toContain(`लागू दिनांक: <span lang="en-IN">${termsSeed.en.effectiveDate}</span>`)
      expect((await page('/mr/careers')).html).toContain(`<span lang="en-IN">${englishMission}</span>`)
    }, FRESHNESS_MS)
    // Hindi keeps its own words, unmarked.
    const hindi = await page('/hi/careers')
    expect(hindi.html).toContain(careersSeed.hi.mission.title)
    expect(hindi.html).not.toContain(`lang="en-IN">${englishMission}`)

    const inMarathi = await staffRequest<{ mission: { title: string } }>('GET', '/globals/careers-page?locale=mr&depth=0')
    expect(inMarathi.mission.title).toBe(englishMission)
  })

  it('English stays required: an empty English text is refused with a message, nothing saved; an unknown figure too', async () => {
    const response = await fetch(`${baseUrl()}/cms-api/globals/careers-page`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ mission: { title: '' } }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('The following field is invalid: Mission and values > Title')
    const [row] = await rawSql("SELECT mission_title AS title FROM careers_page_locales WHERE _locale = 'en'")
    expect(row.title).toBe(englishMission)

    const terms = await fetch(`${baseUrl()}/cms-api/globals/terms?locale=mr`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ summary: 'किमान {minimumAge} वर्षे' }),
    })
    expect(terms.status).toBe(400)
    // The production server names the field; the admin shows the field's own message ("{minimumAge} is not a figure…").
    const refusal = (await terms.json()) as { errors: { message: string }[] }
    expect(refusal.errors[0].message).toBe('The following field is invalid: Summary')
    const [summary] = await rawSql("SELECT summary FROM terms_locales WHERE _locale = 'mr'")
    expect(summary.summary).toBe(termsSeed.mr.summary)
  })
})
