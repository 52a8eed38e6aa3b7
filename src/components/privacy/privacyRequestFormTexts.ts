// The privacy policy's request form in the page's language (docs/decisions/languages.md "The privacy policy's form"):
// the English form's own words below (the PrivacyRequestForm namespace's English is the same, a unit test compares
// them), and the shape of the texts a Marathi or Hindi page passes. Client-safe: no message file is imported here; the
// English page passes nothing.
import type { FieldValidity } from '@/components/forms/translatedValidity'
import type { PrivacyRequestKind } from '@/features/privacy/options'

export const privacyRequestFormLabels = {
  email: 'Your e-mail',
  hint: 'For example what to correct, which consent to withdraw, or whom you nominate.',
  send: 'Send me a code',
  sending: 'Sending...',
  sendFailed: 'Your request could not be sent. Please try again.',
  code: 'Code from the e-mail',
  codeSentTo: 'Sent to {email}.',
  confirm: 'Confirm my request',
  checking: 'Checking...',
  checkFailed: 'The code could not be checked. Please try again.',
  change: 'Change my request',
}

export type PrivacyRequestFormLabels = Record<keyof typeof privacyRequestFormLabels, string>

export type PrivacyRequestFormTexts = {
  labels: PrivacyRequestFormLabels
  /** "What are you asking for?" and "Details (optional)", as My account says them. */
  kindField: string
  detailsField: string
  /** The name shown for each kind (the value sent stays the API's). */
  kinds: Record<PrivacyRequestKind, string>
  /** By field name: the browser's messages for the code field in the page's language. */
  validity: Record<string, FieldValidity>
}
