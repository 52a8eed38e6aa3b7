import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { LegalDocumentView } from '@/components/legal/LegalDocumentView'
import { Link } from '@/components/ui/Link'
import type { LocalizedTerms } from '@/copy/localized'
import { getSiteSettingsIn } from '@/features/content/queries'
import { htmlLang, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

export function localizedTermsMetadata(locale: TranslatedLocale, copy: LocalizedTerms): Metadata {
  return translatedPageMetadata({ title: copy.document.title, description: copy.document.summary, path: routes.terms }, locale)
}

/**
 * /mr/terms-of-service and /hi/terms-of-service: the English page's layout with the terms in the language (`copy`, from
 * src/copy/mr or src/copy/hi, imported by that language's route only), and a note above them that the English version
 * prevails where the two differ, with a link to it (docs/decisions/languages.md).
 */
export async function LocalizedTermsPage({ locale, copy }: { locale: TranslatedLocale; copy: LocalizedTerms }) {
  setRequestLocale(locale)
  // The city in the contact sentence is the language's, where staff wrote it (docs/decisions/languages.md, "Site settings").
  const settings = await getSiteSettingsIn(locale)
  const labels = { ...copy.labels, contactText: copy.labels.contactText({ legalName: settings.legalName, city: settings.address.city }) }
  const notice = (
    <p
      data-testid="english-prevails"
      className="mb-8 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      {copy.englishPrevails}{' '}
      <Link
        href={routes.terms}
        hrefLang={htmlLang.en}
        className="font-semibold text-brand-700 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        {copy.readInEnglish}
      </Link>
    </p>
  )
  return <LegalDocumentView document={copy.document} settings={settings} labels={labels} notice={notice} />
}
