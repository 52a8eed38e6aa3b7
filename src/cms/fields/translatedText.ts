// A text staff write per language and must write in English (docs/decisions/languages.md, "Required in English only"):
// localized; validated by its type's own rules with `required` only while English is saved (requiredInEnglish: an
// empty Marathi or Hindi text shows the English one); its label shows Payload's required star only while staff edit
// English (EnglishRequiredLabel). One place, so a field never gets the rule without the star or the other way round.
import type { RichTextField, TextareaField, TextField } from 'payload'

import { requiredInEnglish } from '@/i18n/staffTranslations'

/** The admin label that shows the required star in English only. */
const ENGLISH_REQUIRED_LABEL = '/cms/components/translations/EnglishRequiredLabel#EnglishRequiredLabel'

type TranslatedField = TextField | TextareaField | RichTextField

/**
 * `field`, localized and required in English only. `validate` is the type's own validation (`text`, `textarea`,
 * `richText` from payload/shared, or one that calls it): it is told the text is required only while English is saved.
 */
export function requiredInEnglishField<F extends TranslatedField>(
  field: Omit<F, 'localized' | 'validate'>,
  validate: NonNullable<F['validate']>,
): F {
  return {
    ...field,
    localized: true,
    validate: requiredInEnglish(validate as Parameters<typeof requiredInEnglish>[0]),
    admin: { ...field.admin, components: { ...field.admin?.components, Label: ENGLISH_REQUIRED_LABEL } },
  } as F
}
