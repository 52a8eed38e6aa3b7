// The talent application form's texts on a Marathi or Hindi page (docs/decisions/languages.md "The talent application
// form"), read on the server and passed to the form as props: the labels from the TalentForm namespace, the messages it
// may show without the server, and the browser's checks of each field, in the words the server uses for them.
import { getTranslations } from 'next-intl/server'

import { talentFormLabels, type TalentFormLabels, type TalentFormTexts } from '@/components/leads/talentFormTexts'
import { apiMessagesByEnglish, translateApiMessage } from '@/i18n/apiLanguage'
import en from '@/i18n/messages/en.json'
import { defaultLocale, type Locale } from '@/i18n/locales'

const problemKeys = ['talentSuccess', 'talentResumeTooLarge', 'talentFailure', 'talentSubmitFailed'] as const

/** What the browser says of each field, as the server's own refusals (features/leads/schemas.ts) say it. */
const fieldChecks: Record<string, { missing: keyof typeof en.Api; invalid?: keyof typeof en.Api }> = {
  firstName: { missing: 'leadFirstNameRequired' },
  lastName: { missing: 'leadLastNameRequired' },
  email: { missing: 'leadEmailRequired', invalid: 'leadEmailInvalid' },
  phone: { missing: 'leadPhoneRequired', invalid: 'leadPhoneInvalid' },
  location: { missing: 'leadLocationRequired' },
  anythingElse: { missing: 'leadAboutRequired' },
  file: { missing: 'talentResumeMissing' },
  consent: { missing: 'leadConsent' },
}

/** The form's texts in `locale`; undefined in English, so the English form keeps its own. */
export async function talentFormTexts(locale: Locale): Promise<TalentFormTexts | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'TalentForm' })
  const labels = Object.fromEntries(
    (Object.keys(talentFormLabels) as (keyof TalentFormLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as TalentFormLabels
  const validity = Object.fromEntries(
    Object.entries(fieldChecks).map(([field, { missing, invalid }]) => [
      field,
      {
        missing: translateApiMessage(en.Api[missing], locale),
        ...(invalid ? { invalid: translateApiMessage(en.Api[invalid], locale) } : {}),
      },
    ]),
  )
  return { labels, problems: apiMessagesByEnglish(locale, problemKeys), validity }
}
