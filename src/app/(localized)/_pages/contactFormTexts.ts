// The contact form's texts on a Marathi or Hindi page (docs/decisions/languages.md "The contact form"), read on the
// server and passed to the form as props: the labels from the ContactForm namespace, the messages it may show without
// the server, and the browser's checks of each field, in the words the server uses for them (features/leads/schemas.ts).
import { getTranslations } from 'next-intl/server'

import type { ContactFormLabels, ContactFormTexts } from '@/components/contact/contactFormTexts'
import { contactFormText } from '@/copy/contact'
import { apiMessagesByEnglish, translateApiMessage } from '@/i18n/apiLanguage'
import en from '@/i18n/messages/en.json'
import { defaultLocale, type Locale } from '@/i18n/locales'

const problemKeys = ['contactSuccess', 'contactSubmitFailed', 'contactUnexpectedError'] as const

const fieldChecks: Record<string, { missing: keyof typeof en.Api; invalid?: keyof typeof en.Api }> = {
  fullName: { missing: 'nameRequired' },
  emailAddress: { missing: 'leadEmailRequired', invalid: 'leadEmailInvalid' },
  inquiryType: { missing: 'leadInquiryType' },
  message: { missing: 'leadMessageRequired' },
}

/** The form's texts in `locale`; undefined in English, so the English form keeps its own. */
export async function contactFormTexts(locale: Locale): Promise<ContactFormTexts | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'ContactForm' })
  const labels = Object.fromEntries(
    (Object.keys(contactFormText) as (keyof ContactFormLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as ContactFormLabels
  const validity = Object.fromEntries(
    Object.entries(fieldChecks).map(([field, { missing, invalid }]) => [
      field,
      {
        missing: translateApiMessage(en.Api[missing], locale),
        ...(invalid ? { invalid: translateApiMessage(en.Api[invalid], locale) } : {}),
      },
    ]),
  )
  return {
    labels,
    inquiryTypes: {
      General: t('types.general'),
      Support: t('types.support'),
      Careers: t('types.careers'),
      'Business Inquiry': t('types.businessInquiry'),
    },
    problems: apiMessagesByEnglish(locale, problemKeys),
    validity,
  }
}
