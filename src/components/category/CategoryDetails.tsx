// The lower half of a category page: industries, "How It Works" steps, case studies and the closing call to action.
import { ArrowRight, Building2 } from 'lucide-react'

import { SectionFrame } from '@/components/service-sections/SectionFrame'
import { Container } from '@/components/ui/Container'
import { Link } from '@/components/ui/Link'
import { LinkButton } from '@/components/ui/LinkButton'
import { categoryPage } from '@/copy/services'
import { industryPlaybookHref } from '@/features/content/industryPlaybooks'
import type { Category } from '@/features/content/types'

/** Industries with a playbook are links to it (they look like links: underlined, with an arrow); the others are text. */
export function IndustriesList({ industries }: { industries: string[] }) {
  if (industries.length === 0) return null
  return (
    <SectionFrame heading={categoryPage.industriesTitle} headingId="category-industries">
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {industries.map((industry) => {
          const href = industryPlaybookHref(industry)
          return (
            <li key={industry} className="flex items-center gap-2 font-medium text-ink">
              <Building2 aria-hidden className="size-4 shrink-0 text-brand-700" />
              {href ? (
                <Link
                  href={href}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  <span>{industry}</span>
                  <span className="sr-only"> playbook</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              ) : (
                <span>{industry}</span>
              )}
            </li>
          )
        })}
      </ul>
    </SectionFrame>
  )
}

export function ProcessSteps({ steps }: { steps: Category['processFlow'] }) {
  if (steps.length === 0) return null
  return (
    <SectionFrame heading={categoryPage.processTitle} headingId="category-process" className="bg-slate-50">
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  )
}

export function CaseStudyList({ caseStudies }: { caseStudies: Category['caseStudies'] }) {
  if (caseStudies.length === 0) return null
  return (
    <SectionFrame heading={categoryPage.caseStudiesTitle} headingId="category-case-studies">
      <ul className="grid gap-6 md:grid-cols-3">
        {caseStudies.map((study, index) => {
          const titleId = `category-case-study-${index}`
          return (
            <li key={study.title} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 id={titleId} className="text-lg font-semibold text-ink">
                {study.title}
              </h3>
              <p className="mt-2 flex-1 text-slate-700">{study.summary}</p>
              {study.link && (
                <Link
                  href={study.link}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {categoryPage.readMore}
                  <span className="sr-only">: {study.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </SectionFrame>
  )
}

export function ClosingCta({ cta }: { cta: Category['cta'] }) {
  if (!cta.headline && cta.buttons.length === 0) return null
  return (
    <section aria-labelledby={cta.headline ? 'category-cta' : undefined} className="py-12 sm:py-16">
      <Container>
        <div className="rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12">
          {cta.headline && (
            <h2 id="category-cta" className="text-2xl font-bold sm:text-3xl">
              {cta.headline}
            </h2>
          )}
          {cta.subtext && <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">{cta.subtext}</p>}
          {cta.buttons.length > 0 && (
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              {cta.buttons.map((button) => (
                <LinkButton key={`${button.link}-${button.text}`} href={button.link} variant="light">
                  {button.text}
                </LinkButton>
              ))}
            </div>
          )}
        </div>
      </Container>
    </section>
  )
}
