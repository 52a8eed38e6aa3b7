import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { FaqTabs } from '@/components/faqs/FaqTabs'
import { PageHero } from '@/components/page-bands/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { faqPageJsonLd } from '@/components/seo/structuredData'
import { Container } from '@/components/ui/Container'
import type { LocalizedFaqs } from '@/copy/localized'
import { htmlLang, type TranslatedLocale } from '@/i18n/locales'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

export function localizedFaqsMetadata(locale: TranslatedLocale, copy: LocalizedFaqs): Metadata {
  return translatedPageMetadata({ title: copy.page.title, description: copy.page.description, path: routes.faqs }, locale)
}

/**
 * /mr/faqs and /hi/faqs: the English page's tabs and accordions with the questions in the language (`copy`, from
 * src/copy/mr or src/copy/hi, imported by that language's route only), and the FAQPage structured data in it.
 */
export function LocalizedFaqsPage({ locale, copy }: { locale: TranslatedLocale; copy: LocalizedFaqs }) {
  setRequestLocale(locale)
  const items = copy.audiences.flatMap((audience) => audience.categories.flatMap((category) => category.items))
  return (
    <>
      <PageHero eyebrow={copy.page.eyebrow} title={copy.page.headline} intro={copy.page.intro} />
      <Container className="py-12 sm:py-16">
        <FaqTabs audiences={copy.audiences} label={copy.page.tabsLabel} />
      </Container>
      <JsonLd data={faqPageJsonLd(items, htmlLang[locale])} />
    </>
  )
}
