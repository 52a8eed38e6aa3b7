// The pages a job alert's e-mails link to (confirm, change, turn off), in Marathi and Hindi under /mr and /hi
// (docs/decisions/languages.md "Job alerts in Marathi and Hindi"). The mails of an alert made in Marathi or Hindi link
// here; the English pages under (site)/job-alerts are unchanged. The token names the alert, whatever the language.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessage } from '@/components/forms/fields'
import { JobAlertControls } from '@/components/jobs/JobAlertControls'
import { EmailLinkPage } from '@/components/leads/EmailLinkPage'
import { Container } from '@/components/ui/Container'
import { readAlertForChange } from '@/features/jobAlerts/signup'
import { translateApiMessage } from '@/i18n/apiLanguage'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

import { jobAlertFormLabels } from './jobAlertTexts'

type Token = string | string[] | undefined
type TitleKey = 'confirmTitle' | 'changeTitle' | 'unsubscribeTitle'

export async function jobAlertLinkMetadata(locale: Locale, key: TitleKey): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'JobAlertPages' })
  return { title: t(key), robots: { index: false, follow: false } }
}

export async function JobAlertConfirmPage({ locale, token }: { locale: Locale; token: Token }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'JobAlertPages' })
  const say = (text: string) => translateApiMessage(text, locale)
  return (
    <EmailLinkPage
      title={t('confirmTitle')}
      intro={t('confirmIntro')}
      token={token}
      endpoint={leadApi.confirmJobAlert}
      texts={{
        button: t('confirmButton'),
        sending: t('confirming'),
        invalid: say(messages.jobAlertConfirmInvalid),
        failed: say(messages.jobAlertConfirmFailed),
        done: say(messages.jobAlertConfirmed),
      }}
    />
  )
}

export async function JobAlertUnsubscribePage({ locale, token }: { locale: Locale; token: Token }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'JobAlertPages' })
  const say = (text: string) => translateApiMessage(text, locale)
  return (
    <EmailLinkPage
      title={t('unsubscribeTitle')}
      intro={t('unsubscribeIntro')}
      token={token}
      endpoint={leadApi.unsubscribeJobAlert}
      texts={{
        button: t('unsubscribeButton'),
        sending: t('unsubscribing'),
        invalid: say(messages.jobAlertLinkInvalid),
        failed: t('unsubscribeFailed'),
        done: say(messages.jobAlertUnsubscribed),
      }}
    />
  )
}

export async function JobAlertChangePage({ locale, token }: { locale: Locale; token: Token }) {
  setRequestLocale(locale)
  const [t, labels] = await Promise.all([getTranslations({ locale, namespace: 'JobAlertPages' }), jobAlertFormLabels(locale)])
  const found = typeof token === 'string' && token ? await readAlertForChange(token, locale) : null
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('changeTitle')}</h1>
        {found?.ok && typeof token === 'string' ? (
          found.value.state === 'unsubscribed' ? (
            <FormMessage tone="success">{translateApiMessage(messages.jobAlertUnsubscribed, locale)}</FormMessage>
          ) : (
            <JobAlertControls alert={found.value} token={token} labels={labels} />
          )
        ) : (
          <FormMessage tone="error">{translateApiMessage(messages.jobAlertLinkInvalid, locale)}</FormMessage>
        )}
      </div>
    </Container>
  )
}
