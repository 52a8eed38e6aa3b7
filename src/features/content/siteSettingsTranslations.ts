// The site settings' texts a visitor reads in the page's language (docs/decisions/languages.md, "Site settings"): the
// address's words and the office hours. Staff write them in Marathi and Hindi with Payload's locale selector; an empty
// one shows the English text, marked lang="en-IN". Everything else (names, e-mail, phone, postal code, numbers,
// switches) is one value for every language. Pure, so the unit tests read it without Payload.
import { hasText, missingLines, missingTranslations, type InAllLanguages } from '@/i18n/staffTranslations'

/** The texts that have one version per language, and how staff's "Translations" list names them. */
const siteSettingsTranslatedFields = [
  { name: 'street', label: 'street address' },
  { name: 'city', label: 'city' },
  { name: 'region', label: 'region' },
  { name: 'country', label: 'country' },
  { name: 'hours', label: 'office hours' },
] as const

export type SiteSettingsText = (typeof siteSettingsTranslatedFields)[number]['name']

export const siteSettingsTexts: readonly SiteSettingsText[] = siteSettingsTranslatedFields.map(({ name }) => name)

/** The site settings read with `locale: 'all'`: each translated text is `{ en, mr, hi }` (the address's inside `address`). */
type SiteSettingsInAllLanguages = { address?: Partial<Record<string, unknown>> | null; hours?: unknown }

const valueOf = (doc: SiteSettingsInAllLanguages, name: SiteSettingsText): InAllLanguages =>
  (name === 'hours' ? doc.hours : doc.address?.[name]) as InAllLanguages

/** "Marathi: street address, office hours still in English." One line per language; none when everything is translated. */
export const missingSiteSettingsTranslationLines = (doc: SiteSettingsInAllLanguages): string[] =>
  missingLines(missingTranslations(siteSettingsTranslatedFields.map(({ name, label }) => ({ label, value: valueOf(doc, name) }))))

/**
 * The translated texts in `locale`: each one staff wrote in that language, else the English one, which `english` then
 * names (the page marks it lang="en-IN").
 */
export function siteSettingsTextsIn(
  doc: SiteSettingsInAllLanguages,
  locale: string,
): { texts: Record<SiteSettingsText, string>; english: SiteSettingsText[] } {
  const english: SiteSettingsText[] = []
  const texts = Object.fromEntries(
    siteSettingsTexts.map((name) => {
      const value = valueOf(doc, name)
      if (hasText(value?.[locale])) return [name, String(value?.[locale])]
      english.push(name)
      return [name, typeof value?.en === 'string' ? value.en : '']
    }),
  ) as Record<SiteSettingsText, string>
  return { texts, english }
}

/**
 * `lang="en-IN"` for a settings text shown in English on a Marathi or Hindi page; nothing when it is translated, and
 * nothing on an English page (English settings name no `english` texts).
 */
export const settingsLang = (settings: { english?: readonly SiteSettingsText[] }, text: SiteSettingsText): 'en-IN' | undefined =>
  settings.english?.includes(text) ? 'en-IN' : undefined
