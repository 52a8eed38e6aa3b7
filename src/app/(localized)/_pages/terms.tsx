import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { LegalDocumentView } from '@/components/legal/LegalDocumentView'
import { Link } from '@/components/ui/Link'
import type { LocalizedTerms } from '@/copy/localized'
import { getTermsDocument } from '@/features/content/pageQueries'
import { getSiteSettings, getSiteSettingsIn } from '@/features/content/queries'
import { htmlLang, type Locale, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

/** The page's title and description in `locale`, as staff wrote them (the CMS's Terms of Service). */
export async function termsMetadata(locale: Locale): Promise<Metadata> {
  const { document } = await getTermsDocument(locale)
  return translatedPageMetadata({ title: document.title, description: document.summary, path: routes.terms }, locale)
}

/** The page's "Effective date: {date}" line, the date marked English when staff have not translated it yet. */
function dateLine(label: (date: string) => string, date: string, inEnglish: boolean): ReactNode {
  if (!inEnglish) return label(date)
  const [before, after = ''] = label('\u0000').split('\u0000')
  return (
    <>
      {before}
      <span lang={htmlLang.en}>{date}</span>
      {after}
    </>
  )
}

/** /terms-of-service: the Terms as staff wrote them in English (the CMS's Terms of Service). */
export async function EnglishTermsPage() {
  const [{ document }, settings] = await Promise.all([getTermsDocument('en'), getSiteSettings()])
  return <LegalDocumentView document={document} settings={settings} />
}

/**
 * /mr/terms-of-service and /hi/terms-of-service: the English page's layout with the Terms staff wrote in the language
 * (a text not translated yet shows in English, marked `lang="en-IN"`), the page's labels (`copy`, code of that language's
 * route), and a note above them that the English version prevails where the two differ, with a link to it
 * (docs/decisions/languages.md). The note is code, not CMS text: it is what makes the translation a convenience.
 */
export async function LocalizedTermsPage({ locale, copy }: { locale: TranslatedLocale; copy: LocalizedTerms }) {
  setRequestLocale(locale)
  // The city in the contact sentence is the language's, where staff wrote it (docs/decisions/languages.md, "Site settings").
  const [settings, { document, english }] = await Promise.all([getSiteSettingsIn(locale), getTermsDocument(locale)])
  const labels = {
    ...copy.labels,
    effectiveDate: dateLine(copy.labels.effectiveDate, document.effectiveDate, english.includes('effectiveDate')),
    contactText: copy.labels.contactText({ legalName: settings.legalName, city: settings.address.city }),
  }
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
  return <LegalDocumentView document={document} settings={settings} labels={labels} notice={notice} english={english} />
}
