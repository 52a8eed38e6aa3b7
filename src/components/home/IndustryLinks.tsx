import { ArrowUpRight } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { LinkCard } from '@/components/ui/LinkCard'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { homeIndustries } from '@/copy/home'
import { industryHref } from '@/lib/routes'

export function IndustryLinks() {
  return (
    <section aria-labelledby="home-industries" className="bg-slate-50 py-20">
      <Container>
        <SectionHeading id="home-industries" title={homeIndustries.title} intro={homeIndustries.intro} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {homeIndustries.items.map((industry) => (
            <LinkCard
              key={industry.slug}
              href={industryHref(industry.slug)}
              title={industry.title}
              titleEnd={<ArrowUpRight aria-hidden className="size-5 shrink-0" />}
              bodyClassName="p-5"
              titleClassName="text-lg font-semibold text-ink"
            >
              <p className="mt-2 text-sm leading-6 text-muted">{industry.summary}</p>
            </LinkCard>
          ))}
        </ul>
      </Container>
    </section>
  )
}
