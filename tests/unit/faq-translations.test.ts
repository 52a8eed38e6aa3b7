// The FAQs as staff content (docs/decisions/languages.md, "The FAQs"): the seed's mapping of the page copy into stored
// questions, the pages' reading of them back (the same tabs as the copy in each language, so the pages' HTML is the one
// they had), the English fallback and its marks, and the admin's "Translations" lines.
import { describe, expect, it } from 'vitest'

import { starterFaqs } from '@/cms/seed/data/faqs'
import { allFaqItems, faqAudiences, faqCategoryKeys } from '@/copy/faqs'
import { faqsHi } from '@/copy/hi/faqs'
import { faqsMr } from '@/copy/mr/faqs'
import { faqAudiencesIn, faqItemsOf, missingFaqTranslationLines, type StoredFaq } from '@/features/content/faqs'

/** The starter questions as the CMS answers them with `locale: 'all'`, in the order it stored them. */
const stored = (): StoredFaq[] =>
  starterFaqs().map((faq, index) => ({
    id: index + 1,
    category: faq.category,
    order: faq.order,
    question: { en: faq.en.question, mr: faq.mr.question, hi: faq.hi.question },
    answer: { en: faq.en.answer, mr: faq.mr.answer, hi: faq.hi.answer },
  }))

describe('the starter FAQs', () => {
  it('are every question of the copy, with its category and its place, in English, Marathi and Hindi', () => {
    const faqs = starterFaqs()
    expect(faqs).toHaveLength(allFaqItems().length)
    expect(faqs.map((faq) => faq.en)).toEqual(allFaqItems())
    expect(new Set(faqs.map((faq) => faq.category))).toEqual(new Set(faqCategoryKeys))
    expect(faqs.slice(0, 4).map((faq) => [faq.category, faq.order])).toEqual([
      ['clients-getting-started', 10],
      ['clients-getting-started', 20],
      ['clients-getting-started', 30],
      ['clients-hiring', 10],
    ])
    expect(faqs[4].mr.question).toBe('उमेदवारांची पडताळणी कशी करता?')
    expect(faqs[4].hi.question).toBe('आप उम्मीदवारों का वेरिफ़िकेशन कैसे करते हैं?')
    for (const faq of faqs)
      for (const text of [faq.mr.question, faq.mr.answer, faq.hi.question, faq.hi.answer]) expect(text).toMatch(/[\u0900-\u097F]/)
  })

  it('read back, give each page the tabs it had from the copy: same questions, same order, nothing marked', () => {
    expect(faqAudiencesIn(faqAudiences, stored(), 'en')).toEqual({ audiences: faqAudiences, english: false })
    expect(faqAudiencesIn(faqsMr.audiences, stored(), 'mr')).toEqual({ audiences: faqsMr.audiences, english: false })
    expect(faqAudiencesIn(faqsHi.audiences, stored(), 'hi')).toEqual({ audiences: faqsHi.audiences, english: false })
    // Staff's order, not the order stored: the last question of a category moved first.
    const moved = stored().map((faq) => (faq.category === 'clients-getting-started' && faq.order === 30 ? { ...faq, order: 1 } : faq))
    const [first] = faqAudiencesIn(faqAudiences, moved, 'en').audiences[0].categories[0].items
    expect(first.question).toBe('How do I start?')
  })
})

describe('a Marathi or Hindi text not written', () => {
  it('is the English one, marked en-IN text by text, and the page says some are English', () => {
    const faqs = stored()
    faqs[4] = { ...faqs[4], answer: { en: faqs[4].answer?.en, mr: '', hi: faqs[4].answer?.hi } }
    faqs[5] = { ...faqs[5], question: { en: faqs[5].question?.en }, answer: { en: faqs[5].answer?.en } }
    const { audiences, english } = faqAudiencesIn(faqsMr.audiences, faqs, 'mr')
    expect(english).toBe(true)
    const [verify, interns] = audiences[0].categories[1].items.slice(1)
    expect(verify).toEqual({
      question: 'उमेदवारांची पडताळणी कशी करता?',
      answer: allFaqItems()[4].answer,
      answerLang: 'en-IN',
    })
    expect(interns).toEqual({ ...allFaqItems()[5], questionLang: 'en-IN', answerLang: 'en-IN' })
    // English reads them as they are, with no marks; Hindi keeps its own answer.
    expect(faqAudiencesIn(faqAudiences, faqs, 'en').english).toBe(false)
    expect(faqItemsOf(faqAudiencesIn(faqsHi.audiences, faqs, 'hi').audiences)[4].answer).toBe(
      faqsHi.audiences[0].categories[1].items[1].answer,
    )
  })

  it('a question without English is left out; a category without questions keeps the others in place', () => {
    const faqs = stored().map((faq) => (faq.category === 'clients-getting-started' ? { ...faq, question: { en: '' } } : faq))
    const { audiences } = faqAudiencesIn(faqAudiences, faqs, 'en')
    expect(audiences[0].categories.map((category) => category.items.length)).toEqual([0, 4, 4, 2])
  })
})

describe('the admin’s "Translations" list', () => {
  it('names per language the texts still in English, in staff words', () => {
    expect(
      missingFaqTranslationLines({ question: { en: 'Q?', mr: 'प्रश्न?', hi: 'सवाल?' }, answer: { en: 'A.', mr: 'उत्तर.', hi: 'जवाब.' } }),
    ).toEqual([])
    expect(missingFaqTranslationLines({ question: { en: 'Q?', mr: 'प्रश्न?' }, answer: { en: 'A.', mr: ' ', hi: 'जवाब.' } })).toEqual([
      'Marathi: answer still in English.',
      'Hindi: question still in English.',
    ])
  })
})
