import { ArrowRight } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { homeCaseStudies } from '@/copy/home'
import { caseStudyHref, routes } from '@/lib/routes'

export function CaseStudyTeasers() {
  return (
    <section aria-labelledby="home-case-studies" className="py-20">
      <Container>
        <SectionHeading id="home-case-studies" title={homeCaseStudies.title} intro={homeCaseStudies.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {homeCaseStudies.items.map((study) => (
            <li
              key={study.slug}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
            >
              <h3 className="text-xl font-semibold text-ink">{study.title}</h3>
              <p className="mt-3 flex-1 text-base leading-7 text-muted">{study.summary}</p>
              <Link
                href={caseStudyHref(study.slug)}
                className="mt-6 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                {homeCaseStudies.linkText}
                <span className="sr-only">: {study.title}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            href={routes.caseStudies}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            All case studies
          </Link>
        </p>
      </Container>
    </section>
  )
}
