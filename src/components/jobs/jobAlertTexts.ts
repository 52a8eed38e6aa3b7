// The job alert form's and controls' fixed texts (docs/decisions/languages.md "Job alerts in Marathi and Hindi"): the
// English ones are the components' own, word for word; a Marathi or Hindi page passes the same keys in its language
// (messages/*.json, namespace JobAlertForm). Client-safe: no message file is imported here.
export const jobAlertLabels = {
  summary: 'E-mail me roles like these',
  email: 'Your e-mail',
  howOften: 'How often',
  daily: 'Daily',
  weekly: 'Weekly',
  consent: 'I agree that my details are used to e-mail me new roles that match this search, as described in the',
  privacyLink: 'privacy policy',
  afterPrivacyLink: '.',
  submitting: 'Setting up...',
  submit: 'Set up my job alert',
  failed: 'We could not set up your job alert right now. Please try again.',
  save: 'Save',
  turnOff: 'Turn off this alert',
  saveFailed: 'We could not save your job alert right now. Please try again.',
}

export type JobAlertLabels = Record<keyof typeof jobAlertLabels, string>
