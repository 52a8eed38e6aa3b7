// The FAQs as staff content in English, Marathi and Hindi (issue 34 §2, docs/decisions/languages.md "The FAQs"): the
// seed wrote the page's questions once in the three languages; a staff edit of a Marathi answer changes /mr/faqs within
// the freshness bound and not /faqs nor /hi/faqs; a question left empty in Marathi shows the English one, marked
// lang="en-IN" under the page's "in English" note; English stays required; the stored rows are per language.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { allFaqItems, faqAudiences } from '@/copy/faqs'
import { faqsHi } from '@/copy/hi/faqs'
import { faqsMr } from '@/copy/mr/faqs'

import { baseUrl, eventually, rawSql, staffHeaders, staffRequest } from './helpers'

const uid = () => Math.random().toString(36).slice(2, 8)

async function page(path: string) {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

type FaqPage = { inLanguage?: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }

/** The FAQPage structured data: every question and its answer as the page has them (the answers are in closed accordions). */
const faqJsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as FaqPage & { '@type'?: string })
    .find((data) => data['@type'] === 'FAQPage') as FaqPage
const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
const answerTo = (html: string, question: string) =>
  faqJsonLd(html).mainEntity.find((entry) => entry.name === question)?.acceptedAnswer.text

// "How do you verify candidates?": the For Clients tab, "Hiring and onboarding", second question.
const englishQuestion = faqAudiences[0].categories[1].items[1]
const marathiQuestion = faqsMr.audiences[0].categories[1].items[1]
const hindiQuestion = faqsHi.audiences[0].categories[1].items[1]

type Faq = { id: number; question: string; answer: string; category: string; order: number }

async function faqId(): Promise<number> {
  const query = `where[question][equals]=${encodeURIComponent(englishQuestion.question)}&locale=en&depth=0`
  const { docs } = await staffRequest<{ docs: Faq[] }>('GET', `/faqs?${query}`)
  expect(docs).toHaveLength(1)
  return docs[0].id
}

const saveIn = (locale: 'en' | 'mr' | 'hi', id: number, data: Partial<Faq>) => staffRequest('PATCH', `/faqs/${id}?locale=${locale}`, data)

const englishNote = 'ज्या प्रश्नांचं किंवा उत्तरांचं भाषांतर अजून झालेलं नाही, ते इंग्रजीत दिले आहेत.'

