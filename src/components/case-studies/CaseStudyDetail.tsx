import { CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'

import type { Crumb } from '@/features/content/breadcrumbs'
import { CtaBand } from '@/components/page-bands/CtaBand'
import { KpiGrid } from '@/components/page-bands/KpiGrid'
import { PageHero } from '@/components/page-bands/PageHero'
import { PageBand } from '@/components/page-bands/PageBand'
import { PointGrid } from '@/components/page-bands/PointGrid'
import { caseStudySectionTitles as titles, type CaseStudy } from '@/copy/caseStudies'
import type { CaseStudyOutcomes } from '@/copy/caseStudyOutcomes'

import { OutcomeFigures } from './OutcomeFigures'

/**
 * A case study in the spec's order: hero, challenge, approach, solution in action, results (measured outcomes first),
 * then the testimonials given and the call to action.
 */
export function CaseStudyDetail({
  study,
  breadcrumbs,
  outcomes,
  testimonials,
}: {
  study: CaseStudy
  breadcrumbs: Crumb[]
  outcomes: CaseStudyOutcomes
  testimonials?: ReactNode
}) {
  const { hero, challenge, approach, solutionInAction, results, cta } = study
  return (
    <>
      <PageHero
        eyebrow={`Case study · ${study.audience}`}
        title={study.title}
        breadcrumbs={breadcrumbs}
        intro={
          <>
            <p className="text-xl font-semibold text-white">{hero.headline}</p>
            <p className="mt-3">{hero.subtext}</p>
          </>
        }
      />

      <PageBand id="challenge" eyebrow={titles.challenge.eyebrow} title={titles.challenge.title} intro={challenge.intro}>
        <PointGrid points={challenge.points} columns={challenge.points.length === 4 ? 4 : 3} />
      </PageBand>

      <PageBand id="approach" eyebrow={titles.approach.eyebrow} title={titles.approach.title} intro={approach.intro} tinted>
        <PointGrid points={approach.features} columns={4} />
        <h3 id="approach-steps" className="mt-14 text-2xl font-bold text-ink">
          {titles.approach.steps}
        </h3>
        <div className="mt-6">
          <PointGrid points={approach.steps} numbered />
        </div>
      </PageBand>

      <PageBand id="solution" eyebrow={titles.solution.eyebrow} title={titles.solution.title} intro={solutionInAction.intro}>
        <ol className="relative space-y-8 border-l-2 border-brand-100 pl-8">
          {solutionInAction.moments.map((moment) => (
            <li key={moment.title} className="relative">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-100"
              />
              <h3 className="text-lg font-semibold text-ink">{moment.title}</h3>
              <p className="mt-2 max-w-3xl text-base leading-7 text-muted">{moment.description}</p>
            </li>
          ))}
        </ol>
      </PageBand>

      <PageBand id="results" eyebrow={titles.results.eyebrow} title={titles.results.title} intro={results.intro} tinted>
        <OutcomeFigures outcomes={outcomes} />
        <KpiGrid kpis={results.kpis} />
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {results.outcomes.map((outcome) => (
            <li key={outcome} className="flex gap-3 text-base leading-7 text-slate-700">
              <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{outcome}</span>
            </li>
          ))}
        </ul>
      </PageBand>

      {testimonials}

      <CtaBand id="case-study-cta" headline={cta.headline} subtext={cta.subtext} links={cta.links} />
    </>
  )
}
