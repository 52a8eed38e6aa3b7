// The talent application form's fixed texts (docs/decisions/languages.md "The talent application form"): the English
// ones are the form's own, word for word; a Marathi or Hindi page passes the same keys in its language (messages/*.json,
// namespace TalentForm), with the refusals the browser and the form show without asking the server. Client-safe: no
// message file is imported here, so the English page's bundle carries only these English lines.
import type { FieldValidity } from '@/components/forms/translatedValidity'

export const talentFormLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  locationPlaceholder: 'e.g. Kothrud, Pune',
  about: 'About you',
  aboutHint: 'Your skills, the kind of work you want, and anything we should know (for example a career break).',
  resume: 'Resume',
  resumeHint: 'PDF, DOC or DOCX, max 5MB.',
  consent: 'I agree that my details are used to consider me for work and contact me about it, as described in the',
  phoneConsent: 'Optional: you may also call me or message me on WhatsApp about roles that suit me, as described in the',
  privacyLink: 'privacy policy',
  afterPrivacyLink: '.',
  uploading: 'Uploading… {progress}%',
  uploadProgress: 'Upload progress',
  submitting: 'Submitting...',
  submit: 'Submit application',
  successRole: 'Your application for {title} has reached our team.',
  successNext: 'We verify applications within 24–48 hours and will e-mail you about next steps.',
  followLink: 'Follow it in My applications',
}

export type TalentFormLabels = Record<keyof typeof talentFormLabels, string>

export type TalentFormTexts = {
  labels: TalentFormLabels
  /** English message → the page's language, for the messages the form shows without the server (its checks, fallbacks). */
  problems: Record<string, string>
  /** By field name: what the browser says when the field is left empty or is not valid. */
  validity: Record<string, FieldValidity>
}

/** `{name}` in a label filled with its value. */
export { fillText as fillLabel } from '@/lib/fillText'
