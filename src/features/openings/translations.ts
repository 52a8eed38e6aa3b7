// Which of an open role's texts still lack a Marathi or Hindi version (docs/decisions/languages.md, "Role content"):
// shown to staff at the top of a role's edit screen. Pure, so the unit tests read it without Payload.

/** The translated languages and the role texts that have one version per language, in staff words. */
const roleTranslationLanguages = [
  { code: 'mr', name: 'Marathi' },
  { code: 'hi', name: 'Hindi' },
] as const

const roleTranslatedFields = [
  { name: 'title', label: 'title' },
  { name: 'summary', label: 'summary' },
  { name: 'description', label: 'about the role' },
  { name: 'responsibilities', label: 'what you will do' },
  { name: 'requirements', label: 'what we are looking for' },
] as const

/** The names of the texts a role has once per language. */
export const roleTextFields = roleTranslatedFields.map((field) => field.name)

type Lexical = { root?: { children?: unknown[] } } | null | undefined

/** True when a value holds something a visitor would read: text, a non-empty list, a rich text with words in it. */
export function hasRoleText(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((row) => hasRoleText((row as { text?: unknown } | null)?.text))
  if (typeof value === 'object') return lexicalText((value as Lexical)?.root).trim() !== ''
  return false
}

function lexicalText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children } = node as { text?: unknown; children?: unknown[] }
  return (typeof text === 'string' ? text : '') + (Array.isArray(children) ? children.map(lexicalText).join(' ') : '')
}

/** A role read with `locale: 'all'`: each translated field is `{ en, mr, hi }`. */
export type RoleInAllLanguages = Partial<Record<(typeof roleTranslatedFields)[number]['name'], Record<string, unknown> | null>>

export type MissingTranslation = { language: string; fields: string[] }

/**
 * Per language, the texts written in English but not in that language (shown in English on its pages until
 * translated). A text empty in English too is not listed: nothing falls back.
 */
export function missingRoleTranslations(role: RoleInAllLanguages): MissingTranslation[] {
  return roleTranslationLanguages
    .map(({ code, name }) => ({
      language: name,
      fields: roleTranslatedFields
        .filter(({ name: field }) => hasRoleText(role[field]?.en) && !hasRoleText(role[field]?.[code]))
        .map(({ label }) => label),
    }))
    .filter(({ fields }) => fields.length > 0)
}

/** "Marathi: title, summary still in English." One line per language; none when everything is translated. */
export function missingTranslationLines(role: RoleInAllLanguages): string[] {
  return missingRoleTranslations(role).map(({ language, fields }) => `${language}: ${fields.join(', ')} still in English.`)
}

/**
 * A translated text is required in English only: an empty Marathi or Hindi version falls back to the English one, so a
 * role can be translated one field at a time. Wraps Payload's own validation of the field's type.
 */
export function requiredInEnglish<V, O extends { req: { locale?: string | null }; required?: boolean }, R>(
  validate: (value: V, options: O) => R,
): (value: V, options: O) => R {
  return (value, options) => validate(value, { ...options, required: !options.req.locale || options.req.locale === 'en' })
}

/**
 * `lang="en-IN"` for a role's text shown in English on a Marathi or Hindi page (not translated yet); nothing when it is
 * translated, and nothing on an English page (an English read names no `english` texts).
 */
export const inEnglish = (role: { english?: readonly string[] }, text: string): 'en-IN' | undefined =>
  role.english?.includes(text) ? 'en-IN' : undefined