describe(`the FAQs in Marathi and Hindi on ${inject('dbKind')}`, () => {
  // Whatever happens, the seeded Marathi texts are back for the other suites.
  afterAll(async () => {
    await saveIn('mr', await faqId(), { question: marathiQuestion.question, answer: marathiQuestion.answer })
  })

  it('the seed wrote every question of the page in the three languages, in the copy’s categories and order', async () => {
    const rows = await rawSql(
      'SELECT f.category AS category, f."order" AS sort, l._locale AS locale, l.question AS question, l.answer AS answer FROM faqs f JOIN faqs_locales l ON l._parent_id = f.id',
    )
    expect(rows).toHaveLength(allFaqItems().length * 3)
    const stored = rows.filter((row) => row.question === englishQuestion.question)
    expect(stored.map((row) => [row.category, Number(row.sort), row.locale, row.answer])).toEqual([
      ['clients-hiring', 20, 'en', englishQuestion.answer],
    ])
    const translations = rows
      .filter((row) => row.question === marathiQuestion.question || row.question === hindiQuestion.question)
      .map((row) => [row.locale, row.question, row.answer])
      .sort()
    expect(translations).toEqual([
      ['hi', hindiQuestion.question, hindiQuestion.answer],
      ['mr', marathiQuestion.question, marathiQuestion.answer],
    ])
    // The pages: every question in the page's language, nothing marked English, no note.
    for (const [path, copy] of [
      ['/mr/faqs', faqsMr],
      ['/hi/faqs', faqsHi],
    ] as const) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      const translated = copy.audiences.flatMap((audience) => audience.categories.flatMap((category) => category.items))
      expect(faqJsonLd(html).mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
        translated.map((item) => [item.question, item.answer]),
      )
      expect(main(html), path).not.toContain('<span lang="en-IN">')
      expect(html, path).not.toContain('data-testid="english-note"')
    }
    const english = await page('/faqs')
    expect(faqJsonLd(english.html).mainEntity.map((entry) => entry.name)).toEqual(allFaqItems().map((item) => item.question))
    // Visitors read the questions on the pages (access `anyone`, read as a visitor); /cms-api answers no anonymous
    // reader (docs/security.md, "Every `/cms-api` query is bounded before the database"), and only staff write.
    expect((await fetch(`${baseUrl()}/cms-api/faqs?limit=1`)).status).toBe(403)
    const anonymous = await fetch(`${baseUrl()}/cms-api/faqs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Q?', answer: 'A.', category: 'clients-support' }),
    })
    expect(anonymous.status).toBe(401)
  })

  it('a staff edit of a Marathi answer changes /mr/faqs within the freshness bound, not /faqs nor /hi/faqs', async () => {
    const englishBefore = await page('/faqs')
    const hindiBefore = await page('/hi/faqs')
    expect(answerTo((await page('/mr/faqs')).html, marathiQuestion.question)).toBe(marathiQuestion.answer)

    const answer = `प्रत्येक उमेदवाराची मुलाखत, कौशल्य चाचणी आणि कागदपत्रांची तपासणी होते (${uid()}).`
    const id = await faqId()
    await saveIn('mr', id, { answer })

    const took = await eventually(async () => {
      expect(answerTo((await page('/mr/faqs')).html, marathiQuestion.question)).toBe(answer)
    })
    expect(took).toBeLessThanOrEqual(1000)
    const marathi = await page('/mr/faqs')
    // The question stays the Marathi one, unmarked; the answer is translated, so no note.
    expect(main(marathi.html)).toContain(`<span>${marathiQuestion.question}</span>`)
    expect(marathi.html).not.toContain('data-testid="english-note"')
    // English and Hindi: the same page as before the Marathi edit.
    const englishAfter = await page('/faqs')
    expect(main(englishAfter.html)).toBe(main(englishBefore.html))
    expect(faqJsonLd(englishAfter.html)).toEqual(faqJsonLd(englishBefore.html))
    expect(englishAfter.html).not.toContain(answer)
    const hindiAfter = await page('/hi/faqs')
    expect(main(hindiAfter.html)).toBe(main(hindiBefore.html))
    expect(faqJsonLd(hindiAfter.html)).toEqual(faqJsonLd(hindiBefore.html))

    // The stored rows: the Marathi answer changed, English and Hindi as seeded.
    const rows = await rawSql('SELECT _locale AS locale, question, answer FROM faqs_locales WHERE _parent_id = ?', [id])
    expect(rows.map((row) => [row.locale, row.question, row.answer]).sort()).toEqual([
      ['en', englishQuestion.question, englishQuestion.answer],
      ['hi', hindiQuestion.question, hindiQuestion.answer],
      ['mr', marathiQuestion.question, answer],
    ])
  })

  it('a question left empty in Marathi shows the English one, marked lang="en-IN", under the note; ?locale=mr falls back', async () => {
    const id = await faqId()
    await saveIn('mr', id, { question: '', answer: '' })

    const marathi = await page('/mr/faqs')
    expect(main(marathi.html)).toContain(`<span lang="en-IN">${englishQuestion.question}</span>`)
    expect(main(marathi.html)).not.toContain(marathiQuestion.question)
    expect(marathi.html).toContain(`data-testid="english-note"`)
    expect(main(marathi.html)).toContain(englishNote)
    expect(answerTo(marathi.html, englishQuestion.question)).toBe(englishQuestion.answer)
    // Only that question: the next one is still Marathi and unmarked.
    expect(main(marathi.html)).toContain(`<span>${faqsMr.audiences[0].categories[1].items[2].question}</span>`)
    // Hindi is untouched: no note.
    expect((await page('/hi/faqs')).html).not.toContain('data-testid="english-note"')

    // Payload's REST API: the Marathi read falls back to English.
    const inMarathi = await staffRequest<Faq>('GET', `/faqs/${id}?locale=mr&depth=0`)
    expect(inMarathi).toMatchObject({ question: englishQuestion.question, answer: englishQuestion.answer, category: 'clients-hiring' })
    const rows = await rawSql("SELECT question, answer FROM faqs_locales WHERE _parent_id = ? AND _locale = 'mr'", [id])
    expect(rows.map((row) => [row.question || null, row.answer || null])).toEqual([[null, null]])

    // Staff write it again in Marathi: unmarked, no note.
    await saveIn('mr', id, { question: marathiQuestion.question, answer: marathiQuestion.answer })
    const again = await page('/mr/faqs')
    expect(main(again.html)).toContain(`<span>${marathiQuestion.question}</span>`)
    expect(again.html).not.toContain('data-testid="english-note"')
  })

  it('a new question written in English shows on every page, in English on the Marathi one; deleting it takes it off', async () => {
    const question = `Do you hire for night shifts (${uid()})?`
    const answer = 'Yes, for support and operations roles, with transport arranged by the employer.'
    const created = await staffRequest<{ doc: Faq }>('POST', '/faqs?locale=en', { question, answer, category: 'clients-support', order: 5 })
    try {
      const english = await page('/faqs')
      const names = faqJsonLd(english.html).mainEntity.map((entry) => entry.name)
      // First in "Support" (order 5 before the seeded 10, 20).
      expect(names.indexOf(question)).toBe(names.indexOf(faqAudiences[0].categories[3].items[0].question) - 1)
      expect(main(english.html)).toContain(`<span>${question}</span>`)
      const hindi = await page('/hi/faqs')
      expect(main(hindi.html)).toContain(`<span lang="en-IN">${question}</span>`)
      expect(answerTo(hindi.html, question)).toBe(answer)
      expect(hindi.html).toContain('data-testid="english-note"')
    } finally {
      await staffRequest('DELETE', `/faqs/${created.doc.id}`)
    }
    expect((await page('/faqs')).html).not.toContain(question)
    expect((await page('/hi/faqs')).html).not.toContain('data-testid="english-note"')
  })

  it('English stays required: an empty English question is refused with a message, nothing saved', async () => {
    const id = await faqId()
    const response = await fetch(`${baseUrl()}/cms-api/faqs/${id}?locale=en`, {
      method: 'PATCH',
      headers: await staffHeaders(),
      body: JSON.stringify({ question: '' }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('The following field is invalid: Question')
    const [row] = await rawSql("SELECT question FROM faqs_locales WHERE _parent_id = ? AND _locale = 'en'", [id])
    expect(row.question).toBe(englishQuestion.question)

    // A new question without English, or in no category, is refused too.
    const created = await fetch(`${baseUrl()}/cms-api/faqs?locale=en`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ question: '', answer: '', category: 'nowhere' }),
    })
    expect(created.status).toBe(400)
    const refusal = (await created.json()) as { errors: { message: string }[] }
    expect(refusal.errors[0].message).toBe('The following fields are invalid: Question, Answer, Category')
  })
})
