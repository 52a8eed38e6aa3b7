// The figures inside the Careers page's and the Terms' texts (docs/decisions/languages.md, "Careers and Terms in the
// CMS"). Staff write those texts per language in the admin, but a figure that comes from a business constant is not
// theirs to retype: the text holds a placeholder ({verificationHours}) and the page fills it from the constant, in every
// language, so 24–48 cannot drift between English, Marathi and Hindi. The units stay words of each language
// ("{verificationHours} hours", "{verificationHours} तास"). Pure, so the unit tests and the seed read it without Payload.
import { joinList } from '@/copy/text'
import {
  MICRO_INTERNSHIP_WEEKS,
  MIN_SIGNUP_AGE,
  ONBOARDING_MAX_MONTHS,
  ONBOARDING_MIN_DAYS,
  PAYMENT_METHODS,
  VERIFICATION_HOURS,
} from '@/lib/constants'

/** Every placeholder a text may hold, and what fills it. */
const pageFigures = {
  minAge: String(MIN_SIGNUP_AGE),
  verificationHours: VERIFICATION_HOURS,
  internshipWeeks: MICRO_INTERNSHIP_WEEKS,
  onboardingMinDays: String(ONBOARDING_MIN_DAYS),
  onboardingMaxMonths: String(ONBOARDING_MAX_MONTHS),
  // The methods' names as the English terms list them; a translation writes them in its own words.
  paymentMethods: joinList(PAYMENT_METHODS, 'and'),
} as const

/** The Terms' intro names the company as Site settings spell it. */
export const companyPlaceholders = ['legalName', 'companyName'] as const

const placeholderPattern = /\{([A-Za-z]+)\}/g

/** The text with each figure's placeholder filled (and `extra` ones, such as the company's names). */
export function fillFigures(text: string, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = { ...pageFigures, ...extra }
  return text.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole)
}

/** Staff's validation: a placeholder the page cannot fill (a typo) would be printed as it is. */
export function unknownPlaceholder(text: unknown, allowed: readonly string[] = []): string | true {
  if (typeof text !== 'string') return true
  const known = new Set([...Object.keys(pageFigures), ...allowed])
  const unknown = [...text.matchAll(placeholderPattern)].map((match) => match[1]).find((name) => !known.has(name))
  if (!unknown) return true
  const list = [...known].map((name) => `{${name}}`).join(', ')
  return `{${unknown}} is not a figure the page can fill. Use one of ${list}, or write the words without braces.`
}

/**
 * The other way, for the seed: the code copy's figures turned back into placeholders. `phrases` are a language's own
 * wordings of a figure with two ends (the onboarding range) that the bare numbers alone would not find safely.
 */
export function toPlaceholders(text: string, phrases: readonly [string, string][] = []): string {
  let result = text
  for (const [phrase, placeholder] of phrases) result = result.replaceAll(phrase, placeholder)
  return result
    .replaceAll(pageFigures.paymentMethods, '{paymentMethods}')
    .replaceAll(VERIFICATION_HOURS, '{verificationHours}')
    .replaceAll(MICRO_INTERNSHIP_WEEKS, '{internshipWeeks}')
    .replace(new RegExp(`(?<![\\d{])${MIN_SIGNUP_AGE}(?![\\d}])`, 'g'), '{minAge}')
}
