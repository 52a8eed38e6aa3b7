// The pages a job alert's e-mails link to (confirm, change, turn off), in Marathi and Hindi under /mr and /hi
// (docs/decisions/languages.md "Job alerts in Marathi and Hindi"). The mails of an alert made in Marathi or Hindi link
// here; the English pages under (site)/job-alerts are unchanged. The token names the alert, whatever the language.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessage } from '@/components/forms/fields'
import { JobAlertControls } from '@/components/jobs/JobAlertControls'
import { Container } from '@/components/ui/Container'
import { readAlertForChange } from '@/features/jobAlerts/signup'
import { translateApiMessage } from '@/i18n/apiLanguage'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

import { EmailLinkStep } from './emailLinkSteps'
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
  const answers = { invalid: messages.jobAlertConfirmInvalid, failed: messages.jobAlertConfirmFailed, done: messages.jobAlertConfirmed }
  return <EmailLinkStep t={t} step="confirm" locale={locale} token={token} endpoint={leadApi.confirmJobAlert} answers={answers} />
}

export async function JobAlertUnsubscribePage({ locale, token }: { locale: Locale; token: Token }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'JobAlertPages' })
  // The failure is the page's own words (no API answer has them): said as they are.
  const answers = { invalid: messages.jobAlertLinkInvalid, failed: t('unsubscribeFailed'), done: messages.jobAlertUnsubscribed }
  return <EmailLinkStep t={t} step="unsubscribe" locale={locale} token={token} endpoint={leadApi.unsubscribeJobAlert} answers={answers} />
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
