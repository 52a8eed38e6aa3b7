import { FaqTabs } from '@/components/faqs/FaqTabs'
import { faqPageJsonLd } from '@/components/seo/structuredData'
import { PageHero } from '@/components/page-bands/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import { faqAudiences, faqsPage } from '@/copy/faqs'
import { faqAudiencesIn, faqItemsOf } from '@/features/content/faqs'
import { listStoredFaqs } from '@/features/content/queries'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

// Also in Marathi and Hindi (/mr/faqs, /hi/faqs; docs/decisions/languages.md): the same alternates in <head>.
export const metadata = translatedPageMetadata({ title: faqsPage.title, description: faqsPage.description, path: routes.faqs })

/** The questions are staff's (the FAQs collection), in the copy's tabs and categories. */
export default async function FaqsPage() {
  const { audiences } = faqAudiencesIn(faqAudiences, await listStoredFaqs(), 'en')
  return (
    <>
      <PageHero eyebrow={faqsPage.eyebrow} title={faqsPage.headline} intro={faqsPage.intro} />
      <Container className="py-12 sm:py-16">
        <FaqTabs audiences={audiences} label={faqsPage.tabsLabel} />
      </Container>
      <JsonLd data={faqPageJsonLd(faqItemsOf(audiences))} />
    </>
  )
}
