// The job alert form's and controls' texts on a Marathi or Hindi page (docs/decisions/languages.md "Job alerts in
// Marathi and Hindi"), read on the server from the JobAlertForm namespace and passed as one prop.
import { getTranslations } from 'next-intl/server'

import { jobAlertLabels, type JobAlertLabels } from '@/components/jobs/jobAlertTexts'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** The texts in `locale`; undefined in English, so the English form keeps its own. */
export async function jobAlertFormLabels(locale: Locale): Promise<JobAlertLabels | undefined> {
  if (locale === defaultLocale) return undefined
  const t = await getTranslations({ locale, namespace: 'JobAlertForm' })
  return Object.fromEntries(
    (Object.keys(jobAlertLabels) as (keyof JobAlertLabels)[]).map((key) => [key, t.raw(key) as string]),
  ) as JobAlertLabels
}
