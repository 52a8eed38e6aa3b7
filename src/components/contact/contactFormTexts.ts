// The contact form's fixed texts on a Marathi or Hindi page (docs/decisions/languages.md "The contact form"): the same
// keys as the English form's own (copy/contact.ts `contactFormText`), the names shown for the inquiry types (the values
// sent stay the English ones the API takes), the messages the form shows without the server, and the browser's checks
// of each field. Client-safe: no message file is imported here; the English page passes nothing.
import type { FieldValidity } from '@/components/forms/translatedValidity'
import type { contactFormText } from '@/copy/contact'
import type { INQUIRY_TYPES } from '@/lib/constants'

export type ContactFormLabels = Record<keyof typeof contactFormText, string>

export type ContactFormTexts = {
  labels: ContactFormLabels
  /** The name shown for each inquiry type. */
  inquiryTypes: Record<(typeof INQUIRY_TYPES)[number], string>
  /** English message → the page's language, for the messages the form shows itself (success, failure fallbacks). */
  problems: Record<string, string>
  /** By field name: the browser's messages in the page's language. */
  validity: Record<string, FieldValidity>
}
