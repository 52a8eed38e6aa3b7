// How a role's pay and experience read on cards, pages and the job-board feeds. Client-safe.
import { salaryUnitLabel } from '@/features/openings/options'
import { fillText } from '@/lib/fillText'
import type { OpeningSummary } from '@/features/openings/types'

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/**
 * Pay and experience on a Marathi or Hindi page (docs/decisions/languages.md "Numbers"): Intl's locale of the page
 * (`mr-IN-u-nu-latn`, Latin digits) and the words of messages/*.json, namespace Numbers. Plain strings, so the server
 * hands them to client components as props; an English page passes none and keeps the English below.
 */
export type NumberWords = {
  lang: string
  units: Record<string, string>
  experienceFresher: string
  experiencePlus: string
  experienceOne: string
  experienceExact: string
  experienceRange: string
}

/**
 * Rupees with Indian (lakh) grouping in `lang`: the number's own format after "₹". Intl's currency format is not
 * used here because ICU writes Marathi amounts in thousands (₹1,200,000) while its plain numbers group by lakh.
 */
export function rupeesIn(lang: string): (amount: number) => string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })
  return (amount) => `₹${number.format(amount)}`
}

/** "₹25,000–₹35,000 per month" (Marathi "₹25,000–₹35,000 दरमहा"), or null when no pay is given. */
export function salaryText(salary: OpeningSummary['salary'], words?: NumberWords): string | null {
  if (!salary) return null
  const format = words ? rupeesIn(words.lang) : (amount: number) => rupees.format(amount)
  const range = salary.max !== null && salary.max !== salary.min ? `${format(salary.min)}–${format(salary.max)}` : format(salary.min)
  return `${range} ${words?.units[salary.unit] ?? salaryUnitLabel(salary.unit)}`
}

/** "0–1 years", "3+ years", "Freshers welcome" (in the page's language with `words`). */
export function experienceText({ min, max }: OpeningSummary['experience'], words?: NumberWords): string {
  if (words) {
    if (min === 0 && (max === null || max === 0)) return words.experienceFresher
    if (max === null) return fillText(words.experiencePlus, { min })
    if (max === min) return min === 1 ? words.experienceOne : fillText(words.experienceExact, { min })
    return fillText(words.experienceRange, { min, max })
  }
  if (min === 0 && (max === null || max === 0)) return 'Freshers welcome'
  if (max === null) return `${min}+ years`
  if (max === min) return `${min} ${min === 1 ? 'year' : 'years'}`
  return `${min}–${max} years`
}

export function employerText(employer: OpeningSummary['employer']): string | null {
  if (employer.kind === 'named') return employer.name
  if (employer.kind === 'confidential') return 'Confidential client'
  return null
}
