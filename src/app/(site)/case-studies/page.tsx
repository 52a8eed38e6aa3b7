import { ArrowRight } from 'lucide-react'

import { Testimonials } from '@/components/marketing/Testimonials'
import { PageHero } from '@/components/page-bands/PageHero'
import { Container } from '@/components/ui/Container'
import { LinkCard } from '@/components/ui/LinkCard'
import { caseStudies, caseStudiesPage } from '@/copy/caseStudies'
import { listTestimonials } from '@/features/content/queries'
import { interleaveByKind } from '@/features/content/testimonials'
import { caseStudyHref, routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: caseStudiesPage.title,
  description: caseStudiesPage.description,
  path: routes.caseStudies,
})

export default async function CaseStudiesPage() {
  const testimonials = interleaveByKind(await listTestimonials())
  return (
    <>
      <PageHero eyebrow={caseStudiesPage.eyebrow} title={caseStudiesPage.headline} intro={caseStudiesPage.intro} />
      <section aria-labelledby="case-study-list" className="py-14 sm:py-20">
        <Container>
          <h2 id="case-study-list" className="sr-only">
            All case studies
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {caseStudies.map((study) => (
              <LinkCard
                key={study.slug}
                href={caseStudyHref(study.slug)}
                title={study.title}
                heading="h3"
                className="shadow-sm"
                bodyClassName="p-6"
                titleClassName="mt-3 text-xl font-bold text-ink"
                eyebrow={<p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{study.audience}</p>}
              >
                <p className="mt-3 flex-1 text-base leading-7 text-muted">{study.summary}</p>
                <p aria-hidden className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
                  {caseStudiesPage.readMore}
                  <ArrowRight className="size-4 transition motion-safe:group-hover:translate-x-1" />
                </p>
              </LinkCard>
            ))}
          </ul>
        </Container>
      </section>
      <Testimonials id="case-studies-testimonials" kind="both" testimonials={testimonials} tinted />
    </>
  )
}
