// Which of an open role's texts still lack a Marathi or Hindi version (docs/decisions/languages.md, "Role content"):
// shown to staff at the top of a role's edit screen. Pure, so the unit tests read it without Payload.
import { hasText, missingLines, missingTranslations, type MissingTranslation } from '@/i18n/staffTranslations'

export { requiredInEnglish } from '@/i18n/staffTranslations'

/** The role texts that have one version per language, in staff words. */
const roleTranslatedFields = [
  { name: 'title', label: 'title' },
  { name: 'summary', label: 'summary' },
  { name: 'description', label: 'about the role' },
  { name: 'responsibilities', label: 'what you will do' },
  { name: 'requirements', label: 'what we are looking for' },
] as const

/** The names of the texts a role has once per language. */
export const roleTextFields = roleTranslatedFields.map((field) => field.name)

/** True when a value holds something a visitor would read: text, a non-empty list, a rich text with words in it. */
export const hasRoleText = hasText

/** A role read with `locale: 'all'`: each translated field is `{ en, mr, hi }`. */
export type RoleInAllLanguages = Partial<Record<(typeof roleTranslatedFields)[number]['name'], Record<string, unknown> | null>>

/**
 * Per language, the texts written in English but not in that language (shown in English on its pages until
 * translated). A text empty in English too is not listed: nothing falls back.
 */
export const missingRoleTranslations = (role: RoleInAllLanguages): MissingTranslation[] =>
  missingTranslations(roleTranslatedFields.map(({ name, label }) => ({ label, value: role[name] })))

/** "Marathi: title, summary still in English." One line per language; none when everything is translated. */
export const missingTranslationLines = (role: RoleInAllLanguages): string[] => missingLines(missingRoleTranslations(role))

/**
 * `lang="en-IN"` for a role's text shown in English on a Marathi or Hindi page (not translated yet); nothing when it is
 * translated, and nothing on an English page (an English read names no `english` texts).
 */
export const inEnglish = (role: { english?: readonly string[] }, text: string): 'en-IN' | undefined =>
  role.english?.includes(text) ? 'en-IN' : undefined
