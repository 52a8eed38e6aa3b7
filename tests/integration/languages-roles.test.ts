// Open roles in Marathi and Hindi (issue 34, docs/decisions/languages.md "Role content"): a role's title, summary,
// description and lists are localized in the CMS. A staff edit of the Marathi title changes /mr/jobs/{slug} and not
// /jobs/{slug}; a text without Marathi falls back to English, marked lang="en-IN", with the note; the CMS's REST API
// answers ?locale=mr, and its English answer (and GET /api/openings without a locale) is unchanged.
import { describe, expect, inject, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'

import { baseUrl, closeRolesOpenedHere, rawSql, staffRequest } from './helpers'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The opening tag of the link to `href` (its attributes in any order). */
const linkTo = (html: string, href: string) => new RegExp(`<a[^>]*href="${escape(href)}"[^>]*>`).exec(html)?.[0] ?? ''

type RoleDoc = { id: number; title: string; summary: string; responsibilities: { text: string }[]; requirements: { text: string }[] }
type ListedRole = { slug: string; title: string; summary: string; english?: string[] }

describe(`open roles in Marathi and Hindi on ${inject('dbKind')}`, () => {
  it('a staff edit of the Marathi title changes /mr/jobs/{slug} and not /jobs/{slug}; the rest falls back to English, marked', async () => {
    const title = `Warehouse Supervisor ${uid()}`
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const summary = 'Run the night shift of a Chakan warehouse.'
    const category = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs[0]
    const { doc } = await staffRequest<{ doc: RoleDoc }>('POST', '/openings', {
      title,
      slug,
      status: 'open',
      datePosted: new Date().toISOString(),
      category: category.id,
      summary,
      employmentType: 'full-time',
      workMode: 'on-site',
      area: 'Chakan',
      experienceMin: 2,
      description: toLexical(['Lead a team of twelve on the night shift.']),
      responsibilities: [{ text: 'Plan the shift' }],
      requirements: [{ text: 'Two years in a warehouse' }],
      client: { kind: 'agency' },
    })

    // Nothing translated yet: the Marathi page shows every text in English, each marked, with the note.
    const before = await page(`/mr/jobs/${slug}`)
    expect(before.status).toBe(200)
    expect(before.html).toMatch(new RegExp(`<h1 lang="en-IN" class="[^"]*">${escape(title)}</h1>`))
    expect(before.html).toContain('<div lang="en-IN">')
    expect(before.html).toContain('ज्या मजकुराचं भाषांतर अजून झालेलं नाही, तो इंग्रजीत दिला आहे.')
    expect(linkTo((await page('/mr/jobs')).html, `/mr/jobs/${slug}`)).toContain('lang="en-IN"')
    const englishBefore = await page(`/jobs/${slug}`)
    expect(englishBefore.status).toBe(200)

    // Staff write the Marathi title only.
    const marathiTitle = `गोदाम पर्यवेक्षक ${uid()}`
    await staffRequest('PATCH', `/openings/${doc.id}?locale=mr`, { title: marathiTitle })

    const marathi = await page(`/mr/jobs/${slug}`)
    expect(marathi.html).toMatch(new RegExp(`<h1 class="[^"]*">${escape(marathiTitle)}</h1>`))
    // The summary, description and lists have no Marathi: English, marked, and the note says so.
    expect(marathi.html).toMatch(new RegExp(`<p lang="en-IN" class="[^"]*">${escape(summary)}</p>`))
    expect(marathi.html).toContain('<div lang="en-IN">')
    expect(marathi.html).toMatch(/<ul lang="en-IN" class="[^"]*"><li>Plan the shift<\/li><\/ul>/)
    expect(marathi.html).toContain('data-testid="english-note"')
    // In the list: the Marathi title without an English mark, on the card that links to the Marathi page.
    const list = await page('/mr/jobs')
    const link = linkTo(list.html, `/mr/jobs/${slug}`)
    expect(link).not.toBe('')
    expect(link).not.toContain('lang=')
    expect(list.html).toContain(marathiTitle)
    // Hindi is not touched: the English title, marked.
    expect((await page(`/hi/jobs/${slug}`)).html).toMatch(new RegExp(`<h1 lang="en-IN" class="[^"]*">${escape(title)}</h1>`))

    // The English page: the role's header and description the same HTML as before the Marathi edit (no mark, no note).
    const english = await page(`/jobs/${slug}`)
    const parts = (html: string) => [
      /<header class="mt-4">[\s\S]*?<\/header>/.exec(html)?.[0],
      /<section aria-labelledby="about-role">[\s\S]*?<\/section>/.exec(html)?.[0],
    ]
    expect(parts(englishBefore.html)[0]).toContain(title)
    expect(parts(english.html)).toEqual(parts(englishBefore.html))
    expect(english.html).toMatch(new RegExp(`<h1 class="[^"]*">${escape(title)}</h1>`))
    expect(english.html).not.toContain(marathiTitle)
    expect(english.html).not.toContain('data-testid="english-note"')

    // The CMS's REST API: ?locale=mr answers the Marathi title with the English fallback; the English answer is unchanged.
    const inMarathi = await staffRequest<RoleDoc>('GET', `/openings/${doc.id}?locale=mr&depth=0`)
    expect(inMarathi.title).toBe(marathiTitle)
    expect(inMarathi.summary).toBe(summary)
    expect(inMarathi.responsibilities.map((row) => row.text)).toEqual(['Plan the shift'])
    const inEnglish = await staffRequest<RoleDoc>('GET', `/openings/${doc.id}?depth=0`)
    expect(inEnglish.title).toBe(title)
    expect(inEnglish.requirements.map((row) => row.text)).toEqual(['Two years in a warehouse'])

    // GET /api/openings: English without a locale (no `english` key), Marathi with locale=mr (naming the fallbacks).
    const find = async (query: string) =>
      (
        (await (await fetch(`${baseUrl()}/api/openings?search=${encodeURIComponent(query)}`)).json()) as { openings: ListedRole[] }
      ).openings.find((role) => role.slug === slug)
    const listedEnglish = await find(title)
    expect(listedEnglish?.title).toBe(title)
    expect(listedEnglish).not.toHaveProperty('english')
    const listedMarathi = ((await (await fetch(`${baseUrl()}/api/openings?locale=mr`)).json()) as { openings: ListedRole[] }).openings.find(
      (role) => role.slug === slug,
    )
    expect(listedMarathi).toMatchObject({ title: marathiTitle, summary, english: ['summary'] })

    // The stored rows: English and Marathi in openings_locales, the list points English only.
    const rows = await rawSql(`SELECT _locale AS locale, title FROM openings_locales WHERE _parent_id = ${doc.id} ORDER BY _locale`)
    expect(rows.map((row) => [row.locale, row.title])).toEqual([
      ['en', title],
      ['mr', marathiTitle],
    ])
    const points = await rawSql(`SELECT _locale AS locale FROM openings_responsibilities WHERE _parent_id = ${doc.id}`)
    expect(points.map((row) => row.locale)).toEqual(['en'])
  })
})
