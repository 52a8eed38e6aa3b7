// The account forms' fixed texts: English by default (the English pages pass nothing, so they render as before), and
// in Marathi or Hindi when the page passes `texts` (docs/decisions/languages.md). The pages read them from
// src/i18n/messages on the server; no message file is part of a browser bundle.
import { Fragment, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

export const accountFormLabels = {
  email: 'Email',
  password: 'Password',
  loggingIn: 'Logging in...',
  login: 'Login',
  fullName: 'Full name',
  age: 'Age',
  confirmPassword: 'Confirm password',
  sendingCode: 'Sending code...',
  signUp: 'Sign up',
  codeSentTo: 'We sent the code to {email}.',
  oneTimeCode: 'One-time code',
  verifying: 'Verifying...',
  verify: 'Verify',
  resending: 'Resending...',
  resendCode: 'Resend code',
  sendResetCode: 'Send reset code',
  resetCodeSentTo: 'We sent a {length}-digit code to {email} if it belongs to an account.',
  resetCode: 'Reset code',
  continue: 'Continue',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  saving: 'Saving...',
  setNewPassword: 'Set new password',
  passwordHint: '{min}–{max} characters. Not a commonly used password and not your e-mail name.',
  startOver: 'Start over',
  currentPassword: 'Current password',
  changePassword: 'Change password',
}
export type AccountFormLabels = Record<keyof typeof accountFormLabels, string>

/** The page's language (for the next screen's address), its labels, and its versions of the English messages. */
export type AccountFormTexts = { locale: Locale; labels: AccountFormLabels; problems: Record<string, string> }

/** The labels in the page's language (English when the page passes none). */
export const labelsOf = (texts?: AccountFormTexts): AccountFormLabels => texts?.labels ?? accountFormLabels

/** An English message (a browser check's, or a fallback) in the page's language, when the page gave its version. */
export const say = (texts: AccountFormTexts | undefined, english: string): string => texts?.problems[english] ?? english

/** `template` with {name} placeholders filled, as React children (a value may be an element, e.g. the address in bold). */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>
  })
}
