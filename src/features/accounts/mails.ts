// The account e-mails as text and HTML: pure builders (mailer.ts sends them). Codes appear only in the mail body.
import { composeMail, type MailContent } from '@/lib/mailContent'
import { OTP_TTL_MS, type OtpPurpose } from '@/lib/constants'
import { mailText } from '@/i18n/mailText'
import { localizedPath, type Locale } from '@/i18n/locales'
import { absoluteUrl, routes } from '@/lib/routes'

/** The account mails' frame: the subject as heading, the company as footer; `code` shown boxed, `locale` the HTML's lang. */
const accountMail = (
  company: string,
  subject: string,
  paragraphs: string[],
  { code, locale }: { code?: string; locale?: Locale } = {},
): MailContent => composeMail({ subject, heading: subject, paragraphs, code, footer: company, locale })

const minutes = OTP_TTL_MS / 60_000

/** The codes a Marathi or Hindi reader may get, and their sentences' names in the Mail namespace. */
const localizedCodes = { signup: 'signup', reset: 'reset', 'privacy-request': 'privacyCode' } as const
type LocalizedCode = keyof typeof localizedCodes
const isLocalizedCode = (purpose: OtpPurpose): purpose is LocalizedCode => purpose in localizedCodes

/**
 * The sign-up, password reset and privacy request codes in the reader's language (Marathi or Hindi;
 * docs/decisions/languages.md). The English mails are codeMail's own, which the Mail namespace's English reproduces
 * exactly (tests/unit).
 */
export function localizedCodeMail(company: string, purpose: LocalizedCode, code: string, locale: Locale): MailContent {
  const values = { company, minutes }
  const name = localizedCodes[purpose]
  return accountMail(
    company,
    mailText(locale, `${name}Subject`, values),
    [mailText(locale, `${name}Lead`, values), mailText(locale, `${name}Valid`, values)],
    { code, locale },
  )
}

/**
 * `locale`: the language of the page (sign-up) or of the member (password reset; a privacy request from an address
 * that is a member's); the client area's code is in English.
 */
export function codeMail(company: string, purpose: OtpPurpose, code: string, locale: Locale = 'en'): MailContent {
  if (isLocalizedCode(purpose) && locale !== 'en') return localizedCodeMail(company, purpose, code, locale)
  if (purpose === 'privacy-request')
    return accountMail(
      company,
      `Your ${company} privacy request code`,
      [
        `Use this one-time code to confirm your privacy request to ${company}:`,
        `It is valid for ${minutes} minutes and can be used once. If you did not send a privacy request, you can ignore this e-mail; nothing is sent to us without the code.`,
      ],
      { code },
    )
  if (purpose === 'client-login')
    return accountMail(
      company,
      `Your ${company} client area code`,
      [
        `Use this one-time code to log in to the ${company} client area and review your shortlists:`,
        `It is valid for ${minutes} minutes and can be used once. If you did not try to log in, you can ignore this e-mail.`,
      ],
      { code },
    )
  return purpose === 'signup'
    ? accountMail(
        company,
        `Your ${company} signup code`,
        [
          `Use this one-time code to finish creating your ${company} account:`,
          `It is valid for ${minutes} minutes and can be used once. If you did not try to sign up, you can ignore this e-mail.`,
        ],
        { code },
      )
    : accountMail(
        company,
        `Your ${company} password reset code`,
        [
          `Use this one-time code to set a new password for your ${company} account:`,
          `It is valid for ${minutes} minutes and can be used once. If you did not ask to reset your password, you can ignore this e-mail; your password stays unchanged.`,
        ],
        { code },
      )
}

/**
 * The notice to an existing member who tried to sign up again, in the member's language: the English mail word for word
 * for `en` (tests/unit), the links to the log-in and reset screens of the language otherwise.
 */
export function localizedAccountExistsMail(company: string, siteUrl: string, locale: Locale): MailContent {
  const loginUrl = absoluteUrl(localizedPath(locale, routes.login), siteUrl)
  const resetUrl = absoluteUrl(localizedPath(locale, routes.forgotPassword), siteUrl)
  return accountMail(
    company,
    mailText(locale, 'accountExistsSubject', { company }),
    [
      mailText(locale, 'accountExistsLead', { company }),
      mailText(locale, 'accountExistsLogin', { loginUrl, resetUrl }),
      mailText(locale, 'accountExistsNotYou'),
    ],
    { locale },
  )
}

export function accountExistsMail(company: string, siteUrl: string, locale: Locale = 'en'): MailContent {
  if (locale !== 'en') return localizedAccountExistsMail(company, siteUrl, locale)
  return accountMail(company, `You already have a ${company} account`, [
    `Someone (probably you) tried to sign up for ${company} with this e-mail address, but you already have an account.`,
    `Log in at ${absoluteUrl(routes.login, siteUrl)}. If you forgot your password, reset it at ${absoluteUrl(routes.forgotPassword, siteUrl)}.`,
    'If this was not you, you can ignore this e-mail.',
  ])
}

/** The notice that the password changed, in the member's language (the English mail word for word for `en`). */
export function localizedPasswordChangedMail(company: string, siteUrl: string, locale: Locale): MailContent {
  const resetUrl = absoluteUrl(localizedPath(locale, routes.forgotPassword), siteUrl)
  return accountMail(
    company,
    mailText(locale, 'passwordChangedSubject', { company }),
    [mailText(locale, 'passwordChangedLead', { company }), mailText(locale, 'passwordChangedNotYou', { resetUrl })],
    { locale },
  )
}

export function passwordChangedMail(company: string, siteUrl: string, locale: Locale = 'en'): MailContent {
  if (locale !== 'en') return localizedPasswordChangedMail(company, siteUrl, locale)
  return accountMail(company, `Your ${company} password was changed`, [
    `The password of your ${company} account was just changed, and every other session of your account was logged out.`,
    `If this was not you, reset your password at once at ${absoluteUrl(routes.forgotPassword, siteUrl)} and contact us.`,
  ])
}

/** To a staff member whose address just started to wait after repeated failed logins. */
export function staffLoginLockedMail(company: string, failures: number, adminUrl: string): MailContent {
  return accountMail(company, `Your ${company} staff login is locked for now`, [
    `Someone (maybe you) entered a wrong password ${failures} times in a row for your staff account. Logins with this address are locked for a while, and each further failure makes the wait longer.`,
    `If this was you, wait and try again, or choose "Forgot password?" at ${adminUrl}. If it was not you, your password has not been guessed; tell an administrator, who can lift the lock (Unlock) in the staff list.`,
  ])
}
