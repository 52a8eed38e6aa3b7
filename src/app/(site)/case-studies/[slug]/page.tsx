import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CaseStudyDetail } from '@/components/case-studies/CaseStudyDetail'
import { Testimonials } from '@/components/marketing/Testimonials'
import { JsonLd } from '@/components/seo/JsonLd'
import { caseStudySlugList, findCaseStudy } from '@/copy/caseStudies'
import { caseStudyOutcomes } from '@/copy/caseStudyOutcomes'
import { listTestimonials } from '@/features/content/queries'
import { env } from '@/lib/env'
import { breadcrumbJsonLd } from '@/components/seo/structuredData'
import { messages } from '@/lib/messages'
import { caseStudyHref, routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// The three slugs are prerendered. Other slugs stay allowed (the default) so that they reach
// notFound() and show this route's own 404 text inside the site's shell.
export const dynamicParams = true

export function generateStaticParams() {
  return caseStudySlugList.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = findCaseStudy((await params).slug)
  if (!study) return { title: messages.caseStudyNotFound, robots: { index: false } }
  return pageMetadata({ title: study.title, description: study.summary, path: caseStudyHref(study.slug) })
}

export default async function CaseStudyPage({ params }: Props) {
  const study = findCaseStudy((await params).slug)
  if (!study) notFound()
  const breadcrumbs = [
    { name: 'Home', path: routes.home },
    { name: 'Case studies', path: routes.caseStudies },
    { name: study.title, path: caseStudyHref(study.slug) },
  ]
  const outcomes = caseStudyOutcomes[study.slug]
  const testimonials = await listTestimonials(outcomes.testimonialKind)
  return (
    <>
      <CaseStudyDetail
        study={study}
        breadcrumbs={breadcrumbs}
        outcomes={outcomes}
        testimonials={<Testimonials id="case-study-testimonials" kind={outcomes.testimonialKind} testimonials={testimonials} />}
      />
      <JsonLd data={breadcrumbJsonLd(breadcrumbs, env().SITE_URL)} />
    </>
  )
}
