// A text of a fixed page that staff write per language (the Careers page, the Terms; docs/decisions/languages.md,
// "Careers and Terms in the CMS"): localized, required in English only (an empty Marathi or Hindi text shows the English
// one), and refused when it holds a figure placeholder the page cannot fill (features/content/pageFigures.ts).
import type { TextareaField, TextField } from 'payload'
import { text, textarea } from 'payload/shared'

import { unknownPlaceholder } from '@/features/content/pageFigures'
import { englishRequiredLabel, requiredInEnglish } from '@/i18n/staffTranslations'

type Options = { label?: string; description?: string; allowed?: readonly string[] }

export function pageText(name: string, { label, description, allowed = [] }: Options = {}): TextField {
  const required = requiredInEnglish(text)
  return {
    name,
    ...(label ? { label } : {}),
    type: 'text',
    localized: true,
    validate: (value, options) => {
      const result = required(value, options)
      return result === true ? unknownPlaceholder(value, allowed) : result
    },
    admin: { ...(description ? { description } : {}), components: { Label: englishRequiredLabel } },
  }
}

export function pageTextarea(name: string, { label, description, allowed = [] }: Options = {}): TextareaField {
  const required = requiredInEnglish(textarea)
  return {
    name,
    ...(label ? { label } : {}),
    type: 'textarea',
    localized: true,
    validate: (value, options) => {
      const result = required(value, options)
      return result === true ? unknownPlaceholder(value, allowed) : result
    },
    admin: { ...(description ? { description } : {}), components: { Label: englishRequiredLabel } },
  }
}
