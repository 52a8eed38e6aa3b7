// The page of a data export's e-mailed link (docs/decisions/privacy.md "Your data"), written once for the three
// languages: /account/data-export, /mr/account/data-export and /hi/account/data-export. The mail of a member whose
// language is Marathi or Hindi links to the page of that language (docs/decisions/languages.md "Your data"); the token
// names the export whatever the language. No login needed: the signature is the proof.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { DataExportLink } from '@/components/account/DataExportLink'
import { dataExportLinkState } from '@/features/privacy/exportRequests'
import { privacyMessages } from '@/features/privacy/messages'
import { translateApiMessage } from '@/i18n/apiLanguage'
import { indiaDateTime, localizedPath, type Locale } from '@/i18n/locales'
import { routes } from '@/lib/routes'

export async function dataExportMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'DataExport' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export async function DataExportPage({ locale, token }: { locale: Locale; token: string | string[] | undefined }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'DataExport' })
  const given = typeof token === 'string' ? token : ''
  const state = dataExportLinkState(given)
  return (
    <DataExportLink
      token={given}
      state={state}
      until={state.state === 'ready' ? indiaDateTime(state.expiresAt, locale) : ''}
      accountHref={localizedPath(locale, routes.account)}
      texts={{
        title: t('title'),
        intro: t('intro'),
        ready: t.raw('ready') as string,
        download: t('download'),
        toAccount: t('toAccount'),
        expired: translateApiMessage(privacyMessages.exportExpired, locale),
        invalid: translateApiMessage(privacyMessages.exportLinkInvalid, locale),
      }}
    />
  )
}
