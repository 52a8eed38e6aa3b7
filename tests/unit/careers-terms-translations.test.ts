// The Careers page and the Terms per language (docs/decisions/languages.md, "Careers and Terms in the CMS"): English
// where a Marathi or Hindi text is empty, named so the page marks it; the admin's list of what is still English; figures
// filled from the constants; a placeholder the page cannot fill refused.
import { describe, expect, it } from 'vitest'

import { careersSeed, termsSeed } from '@/features/content/pageCopy'
import { fillFigures, unknownPlaceholder } from '@/features/content/pageFigures'
import {
  careersTextsIn,
  legalBody,
  missingCareersLines,
  missingTermsLines,
  parseLegalBody,
  termsDocumentIn,
  zipLanguages,
} from '@/features/content/pageTranslations'

type Texts = Record<string, string | undefined>
type Row = Record<string, Texts>
type StoredCareers = { mission: { values: Row[] }; closing: Row }
type StoredTerms = { summary: Texts; sections: Row[] }

const stored = () => ({
  careers: zipLanguages(careersSeed.en, careersSeed.mr, careersSeed.hi) as StoredCareers,
  terms: zipLanguages(termsSeed.en, termsSeed.mr, termsSeed.hi) as StoredTerms,
})

describe('a text not translated yet', () => {
  it('shows in English on the Marathi page and is named; Hindi keeps its own', () => {
    const { careers, terms } = stored()
    careers.mission.values[1].title.mr = ''
    terms.sections[6].body.mr = '   '
    const marathi = careersTextsIn(careers, 'mr')
    expect(marathi.texts.mission.values[1].title).toBe('Inclusion')
    expect(marathi.english).toEqual(['mission.values.1.title'])
    expect(careersTextsIn(careers, 'hi').english).toEqual([])
    const termsMr = termsDocumentIn(terms, 'mr')
    expect(termsMr.english).toEqual(['sections.6.body'])
    expect(termsMr.document.sections[6].id).toBe('fees-and-payment')
    expect(termsMr.document.sections[6].content[1]).toBe(
      'We accept payment by UPI, RTGS, NEFT, cash, cheque and demand draft. Subscription plans are billed monthly, for three months, for six months or yearly, as chosen in your contract.',
    )
  })

  it('is listed per language in staff words; a fully translated global says so', () => {
    const { careers, terms } = stored()
    expect(missingCareersLines(careers)).toEqual([])
    expect(missingTermsLines(terms)).toEqual([])
    careers.mission.values[1].title.mr = ''
    careers.closing.title.mr = undefined
    careers.closing.text.mr = undefined
    careers.closing.action.mr = undefined
    terms.sections[6].title.hi = ''
    terms.sections[6].body.hi = ''
    terms.summary.hi = ''
    expect(missingCareersLines(careers)).toEqual(['Marathi: mission and values: value 2 title, closing band still in English.'])
    expect(missingTermsLines(terms)).toEqual(['Hindi: summary, section 7 (fees-and-payment) still in English.'])
  })
})

describe('figures', () => {
  it('are filled from the constants in every language', () => {
    expect(fillFigures('पडताळणीला साधारणपणे {verificationHours} तास')).toBe('पडताळणीला साधारणपणे 24–48 तास')
    expect(fillFigures('{onboardingMinDays} day to {onboardingMaxMonths} months, {minAge}+')).toBe('1 day to 6 months, 18+')
  })

  it('a placeholder the page cannot fill is refused with the ones it can', () => {
    expect(unknownPlaceholder('at least {minAge} years')).toBe(true)
    expect(unknownPlaceholder('{legalName} agrees', ['legalName'])).toBe(true)
    expect(unknownPlaceholder('{verificationHour} hours')).toMatch(
      /^\{verificationHour\} is not a figure the page can fill\. Use one of \{minAge\}/,
    )
  })
})

describe("a Terms section's text", () => {
  it('paragraphs and "- " lists, both ways', () => {
    const blocks = ['One paragraph.', { list: ['first;', 'second.'] }, 'Last one.']
    expect(legalBody(blocks)).toBe('One paragraph.\n\n- first;\n- second.\n\nLast one.')
    expect(parseLegalBody('One paragraph.\r\n\r\n- first;\n- second.\n\n\nLast one.\n')).toEqual(blocks)
  })
})
