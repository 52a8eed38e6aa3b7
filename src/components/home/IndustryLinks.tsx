import { ArrowUpRight } from 'lucide-react'
import Link from 'next/link'

import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { homeIndustries } from '@/content/home'
import { industryHref } from '@/lib/routes'

export function IndustryLinks() {
  return (
    <section aria-labelledby="home-industries" className="bg-slate-50 py-20">
      <Container>
        <SectionHeading id="home-industries" title={homeIndustries.title} intro={homeIndustries.intro} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {homeIndustries.items.map((industry) => (
            <li
              key={industry.slug}
              // The whole card is clickable through the link's ::after, while the link's name stays the industry.
              className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-700 hover:shadow-md has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
            >
              <Link
                href={industryHref(industry.slug)}
                className="flex items-start justify-between gap-2 text-lg font-semibold text-ink outline-none group-hover:text-brand-700 after:absolute after:inset-0"
              >
                {industry.title}
                <ArrowUpRight aria-hidden className="size-5 shrink-0" />
              </Link>
              <p className="mt-2 text-sm leading-6 text-muted">{industry.summary}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
