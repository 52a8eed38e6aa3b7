import { TrendingUp } from 'lucide-react'

import type { Crumb } from '@/features/content/breadcrumbs'
import { CtaBand } from '@/components/page-bands/CtaBand'
import { KpiGrid } from '@/components/page-bands/KpiGrid'
import { PageHero } from '@/components/page-bands/PageHero'
import { PageBand } from '@/components/page-bands/PageBand'
import { PointGrid } from '@/components/page-bands/PointGrid'
import { playbookSectionTitles as titles, type IndustryPlaybook } from '@/copy/industries'

import { industryIcons } from './industryIcons'

/** A playbook in the spec's order: hero, challenges, approach, use cases, stats, future outlook, two buttons. */
export function IndustryDetail({ industry, breadcrumbs }: { industry: IndustryPlaybook; breadcrumbs: Crumb[] }) {
  const Icon = industryIcons[industry.slug]
  return (
    <>
      <PageHero
        eyebrow={`${industry.name} playbook`}
        title={industry.hero.headline}
        breadcrumbs={breadcrumbs}
        intro={
          <div className="flex gap-4">
            <Icon aria-hidden className="mt-1 hidden size-8 shrink-0 text-accent-500 sm:block" />
            <p>{industry.hero.subtext}</p>
          </div>
        }
      />

      <PageBand id="challenges" eyebrow={titles.challenges.eyebrow} title={titles.challenges.title(industry.name)}>
        <PointGrid points={industry.challenges} />
      </PageBand>

      <PageBand id="approach" eyebrow={titles.approach.eyebrow} title={titles.approach.title} tinted>
        <PointGrid points={industry.approach} numbered columns={4} />
      </PageBand>

      <PageBand id="use-cases" eyebrow={titles.useCases.eyebrow} title={titles.useCases.title}>
        <PointGrid points={industry.useCases} />
      </PageBand>

      <PageBand id="stats" eyebrow={titles.stats.eyebrow} title={titles.stats.title} tinted>
        <KpiGrid kpis={industry.stats} />
      </PageBand>

      <PageBand
        id="future-outlook"
        eyebrow={titles.futureOutlook.eyebrow}
        title={titles.futureOutlook.title}
        intro={industry.futureOutlook.intro}
      >
        <ul className="grid gap-5 md:grid-cols-3">
          {industry.futureOutlook.trends.map((trend) => (
            <li key={trend} className="flex gap-3 rounded-2xl border border-slate-200 p-6 text-base leading-7 text-slate-700">
              <TrendingUp aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{trend}</span>
            </li>
          ))}
        </ul>
      </PageBand>

      <CtaBand id="playbook-cta" headline={titles.cta.headline(industry.name)} subtext={titles.cta.subtext} links={titles.cta.links} />
    </>
  )
}
