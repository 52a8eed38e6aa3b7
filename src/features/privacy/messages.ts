// What people read in the privacy screens and API (docs/decisions/privacy.md).
import { CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'

const purposeNames = CONSENT_PURPOSES.map(({ value }) => value).join(', ')

export const privacyMessages = {
  purposeUnknown: `Choose one of the purposes: ${purposeNames}.`,
  grantedRequired: 'Say whether you give (true) or withdraw (false) this consent.',
  consentGiven: 'Thank you. Your consent is recorded.',
  consentWithdrawn: 'Your consent is withdrawn from now on. A receipt is on its way to your e-mail.',
  requestKindUnknown: 'Choose what you are asking for: access, correction, erasure, withdrawal, grievance or nomination.',
  requestTextNotText: 'Write your request as text.',
  requestTextTooLong: 'Please keep your request under 4000 characters.',
  requestCodeSent: 'Thank you. If the address is right, a code to confirm your request is on its way to it. It is valid for 10 minutes.',
  requestNotFound: 'We found no request waiting for this code. Please send the form again.',
  exportQueued:
    'Thank you. We are preparing your data; a link to download it will reach your e-mail in a few minutes. It works for 24 hours.',
  exportTooOften: 'You asked for your data several times in the last hour. Please use the link we e-mailed you, or try again later.',
  exportExpired: 'This download link has expired: links work for 24 hours. Ask for your data again on your account page.',
  exportLinkInvalid:
    'This download link is not valid. Please use the link exactly as it is in the e-mail, or ask for your data again on your account page.',
  profileSaved: 'Thank you. Your profile is corrected.',
  profileNothingChanged: 'Nothing was changed.',
  noCandidateProfile: 'We hold no candidate profile for you yet: it is made when you apply for a role.',
  requestConfirmed: (due: string) => `Thank you. Your request is confirmed; we will answer by ${due}. A copy is on its way to your e-mail.`,
  memberRequestFiled: (reference: string, due: string) =>
    `Thank you. Your request ${reference} is recorded; we will answer by ${due}. A copy is on its way to your e-mail.`,
  tooManyWaiting: (max: number) =>
    `You already have ${max} requests waiting for our answer. We will answer them first; you can add to one by replying to its e-mail.`,
} as const
