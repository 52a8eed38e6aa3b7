import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { serviceCta } from '@/copy/services'
import { routes, teamUpRequestHref } from '@/lib/routes'

import type { SectionProps } from './SectionFrame'

/** The fixed pair of requests (spec): businesses to the team-up form with this service chosen, talent to the application. */
export function CtaSection({ section, headingId, serviceSlug }: SectionProps<'cta'> & { serviceSlug: string }) {
  return (
    <section aria-labelledby={headingId} className="py-12 sm:py-16">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
              {section.heading || serviceCta.fallbackHeading}
            </h2>
            <p className="mt-3 text-lg text-brand-50">{section.subheading || serviceCta.fallbackSubheading}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {/* `!` because the light variant's own colours would otherwise compete with the accent ones. */}
            <LinkButton href={teamUpRequestHref(undefined, serviceSlug)} variant="accent">
              {serviceCta.business}
            </LinkButton>
            <LinkButton href={routes.joinAsTalent} variant="light">
              {serviceCta.intern}
            </LinkButton>
          </div>
        </div>
      </Container>
    </section>
  )
}
