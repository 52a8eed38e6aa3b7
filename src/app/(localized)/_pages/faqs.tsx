import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FaqTabs } from '@/components/faqs/FaqTabs'
import { PageHero } from '@/components/page-bands/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { faqPageJsonLd } from '@/components/seo/structuredData'
import { Container } from '@/components/ui/Container'
import type { LocalizedFaqs } from '@/copy/localized'
import { faqAudiencesIn, faqItemsOf } from '@/features/content/faqs'
import { listStoredFaqs } from '@/features/content/queries'
import { htmlLang, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'

export function localizedFaqsMetadata(locale: TranslatedLocale, copy: LocalizedFaqs): Metadata {
  return translatedPageMetadata({ title: copy.page.title, description: copy.page.description, path: routes.faqs }, locale)
}

/**
 * /mr/faqs and /hi/faqs: the English page's tabs and accordions in the language. The page's texts, tabs and categories'
 * titles are `copy` (src/copy/mr or src/copy/hi, imported by that language's route only); the questions and answers
 * are staff's in the language (the FAQs collection), each one not translated yet in English with `lang="en-IN"` and a
 * note above the tabs. The FAQPage structured data says the page's language.
 */
export async function LocalizedFaqsPage({ locale, copy }: { locale: TranslatedLocale; copy: LocalizedFaqs }) {
  setRequestLocale(locale)
  const [stored, t] = await Promise.all([listStoredFaqs(), getTranslations({ locale, namespace: 'Faqs' })])
  const { audiences, english } = faqAudiencesIn(copy.audiences, stored, locale)
  return (
    <>
      <PageHero eyebrow={copy.page.eyebrow} title={copy.page.headline} intro={copy.page.intro} />
      <Container className="py-12 sm:py-16">
        {english && <EnglishNote className="mb-8 max-w-2xl">{t('contentInEnglish')}</EnglishNote>}
        <FaqTabs audiences={audiences} label={copy.page.tabsLabel} />
      </Container>
      <JsonLd data={faqPageJsonLd(faqItemsOf(audiences), htmlLang[locale])} />
    </>
  )
}
