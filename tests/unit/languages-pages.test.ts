// The Marathi and Hindi copy of the fixed pages (issue 34, docs/decisions/languages.md): src/copy/mr and src/copy/hi
// have every text the English page has, in the same order and shape (tabs, categories, questions, sections), written
// in Devanagari, with the same figures (24–48, 4–12, 18, 24/7…) as the English, which come from the business constants.
import { describe, expect, it } from 'vitest'

import { careersPage } from '@/copy/careers'
import { contactPage } from '@/copy/contact'
import { careersHi } from '@/copy/hi/careers'
import { contactHi } from '@/copy/hi/contact'
import { faqsHi } from '@/copy/hi/faqs'
import { termsHi } from '@/copy/hi/terms'
import { termsOfService } from '@/copy/legal'
import { careersMr } from '@/copy/mr/careers'
import { contactMr } from '@/copy/mr/contact'
import { termsMr } from '@/copy/mr/terms'
import { faqsMr } from '@/copy/mr/faqs'
import { allFaqItems, faqAudiences, faqsPage } from '@/copy/faqs'
import { faqPageJsonLd } from '@/components/seo/structuredData'
import { htmlLang } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { careersSeed, termsSeed } from '@/features/content/pageCopy'
import { careersTextsIn, termsDocumentIn, zipLanguages } from '@/features/content/pageTranslations'

const languages = [
  ['mr', { faqs: faqsMr, careers: careersMr, terms: termsMr, contact: contactMr }],
  ['hi', { faqs: faqsHi, careers: careersHi, terms: termsHi, contact: contactHi }],
] as const

/** The numbers a text states (a changed figure in English must change in the translations too). */
const figures = (text: string) => [...text.matchAll(/\d+/g)].map((match) => match[0]).sort()
const devanagari = /[\u0900-\u097F]/

/** A copy object's shape: its keys, list lengths and figures' values, with every text replaced by its figures. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return figures(value)
  if (typeof value === 'function') return 'function'
  if (Array.isArray(value)) return value.map(shape)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, inner]) => [key, shape(inner)])
        .sort(),
    )
  return value
}

/** Every text of a copy object. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

describe.each(languages)('%s: the FAQs', (locale, copy) => {
  const { faqs } = copy

  it('has the page texts, in Devanagari', () => {
    expect(Object.keys(faqs.page).sort()).toEqual(Object.keys(faqsPage).sort())
    for (const text of Object.values(faqs.page)) expect(text).toMatch(devanagari)
  })

  it('has every English question: the same tabs, categories and number of questions, in the same order', () => {
    expect(faqs.audiences.map((audience) => audience.id)).toEqual(faqAudiences.map((audience) => audience.id))
    faqAudiences.forEach((english, a) => {
      const translated = faqs.audiences[a]
      expect(translated.categories.map((category) => category.items.length)).toEqual(
        english.categories.map((category) => category.items.length),
      )
      expect(translated.label).toMatch(devanagari)
      expect(translated.intro).toMatch(devanagari)
      expect(translated.closing.text).toMatch(devanagari)
      english.categories.forEach((category, c) => {
        expect(translated.categories[c].title).toMatch(devanagari)
        category.items.forEach((item, i) => {
          const { question, answer } = translated.categories[c].items[i]
          expect(question, item.question).toMatch(devanagari)
          expect(answer, item.question).toMatch(devanagari)
          expect(figures(answer), item.question).toEqual(figures(item.answer))
        })
      })
    })
  })

  it('no two questions alike (each opens on its own), and none left in English', () => {
    const questions = faqs.audiences.flatMap((audience) =>
      audience.categories.flatMap((category) => category.items.map((item) => item.question)),
    )
    expect(new Set(questions).size).toBe(questions.length)
    const english = new Set(
      faqAudiences.flatMap((audience) => audience.categories.flatMap((category) => category.items.map((item) => item.question))),
    )
    for (const question of questions) expect(english.has(question)).toBe(false)
  })

  it('the closing links lead to the application in the language, and to the English Team-Up Request marked as English', () => {
    expect(faqs.audiences[1].closing.link).toEqual({ text: expect.stringMatching(devanagari), href: `/${locale}${routes.joinAsTalent}` })
    expect(faqs.audiences[0].closing.link).toMatchObject({ href: routes.teamUpRequest, hrefLang: htmlLang.en })
  })
})

// The Careers page and the Terms are the CMS's now (globals `careers-page` and `terms`), seeded from the code copy with
// each business figure as a placeholder (features/content/pageFigures.ts): the seed, read back in each language, is the
// page's text as it was, in the English shape, with the same placeholders as English.
const careersStored = zipLanguages(careersSeed.en, careersSeed.mr, careersSeed.hi)
const termsStored = zipLanguages(termsSeed.en, termsSeed.mr, termsSeed.hi)
/** A text's figure placeholders; {paymentMethods} is the English list of names, which a translation writes in its words. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{[A-Za-z]+\}/g)]
    .map((match) => match[0])
    .filter((name) => name !== '{paymentMethods}')
    .sort()
/** A seed object's shape with every text replaced by its placeholders. */
function placeholderShape(value: unknown): unknown {
  if (typeof value === 'string') return placeholders(value)
  if (Array.isArray(value)) return value.map(placeholderShape)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, placeholderShape(inner)]))
  return value
}

