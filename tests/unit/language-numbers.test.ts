// Pay and experience on the Marathi and Hindi pages (docs/decisions/languages.md "Numbers"): Intl with the page's
// locale and Latin digits, lakh grouping (₹12,00,000) in every language, the words of the Numbers namespace; the
// English texts unchanged.
import { describe, expect, it } from 'vitest'

import { experienceText, rupeesIn, salaryText, type NumberWords } from '@/features/openings/format'
import { intlLocale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import hi from '@/i18n/messages/hi.json'
import mr from '@/i18n/messages/mr.json'

const wordsOf = (locale: 'mr' | 'hi', messages: typeof mr): NumberWords => ({ lang: intlLocale[locale], ...messages.Numbers })
const marathi = wordsOf('mr', mr)
const hindi = wordsOf('hi', hi)
const pay = (min: number, max: number | null, unit: 'month' | 'year' | 'hour' | 'total') => ({ min, max, unit, currency: 'INR' as const })

describe('salaries', () => {
  it('English stays as it was: en-IN currency with lakh grouping', () => {
    expect(salaryText(pay(1_200_000, null, 'year'))).toBe('₹12,00,000 per year')
    expect(salaryText(pay(25_000, 35_000, 'month'))).toBe('₹25,000–₹35,000 per month')
    expect(salaryText(null)).toBeNull()
  })

  it('Marathi and Hindi: lakh and crore grouping, Latin digits, the unit in the language', () => {
    expect(salaryText(pay(1_200_000, null, 'year'), marathi)).toBe('₹12,00,000 वर्षाला')
    expect(salaryText(pay(25_000, 35_000, 'month'), marathi)).toBe('₹25,000–₹35,000 दरमहा')
    expect(salaryText(pay(450, 450, 'hour'), hindi)).toBe('₹450 प्रति घंटा')
    expect(salaryText(pay(15_000_000, null, 'total'), hindi)).toBe('₹1,50,00,000 कुल')
    expect(salaryText(pay(600_000, 900_000, 'year'), hindi)).toBe('₹6,00,000–₹9,00,000 सालाना')
  })

  it('every language’s rupees group by lakh (Intl’s Marathi currency format would not)', () => {
    for (const locale of ['en', 'mr', 'hi'] as const) expect(rupeesIn(intlLocale[locale])(1_234_567)).toBe('₹12,34,567')
    expect(en.Numbers.units).toEqual({ month: 'per month', year: 'per year', hour: 'per hour', total: 'in total' })
  })
})

describe('experience', () => {
  it('English unchanged; Marathi and Hindi in their words with Latin digits', () => {
    expect(experienceText({ min: 0, max: 1 })).toBe('0–1 years')
    expect(experienceText({ min: 0, max: 1 }, marathi)).toBe('0–1 वर्षं')
    expect(experienceText({ min: 3, max: null }, hindi)).toBe('3+ साल')
    expect(experienceText({ min: 0, max: null }, marathi)).toBe('फ्रेशर्सचं स्वागत आहे')
    expect(experienceText({ min: 1, max: 1 }, hindi)).toBe('1 साल')
    expect(experienceText({ min: 2, max: 2 }, marathi)).toBe('2 वर्षं')
  })
})
