import { getTranslations } from 'next-intl/server'

import { accountControlLabels, type AccountControlLabels } from '@/components/account/accountControlTexts'
import { accountPrivacyLabels, type AccountPrivacyLabels } from '@/components/account/accountPrivacyTexts'
import type { MyApplicationsLabels } from '@/components/account/MyApplications'
import { accountFormLabels, type AccountFormLabels, type AccountFormTexts } from '@/components/account/formTexts'
import { apiMessagesByEnglish } from '@/i18n/apiLanguage'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** The English messages an account form may show without asking the server (its checks, fallbacks and notes). */
const formMessageKeys = [
  'emailRequired',
  'emailInvalid',
  'nameRequired',
  'nameTooLong',
  'ageInvalid',
  'ageTooLow',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'passwordContainsEmail',
  'passwordsMismatch',
  'otpRequired',
  'invalidResetOtp',
  'otpSendFailed',
  'otpVerifyFailed',
  'otpResent',
  'otpResendFailed',
  'signupDataMissing',
  'signupSuccess',
  'loginSuccess',
  'loginFailed',
  'resetRequestFailed',
  'resetFailed',
  'resetStartOver',
  'applicationWithdrawFailed',
  'changePasswordFailed',
] as const

/**
 * The account forms' texts in `locale`, as props for the browser (only the strings they show); undefined in English, so
 * the English forms keep their own texts.
 */
export async function accountFormTexts(locale: Locale): Promise<AccountFormTexts | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'AccountForm' })
  const labels = Object.fromEntries(
    (Object.keys(accountFormLabels) as (keyof AccountFormLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as AccountFormLabels
  return { locale, labels, problems: apiMessagesByEnglish(locale, formMessageKeys) }
}

/** "My applications" in `locale` (undefined in English: the list keeps its own texts). */
export async function myApplicationsLabels(locale: Locale): Promise<MyApplicationsLabels | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'Account' })
  return {
    locale,
    empty: t('applicationsEmpty'),
    seeRoles: t('seeRoles'),
    general: t('generalApplication'),
    yourGeneral: t('yourGeneralApplication'),
    applied: t('applied'),
    status: t('status'),
    withdraw: t('withdraw'),
    withdrawing: t('withdrawing'),
    withdrawLabel: t.raw('withdrawLabel') as string,
    withdrawConfirm: t.raw('withdrawConfirm') as string,
    failed: apiMessagesByEnglish(locale, ['applicationWithdrawFailed'])['Failed to withdraw the application.'] ?? '',
  }
}

/** My account's consents, e-mails' language and delete controls in `locale` (undefined in English: their own texts). */
export async function accountControlTexts(locale: Locale): Promise<AccountControlLabels | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'AccountControls' })
  return Object.fromEntries(
    (Object.keys(accountControlLabels) as (keyof AccountControlLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as AccountControlLabels
}

/** My account's "Your data", profile correction and data-rights requests in `locale` (undefined in English). */
export async function accountPrivacyTexts(locale: Locale): Promise<AccountPrivacyLabels | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'AccountPrivacy' })
  return Object.fromEntries(
    (Object.keys(accountPrivacyLabels) as (keyof AccountPrivacyLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as AccountPrivacyLabels
}
