// My account's "Your data", "Correct your profile" and data-rights request controls: their English texts are the
// components' own, word for word; a Marathi or Hindi page passes the same keys in its language (messages/*.json,
// namespace AccountPrivacy; see docs/decisions/languages.md). Client-safe: no message file is imported here.
import type { PrivacyRequestKind } from '@/features/privacy/options'

export const accountPrivacyLabels = {
  dataProfile: 'Candidate profile',
  dataProfileEmpty: 'We hold no candidate profile for you.',
  dataApplications: 'Applications and their stages',
  dataApplicationsEmpty: 'No applications.',
  dataOpenApplication: 'Open application',
  dataAppliedNow: ': applied {date}, now {stage}',
  dataResumes: 'Resumes',
  dataResumesEmpty: 'No resumes.',
  dataReceived: ', received {date}',
  dataConsents: 'Consents',
  dataConsentsEmpty: 'No consent recorded.',
  dataConsentGiven: '{purpose}: given {date}',
  dataConsentWithdrawn: '{purpose}: withdrawn {date}',
  dataShares: 'Companies your profile was shared with',
  dataSharesEmpty: 'We have not shared your profile with any company.',
  dataMails: 'E-mails we sent you in the last 12 months',
  dataMailsEmpty: 'No e-mails recorded in the last 12 months.',
  dataAlso: 'Also',
  downloadText:
    'A ZIP file with all of it (your records as data.json, and your resume files). We e-mail you a link that works for 24 hours.',
  downloadButton: 'Download your data',
  downloadSending: 'Sending...',
  downloadFailed: 'Your request could not be sent. Please try again.',
  correctTitle: 'Correct your profile',
  correctIntro: 'The details of your candidate profile, as our recruiters see them. Change what is wrong and save.',
  correctNoProfile: 'We hold no candidate profile for you yet: it is made when you apply for a role.',
  fieldName: 'Name',
  fieldPhone: 'Phone',
  fieldLocation: 'Location',
  fieldHeadline: 'Headline',
  fieldSkills: 'Skills',
  fieldLanguages: 'Languages',
  fieldYearsExperience: 'Years of experience',
  fieldNoticeDays: 'Notice period (days)',
  fieldPortfolio: 'Portfolio',
  commaHint: 'Separated by commas',
  correctSave: 'Save corrections',
  correctSaving: 'Saving...',
  correctFailed: 'Your correction could not be saved. Please try again.',
  requestFormLabel: 'Make a privacy request',
  requestKind: 'What are you asking for?',
  kindAccess: 'A summary of my data (access)',
  kindCorrection: 'Correct my data',
  kindErasure: 'Erase my data',
  kindWithdrawal: 'Withdraw a consent',
  kindGrievance: 'A grievance (complaint)',
  kindNomination: 'Nominate someone to act for me',
  requestDetails: 'Details (optional)',
  requestHint: 'For example what to correct, which data to erase, what went wrong, or whom you nominate.',
  requestSend: 'Send my request',
  requestSending: 'Sending...',
  requestFailed: 'Your request could not be sent. Please try again.',
  requestsList: 'Your requests',
  wordAccess: 'Access',
  wordCorrection: 'Correction',
  wordErasure: 'Erasure',
  wordWithdrawal: 'Withdrawal',
  wordGrievance: 'Grievance',
  wordNomination: 'Nomination',
  requestSent: '{reference}, sent {date}',
  requestAnswered: 'Answered on {date}',
  requestClosed: 'Closed',
  requestOpen: 'Open: we answer by {date}',
}

export type AccountPrivacyLabels = Record<keyof typeof accountPrivacyLabels, string>

const capital = (kind: PrivacyRequestKind) => `${kind[0].toUpperCase()}${kind.slice(1)}` as Capitalize<PrivacyRequestKind>

/** A request kind's choice in the form ("Erase my data"). */
export const kindLabelKey = (kind: PrivacyRequestKind) => `kind${capital(kind)}` as const
/** A request kind in one word, as the member's list shows it ("Erasure"). */
export const kindWordKey = (kind: PrivacyRequestKind) => `word${capital(kind)}` as const

/** The candidate profile's field labels (the form's and "Your data"'s), English → key. */
export const profileFieldKey: Record<string, keyof AccountPrivacyLabels> = {
  Name: 'fieldName',
  Phone: 'fieldPhone',
  Location: 'fieldLocation',
  Headline: 'fieldHeadline',
  Skills: 'fieldSkills',
  Languages: 'fieldLanguages',
  'Years of experience': 'fieldYearsExperience',
  'Notice period (days)': 'fieldNoticeDays',
  Portfolio: 'fieldPortfolio',
}
