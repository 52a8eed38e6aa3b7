// The privacy policy's request form on a Marathi or Hindi page (docs/decisions/languages.md "The privacy policy's
// form"), read on the server and passed to the form as one prop: its own words (PrivacyRequestForm namespace), the kind
// field and the kinds as My account says them (AccountPrivacy), and the browser's checks of the code field in the words
// the server uses for them (privacyVerifySchema).
import { getTranslations } from 'next-intl/server'

import { kindLabelKey } from '@/components/account/accountPrivacyTexts'
import {
  privacyRequestFormLabels,
  type PrivacyRequestFormLabels,
  type PrivacyRequestFormTexts,
} from '@/components/privacy/privacyRequestFormTexts'
import { PRIVACY_REQUEST_KIND_VALUES } from '@/features/privacy/options'
import { translateApiMessage } from '@/i18n/apiLanguage'
import en from '@/i18n/messages/en.json'
import type { TranslatedLocale } from '@/i18n/locales'

export async function privacyRequestFormTexts(locale: TranslatedLocale): Promise<PrivacyRequestFormTexts> {
  const [t, account] = await Promise.all([
    getTranslations({ locale, namespace: 'PrivacyRequestForm' }),
    getTranslations({ locale, namespace: 'AccountPrivacy' }),
  ])
  const labels = Object.fromEntries(
    (Object.keys(privacyRequestFormLabels) as (keyof PrivacyRequestFormLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as PrivacyRequestFormLabels
  return {
    labels,
    kindField: account('requestKind'),
    detailsField: account('requestDetails'),
    kinds: Object.fromEntries(
      PRIVACY_REQUEST_KIND_VALUES.map((kind) => [kind, account(kindLabelKey(kind))]),
    ) as PrivacyRequestFormTexts['kinds'],
    validity: {
      otp: {
        missing: translateApiMessage(en.Api.otpRequired, locale),
        invalid: translateApiMessage(en.Api.invalidResetOtp, locale),
      },
    },
  }
}
