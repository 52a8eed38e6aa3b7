// My account's consents, delete and mail-language controls: their English texts are the components' own, word for word;
// a Marathi or Hindi page passes the same keys in its language (messages/*.json, namespace AccountControls; see
// docs/decisions/languages.md). Client-safe: no message file is imported here.
export const accountControlLabels = {
  consentNotGiven: 'Not given',
  consentGiven: 'Given',
  consentWithdrawn: 'Withdrawn',
  consentGivenOn: 'Given on {date}',
  consentWithdrawnOn: 'Withdrawn on {date}',
  consentWithdraw: 'Withdraw',
  consentGive: 'Give consent',
  consentWithdrawLabel: 'Withdraw consent: {purpose}',
  consentGiveLabel: 'Give consent: {purpose}',
  consentSaving: 'Saving...',
  consentFailed: 'Your choice could not be saved. Please try again.',
  purposeApplications: 'Applications',
  purposeClientSharing: 'Sharing the profile with a client',
  purposeNewsletter: 'Newsletter',
  purposeJobAlerts: 'Job alerts',
  purposePhoneContact: 'Phone contact',
  deleteButton: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteText: 'Your account, its login sessions and the personal data we keep with it are removed for good. This cannot be undone.',
  deleteCancel: 'Cancel',
  deleting: 'Deleting...',
  deleteConfirm: 'Yes, delete my account',
  deleteFailed: 'Failed to delete your account.',
  mailLanguage: 'Language of our e-mails',
  mailLanguageIntro: 'The codes, application updates and job alerts we e-mail you are written in this language.',
  mailLanguageSave: 'Save language',
  mailLanguageSaving: 'Saving...',
  mailLanguageFailed: 'Your choice could not be saved. Please try again.',
}

export type AccountControlLabels = Record<keyof typeof accountControlLabels, string>

/** A consent purpose's key in the labels. */
export const purposeLabelKey = {
  applications: 'purposeApplications',
  'client-sharing': 'purposeClientSharing',
  newsletter: 'purposeNewsletter',
  'job-alerts': 'purposeJobAlerts',
  'phone-contact': 'purposePhoneContact',
} as const satisfies Record<string, keyof AccountControlLabels>
