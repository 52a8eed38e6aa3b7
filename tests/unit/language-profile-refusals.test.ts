// The profile correction's refusals in Marathi and Hindi (docs/decisions/languages.md "API messages"): a refusal that
// names its field ("Skills: at most 100 characters.") names it as the form on /mr/account and /hi/account does, and
// the sentence around it is in the language; English stays byte for byte.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import en from '@/i18n/messages/en.json'
import { translateApiMessage } from '@/i18n/apiLanguage'
import { PROFILE_LABELS, profileCorrectionSchema } from '@/features/privacy/correctionSchema'

const issues = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)
}
const long = (n: number) => 'a'.repeat(n)

const refusals = [
  ...issues(profileCorrectionSchema, {
    name: long(201),
    phone: long(31),
    location: long(201),
    headline: long(301),
    skills: Array.from({ length: 51 }, (_, index) => `s${index}`),
    languages: [long(61)],
    linkedin: 'linkedin.com/in/me',
    github: long(501),
    portfolio: 'my site',
  }),
  ...issues(profileCorrectionSchema, { name: 5, location: [], skills: 'Java', languages: [7], yearsExperience: 'ten', noticeDays: 2.5 }),
  ...issues(profileCorrectionSchema, { name: '', yearsExperience: 61, noticeDays: -1, bogus: 1 }),
]

describe('the profile correction’s refusals', () => {
  it('the schema gives the refusals the tests expect', () => {
    expect(refusals).toEqual(
      expect.arrayContaining([
        'Name: at most 200 characters.',
        'Headline: at most 300 characters.',
        'Skills: at most 50.',
        'Languages: at most 60 characters.',
        'Portfolio: write a full address starting with https://',
        'Location must be text.',
        'Skills: a list of words.',
        'Years of experience must be a number.',
        'Please enter your name.',
        'Only your profile fields can be corrected here.',
      ]),
    )
  })

  for (const locale of ['mr', 'hi'] as const)
    it(`${locale}: every refusal is translated, its field named as the form names it`, () => {
      for (const text of refusals) {
        const translated = translateApiMessage(text, locale)
        expect(translated, text).not.toBe(text)
        expect(translated, text).toMatch(/[\u0900-\u097F]/)
        // Only the names LinkedIn and GitHub stay in Latin letters (besides figures and https://).
        expect(translated.replace(/LinkedIn|GitHub|https:\/\/|\d+/g, ''), text).not.toMatch(/[A-Za-z]/)
      }
    })

  it('exact texts in Marathi and Hindi', () => {
    expect(translateApiMessage('Name: at most 200 characters.', 'mr')).toBe('नाव: जास्तीत जास्त 200 अक्षरं.')
    expect(translateApiMessage('Headline: at most 300 characters.', 'hi')).toBe('संक्षिप्त परिचय: ज़्यादा से ज़्यादा 300 अक्षर।')
    expect(translateApiMessage('Skills: at most 50.', 'mr')).toBe('कौशल्यं: जास्तीत जास्त 50.')
    expect(translateApiMessage('Languages: at most 60 characters.', 'hi')).toBe('भाषाएँ: ज़्यादा से ज़्यादा 60 अक्षर।')
    expect(translateApiMessage('Portfolio: write a full address starting with https://', 'mr')).toBe(
      'पोर्टफोलिओ: https:// ने सुरू होणारा पूर्ण पत्ता लिहा',
    )
    expect(translateApiMessage('LinkedIn: at most 500 characters.', 'hi')).toBe('LinkedIn: ज़्यादा से ज़्यादा 500 अक्षर।')
    expect(translateApiMessage('Location must be text.', 'mr')).toBe('ठिकाण: मजकूर म्हणून लिहा.')
    expect(translateApiMessage('Notice period (days) must be a number.', 'hi')).toBe('नोटिस अवधि (दिन): अंकों में लिखें।')
  })

  it('English stays byte for byte', () => {
    for (const text of refusals) expect(translateApiMessage(text, 'en')).toBe(text)
  })

  it('the labels the refusals name are the form’s own (AccountPrivacy), or names', () => {
    const formLabels = Object.entries(en.AccountPrivacy)
      .filter(([key]) => key.startsWith('field'))
      .map(([, label]) => label)
    for (const label of Object.values(PROFILE_LABELS)) expect([...formLabels, 'LinkedIn', 'GitHub']).toContain(label)
  })
})