describe('English: the Careers page and the Terms from the CMS seed', () => {
  it('render the same words as the code copy did', () => {
    const careers = careersTextsIn(careersStored, 'en')
    expect(careers.english).toEqual([])
    expect(careers.texts).toEqual(JSON.parse(JSON.stringify(careersPage)))
    const { document } = termsDocumentIn(termsStored, 'en')
    const company = { legalName: 'Pune Talent Works Private Limited', companyName: 'Pune Talent Works' }
    expect(document.intro(company)).toBe(termsOfService.intro(company))
    expect({ ...document, intro: null }).toEqual({ ...termsOfService, intro: null })
  })

  it('keep the figures as placeholders, not as typed numbers', () => {
    expect(careersSeed.en.pathways.items[1].description).toContain('{internshipWeeks} weeks')
    expect(careersSeed.en.closing.text).toContain('{minAge} or older')
    const body = (anchor: string) => termsSeed.en.sections.find((section) => section.anchor === anchor)?.body
    expect(body('talent-network')).toContain('{verificationHours} hours')
    expect(body('our-services')).toContain('{onboardingMinDays} day to {onboardingMaxMonths} months')
    expect(body('fees-and-payment')).toContain('{paymentMethods}')
    expect(termsSeed.en.sections.find((section) => section.anchor === 'eligibility')?.title).toBe('Eligibility: {minAge} years and over')
  })
})

describe.each(languages)('%s: the Careers page', (locale, { careers }) => {
  const { texts: page, english } = careersTextsIn(careersStored, locale)

  it('the CMS seed renders the translation as it was, with every section, card and highlight of the English page and the same figures', () => {
    const { openings: _openings, testimonialsInEnglish: _note, ...copy } = careers
    expect(english).toEqual([])
    expect(page).toEqual(JSON.parse(JSON.stringify(copy)))
    expect(shape(page)).toEqual(shape(careersPage))
    expect(placeholderShape(careersSeed[locale])).toEqual(placeholderShape(careersSeed.en))
    expect(page.impact.figures.map((figure) => figure.value)).toEqual(careersPage.impact.figures.map((figure) => figure.value))
  })

  it('is written in Devanagari (only the company name and figures stay as they are); the open roles texts too', () => {
    const { impact, ...rest } = page
    for (const text of [...texts(rest), ...impact.figures.map((figure) => figure.label), impact.title]) expect(text).toMatch(devanagari)
    const { openings, testimonialsInEnglish } = careers
    expect(testimonialsInEnglish).toMatch(devanagari)
    for (const text of [...texts(openings), openings.intro(1), openings.intro(7)]) expect(text).toMatch(devanagari)
    expect(openings.intro(7)).toContain('7')
  })
})

