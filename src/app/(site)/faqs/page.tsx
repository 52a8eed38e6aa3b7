import { FaqTabs } from '@/components/faqs/FaqTabs'
import { faqPageJsonLd } from '@/components/faqs/faqPageJsonLd'
import { PageHero } from '@/components/sections/PageHero'
import { JsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import { allFaqItems, faqAudiences } from '@/content/faqs'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'FAQs',
  description:
    'Answers for businesses hiring through Pune Talent Works and for gig workers joining our talent network: verification, internships, payments, onboarding and support.',
  path: routes.faqs,
})

export default function FaqsPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Frequently asked questions"
        intro="Straight answers about hiring through us and working with us. Choose your side to see the questions that matter to you."
      />
      <Container className="py-12 sm:py-16">
        <FaqTabs audiences={faqAudiences} />
      </Container>
      <JsonLd data={faqPageJsonLd(allFaqItems())} />
    </>
  )
}
