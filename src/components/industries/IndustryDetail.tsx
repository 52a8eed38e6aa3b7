import { TrendingUp } from 'lucide-react'

import type { Crumb } from '@/components/sections/Breadcrumbs'
import { CtaBand } from '@/components/sections/CtaBand'
import { KpiGrid } from '@/components/sections/KpiGrid'
import { PageHero } from '@/components/sections/PageHero'
import { PageSection } from '@/components/sections/PageSection'
import { PointGrid } from '@/components/sections/PointGrid'
import type { IndustryPlaybook } from '@/content/industries'
import { routes } from '@/lib/routes'

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

      <PageSection id="challenges" eyebrow="Challenges" title={`What makes hiring in ${industry.name} hard`}>
        <PointGrid points={industry.challenges} />
      </PageSection>

      <PageSection id="approach" eyebrow="Our approach" title="How we staff for it" tinted>
        <PointGrid points={industry.approach} numbered columns={4} />
      </PageSection>

      <PageSection id="use-cases" eyebrow="Use cases" title="Where we help most">
        <PointGrid points={industry.useCases} />
      </PageSection>

      <PageSection id="stats" eyebrow="By the numbers" title="What you can expect" tinted>
        <KpiGrid kpis={industry.stats} />
      </PageSection>

      <PageSection id="future-outlook" eyebrow="Future outlook" title="Where the sector is heading" intro={industry.futureOutlook.intro}>
        <ul className="grid gap-5 md:grid-cols-3">
          {industry.futureOutlook.trends.map((trend) => (
            <li key={trend} className="flex gap-3 rounded-2xl border border-slate-200 p-6 text-base leading-7 text-slate-700">
              <TrendingUp aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{trend}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand
        id="playbook-cta"
        headline={`Building a team in ${industry.name}?`}
        subtext="Explore what we offer, or tell us about your hiring plans and we will put a proposal together."
        links={[
          { text: 'Explore Services', href: routes.services },
          { text: 'Request Proposal', href: routes.teamUpRequest },
        ]}
      />
    </>
  )
}
