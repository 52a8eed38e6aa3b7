'use client'
// The label of a text staff translate that is required in English only (cms/fields/translatedText.ts):
// Payload's own label, with its required star while the English version is being edited and without it in Marathi
// and Hindi, where an empty text shows the English one. Payload's `required` cannot say this: it applies to every
// language.
import { FieldLabel, useLocale } from '@payloadcms/ui'
import type { FieldLabelClientComponent } from 'payload'

export const EnglishRequiredLabel: FieldLabelClientComponent = ({ field, label, path, localized }) => {
  const { code } = useLocale()
  return (
    <FieldLabel
      label={label ?? (field && 'label' in field ? field.label : undefined)}
      path={path}
      localized={localized ?? Boolean(field && 'localized' in field && field.localized)}
      required={code === 'en'}
    />
  )
}
