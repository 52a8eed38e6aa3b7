// The one-button pages an e-mail's link opens (confirm a subscription or an alert, unsubscribe), in the page's
// language: the newsletter's (newsletterLinks.tsx) and the job alerts' (jobAlertLinks.tsx) take their words from their
// own message group, the same keys in both.
import { EmailLinkPage } from '@/components/leads/EmailLinkPage'
import { translateApiMessage } from '@/i18n/apiLanguage'
import type { Locale } from '@/i18n/locales'

type Step = 'confirm' | 'unsubscribe'
type StepKey = `${Step}Title` | `${Step}Intro` | `${Step}Button` | 'confirming' | 'unsubscribing'

const SENDING = { confirm: 'confirming', unsubscribe: 'unsubscribing' } as const

/**
 * `t`: the message group's translator; `answers`: the API's English answers, said in `locale` (`failed` may be a text
 * already in it).
 */
export function EmailLinkStep({
  t,
  step,
  locale,
  token,
  endpoint,
  answers,
}: {
  t: (key: StepKey) => string
  step: Step
  locale: Locale
  token: string | string[] | undefined
  endpoint: string
  answers: { invalid: string; failed: string; done: string }
}) {
  const say = (text: string) => translateApiMessage(text, locale)
  return (
    <EmailLinkPage
      title={t(`${step}Title`)}
      intro={t(`${step}Intro`)}
      token={token}
      endpoint={endpoint}
      texts={{
        button: t(`${step}Button`),
        sending: t(SENDING[step]),
        invalid: say(answers.invalid),
        failed: say(answers.failed),
        done: say(answers.done),
      }}
    />
  )
}