describe.each(languages)('%s: the Terms of Service', (locale, { terms }) => {
  const company = { legalName: 'Pune Talent Works Private Limited', companyName: 'Pune Talent Works' }
  const { document, english } = termsDocumentIn(termsStored, locale)

  it('the CMS seed renders the translation as it was, with every section of the English terms, the same anchors (#fees-and-payment) and figures', () => {
    expect(english).toEqual([])
    expect({ ...document, intro: null }).toEqual({ ...terms.document, intro: null })
    expect(document.intro(company)).toBe(terms.document.intro(company))
    expect(document.sections.map((section) => section.id)).toEqual(termsOfService.sections.map((section) => section.id))
    expect(shape(document.sections)).toEqual(shape(termsOfService.sections))
    expect(shape(document.effectiveDate)).toEqual(shape(termsOfService.effectiveDate))
    expect(placeholderShape(termsSeed[locale])).toEqual(placeholderShape(termsSeed.en))
  })

  it('names the company as the settings spell it, and is written in Devanagari', () => {
    const intro = document.intro(company)
    expect(intro).toContain(company.legalName)
    expect(intro).toContain(`"${company.companyName}"`)
    expect(intro).toMatch(devanagari)
    const { intro: _intro, sections, ...rest } = document
    const prose = sections.map(({ title, content }) => ({ title, content }))
    const labels = {
      ...terms.labels,
      effectiveDate: terms.labels.effectiveDate(document.effectiveDate),
      contactText: terms.labels.contactText({ legalName: company.legalName, city: 'Pune' }),
    }
    for (const text of texts({ rest, prose, labels, englishPrevails: terms.englishPrevails, readInEnglish: terms.readInEnglish }))
      expect(text).toMatch(devanagari)
    expect(labels.contactText).toContain(company.legalName)
  })

  it('says that the English version prevails', () => {
    expect(terms.englishPrevails).toMatch(/इंग्रजी आवृत्ती ग्राह्य|अंग्रेज़ी वर्ज़न मान्य/)
  })
})

describe.each(languages)('%s: the Contact page', (locale, { contact }) => {
  it('has every text of the English page, in Devanagari, with the same figures', () => {
    const { moreLinks: _moreLinks, callPrefix, whatsAppText, whatsAppOpens, hoursNote, ...page } = contact
    expect(shape(page)).toEqual(shape({ ...contactPage, moreLinks: undefined }))
    const labels = { ...page.detailLabels, whatsApp: undefined }
    for (const text of texts({ ...page, detailLabels: labels, callPrefix, whatsAppText, whatsAppOpens, hoursNote }))
      expect(text).toMatch(devanagari)
    expect(figures(hoursNote)).toEqual(['24', '7'])
  })

  it('its links lead to the FAQs and Careers in the language, and to the English services page marked as English', () => {
    expect(contact.moreLinks.map((link) => [link.href, link.hrefLang])).toEqual([
      [`/${locale}/faqs`, undefined],
      [`/${locale}/careers`, undefined],
      ['/services', 'en-IN'],
    ])
    expect(contactPage.moreLinks.map((link) => link.href)).toEqual(['/faqs', '/careers', '/services'])
  })
})

describe('the FAQPage structured data', () => {
  it('names its language on a Marathi or Hindi page, and keeps the English one as it was', () => {
    const items = faqsMr.audiences.flatMap((audience) => audience.categories.flatMap((category) => category.items))
    const marathi = faqPageJsonLd(items, htmlLang.mr)
    expect(marathi).toMatchObject({ '@type': 'FAQPage', inLanguage: 'mr-IN' })
    expect(marathi.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: items[0].question,
      acceptedAnswer: { '@type': 'Answer', text: items[0].answer },
    })
    expect(marathi.mainEntity).toHaveLength(allFaqItems().length)
    expect(Object.keys(faqPageJsonLd(allFaqItems()))).toEqual(['@context', '@type', 'mainEntity'])
  })
})
