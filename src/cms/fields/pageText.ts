// A text of a fixed page that staff write per language (the Careers page, the Terms; docs/decisions/languages.md,
// "Careers and Terms in the CMS"): localized, required in English only (an empty Marathi or Hindi text shows the English
// one), and refused when it holds a figure placeholder the page cannot fill (features/content/pageFigures.ts).
import type { TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

import { unknownPlaceholder } from '@/features/content/pageFigures'

import { requiredInEnglishField } from './translatedText'

type Options = { label?: string; description?: string; allowed?: readonly string[] }

/** The type's own validation, then the check of its figure placeholders. */
const withPlaceholders =
  <V, O>(validate: (value: V, options: O) => string | true | Promise<string | true>, allowed: readonly string[]) =>
  async (value: V, options: O) => {
    const result = await validate(value, options)
    return result === true ? unknownPlaceholder(value, allowed) : result
  }

const base = (name: string, { label, description }: Options) => ({
  name,
  ...(label ? { label } : {}),
  ...(description ? { admin: { description } } : {}),
})

export const pageText = (name: string, options: Options = {}): TextField =>
  requiredInEnglishField<TextField>({ ...base(name, options), type: 'text' }, withPlaceholders(text, options.allowed ?? []))

export const pageTextarea = (name: string, options: Options = {}): TextareaField =>
  requiredInEnglishField<TextareaField>({ ...base(name, options), type: 'textarea' }, withPlaceholders(textarea, options.allowed ?? []))
