// Which of an open role's texts still lack Marathi or Hindi (docs/decisions/languages.md, "Role content"): the list
// staff see at the top of a role's edit screen, the English mark of a fallen-back text, and English-only "required".
import { text } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'
import {
  hasRoleText,
  inEnglish,
  missingRoleTranslations,
  missingTranslationLines,
  requiredInEnglish,
} from '@/features/openings/translations'

const english = {
  title: { en: 'Payroll Analyst' },
  summary: { en: 'Run payroll for Pune clients.' },
  description: { en: toLexical(['About payroll.']) },
  responsibilities: { en: [{ text: 'Run monthly payroll' }] },
  requirements: { en: [{ text: 'Two years of payroll' }] },
}

describe('missing role translations', () => {
  it('names every text per language, in staff words, while only English is written', () => {
    expect(missingTranslationLines(english)).toEqual([
      'Marathi: title, summary, about the role, what you will do, what we are looking for still in English.',
      'Hindi: title, summary, about the role, what you will do, what we are looking for still in English.',
    ])
  })

  it('leaves out what is translated, and a language with everything translated', () => {
    const role = {
      ...english,
      title: { en: 'Payroll Analyst', mr: 'पेरोल ॲनालिस्ट', hi: 'पेरोल एनालिस्ट' },
      summary: { en: 'Run payroll.', hi: 'पेरोल चलाइए।' },
      description: { en: toLexical(['About payroll.']), hi: toLexical(['पेरोल के बारे में।']) },
      responsibilities: { en: [{ text: 'Run payroll' }], mr: [{ text: 'पेरोल चालवणं' }], hi: [{ text: 'पेरोल चलाना' }] },
      requirements: { en: [{ text: 'Two years' }], hi: [{ text: 'दो साल' }] },
    }
    expect(missingRoleTranslations(role)).toEqual([
      { language: 'Marathi', fields: ['summary', 'about the role', 'what we are looking for'] },
    ])
    expect(missingTranslationLines(role)).toEqual(['Marathi: summary, about the role, what we are looking for still in English.'])
  })

  it('counts blank texts, empty lists and a rich text without words as missing; an English-empty text as nothing to translate', () => {
    expect(hasRoleText('  ')).toBe(false)
    expect(hasRoleText([])).toBe(false)
    expect(hasRoleText([{ text: ' ' }])).toBe(false)
    expect(hasRoleText(toLexical([]))).toBe(false)
    expect(hasRoleText(toLexical(['शब्द']))).toBe(true)
    const role = {
      title: { en: 'A', mr: ' ', hi: 'अ' },
      summary: { en: 'B', mr: 'ब', hi: 'ब' },
      responsibilities: { en: [], mr: [] },
    }
    expect(missingTranslationLines(role)).toEqual(['Marathi: title still in English.'])
  })
})

describe('the English mark', () => {
  it('is lang="en-IN" only for a text named as fallen back; nothing on an English read', () => {
    expect(inEnglish({ english: ['summary'] }, 'summary')).toBe('en-IN')
    expect(inEnglish({ english: ['summary'] }, 'title')).toBeUndefined()
    expect(inEnglish({}, 'title')).toBeUndefined()
  })
})

describe('required in English only', () => {
  const options = (locale: string) =>
    ({ req: { locale, payload: { config: {} }, t: (key: string) => key }, required: true }) as unknown as Parameters<typeof text>[1]
  const validate = requiredInEnglish(text)
  it('refuses an empty English title and accepts an empty Marathi or Hindi one (it falls back)', () => {
    expect(validate('', options('en'))).toBe('validation:required')
    expect(validate('', options('mr'))).toBe(true)
    expect(validate(undefined, options('hi'))).toBe(true)
    expect(validate('पेरोल', options('mr'))).toBe(true)
  })
})

describe('the seeded roles in Marathi and Hindi', () => {
  it('every seeded role has every text in both languages, in Devanagari, with as many points as in English', async () => {
    const { openings } = await import('@/cms/seed/data/openings')
    const { openingTranslations } = await import('@/cms/seed/data/openingsTranslations')
    expect(Object.keys(openingTranslations).sort()).toEqual(openings.map((role) => role.slug).sort())
    for (const role of openings) {
      for (const locale of ['mr', 'hi'] as const) {
        const texts = openingTranslations[role.slug][locale]
        for (const value of [texts.title, texts.summary, ...texts.description, ...texts.responsibilities, ...texts.requirements]) {
          expect(value, `${role.slug} ${locale}`).toMatch(/[\u0900-\u097F]/)
        }
        expect(texts.description).toHaveLength(role.description.length)
        expect(texts.responsibilities).toHaveLength(role.responsibilities.length)
        expect(texts.requirements).toHaveLength(role.requirements.length)
        expect(texts.title.length).toBeLessThanOrEqual(160)
        expect(texts.summary.length).toBeLessThanOrEqual(300)
      }
    }
  })
})
