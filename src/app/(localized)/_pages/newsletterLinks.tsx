// The pages the newsletter's mails link to (confirm the subscription, unsubscribe), written once for the three
// languages: /subscribe/confirm and /unsubscribe, and the same under /mr and /hi (docs/decisions/languages.md "The
// newsletter"). A subscription made on a Marathi or Hindi page gets mails in that language that link here; the token
// names the address whatever the language. Nothing changes until the visitor presses the button.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { messages } from '@/lib/messages'
import { leadApi } from '@/lib/routes'

import { EmailLinkStep } from './emailLinkSteps'

type Token = string | string[] | undefined

export async function newsletterLinkMetadata(locale: Locale, key: 'confirmTitle' | 'unsubscribeTitle'): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NewsletterPages' })
  return { title: t(key), robots: { index: false, follow: false } }
}

/** The confirmation e-mail's link lands here. */
export async function NewsletterConfirmPage({ locale, token }: { locale: Locale; token: Token }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'NewsletterPages' })
  const answers = {
    invalid: messages.subscriptionConfirmInvalid,
    failed: messages.subscriptionConfirmFailed,
    done: messages.subscriptionConfirmed,
  }
  return <EmailLinkStep t={t} step="confirm" locale={locale} token={token} endpoint={leadApi.confirmSubscription} answers={answers} />
}

/** The newsletter e-mails' unsubscribe link lands here. */
export async function NewsletterUnsubscribePage({ locale, token }: { locale: Locale; token: Token }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'NewsletterPages' })
  const answers = { invalid: messages.unsubscribeInvalid, failed: messages.unsubscribeFailed, done: messages.unsubscribeDone }
  return <EmailLinkStep t={t} step="unsubscribe" locale={locale} token={token} endpoint={leadApi.unsubscribe} answers={answers} />
}
