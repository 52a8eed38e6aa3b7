// What a CMS text needs to be written per language (Payload localization, docs/decisions/languages.md): English is
// required, Marathi and Hindi fall back to it while empty, and staff see which texts are still English. Shared by the
// open roles, the site settings, the FAQs, the Careers page and the Terms (the fields: cms/fields/translatedText.ts).
// Pure, so the unit tests read it without Payload.

/** The languages staff translate into, in staff words. */
export const translationLanguages = [
  { code: 'mr', name: 'Marathi' },
  { code: 'hi', name: 'Hindi' },
] as const

type Lexical = { root?: { children?: unknown[] } } | null | undefined

/** True when a value holds something a visitor would read: text, a non-empty list, a rich text with words in it. */
export function hasText(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((row) => hasText((row as { text?: unknown } | null)?.text))
  if (typeof value === 'object') return lexicalText((value as Lexical)?.root).trim() !== ''
  return false
}

function lexicalText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children } = node as { text?: unknown; children?: unknown[] }
  return (typeof text === 'string' ? text : '') + (Array.isArray(children) ? children.map(lexicalText).join(' ') : '')
}

/** A text read with `locale: 'all'`: `{ en, mr, hi }`. */
export type InAllLanguages = Record<string, unknown> | null | undefined

/** The text in `locale`, or the English one while that language's is empty (then `english` is true). */
export function textIn(value: InAllLanguages, locale: string): { text: string; english: boolean } {
  if (hasText(value?.[locale])) return { text: String(value?.[locale]), english: false }
  return { text: typeof value?.en === 'string' ? value.en : '', english: locale !== 'en' }
}

export type MissingTranslation = { language: string; fields: string[] }

/**
 * Per language, the labels of the texts written in English but not in that language (shown in English on its pages
 * until translated). A text empty in English too is not listed: nothing falls back.
 */
export function missingTranslations(fields: readonly { label: string; value: InAllLanguages }[]): MissingTranslation[] {
  return translationLanguages
    .map(({ code, name }) => ({
      language: name,
      fields: fields.filter(({ value }) => hasText(value?.en) && !hasText(value?.[code])).map(({ label }) => label),
    }))
    .filter(({ fields: missing }) => missing.length > 0)
}

/** "Marathi: title, summary still in English." One line per language; none when everything is translated. */
export const missingLines = (missing: MissingTranslation[]): string[] =>
  missing.map(({ language, fields }) => `${language}: ${fields.join(', ')} still in English.`)

/**
 * A translated text is required in English only: an empty Marathi or Hindi version falls back to the English one, so a
 * document can be translated one field at a time (Payload's own `required` would make the columns of its `_locales`
 * table NOT NULL). Wraps Payload's own validation of the field's type.
 */
export function requiredInEnglish<V, O extends { req: { locale?: string | null }; required?: boolean }, R>(
  validate: (value: V, options: O) => R,
): (value: V, options: O) => R {
  return (value, options) => validate(value, { ...options, required: !options.req.locale || options.req.locale === 'en' })
}
