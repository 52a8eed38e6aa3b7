// The consent log's fixed choices (collection `consents`, docs/decisions/clients.md "Consent"); the privacy work reuses them.
export const CONSENT_PURPOSES = [
  { label: 'Applications', value: 'applications' },
  { label: 'Sharing the profile with a client', value: 'client-sharing' },
  { label: 'Newsletter', value: 'newsletter' },
  { label: 'Job alerts', value: 'job-alerts' },
  { label: 'Phone contact', value: 'phone-contact' },
] as const

export const CONSENT_CHANNELS = [
  { label: 'Website form', value: 'form' },
  { label: 'Link in an e-mail', value: 'email-link' },
  { label: 'Recorded by staff', value: 'staff' },
] as const

/** The version of the sharing notice the candidate agrees to (the consent page's text). */
export const SHARING_NOTICE_VERSION = '2026-11'
