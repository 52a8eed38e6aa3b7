import { CheckCircle2 } from 'lucide-react'

import { OpeningCard } from '@/components/jobs/OpeningCard'
import { ImpactFigures } from '@/components/marketing/ImpactFigures'
import { Testimonials } from '@/components/marketing/Testimonials'
import { TitledCards } from '@/components/marketing/TitledCards'
import { CtaBand } from '@/components/page-bands/CtaBand'
import { PageHero } from '@/components/page-bands/PageHero'
import { JoinAsTalentLink } from '@/components/talent/JoinAsTalentLink'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { careersPage } from '@/copy/careers'
import { listTestimonials } from '@/features/content/queries'

import { listOpenOpenings } from '@/features/openings/queries'
import { LATEST_OPENINGS_ON_CAREERS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

// Also in Marathi and Hindi (/mr/careers, /hi/careers; docs/decisions/languages.md): the same alternates in <head>.
export const metadata = translatedPageMetadata({
  title: careersPage.metaTitle,
  description: careersPage.metaDescription,
  path: routes.careers,
})

export default async function CareersPage() {
  const testimonials = await listTestimonials('talent')
  const { hero, mission, pathways, life, perks, impact, closing } = careersPage
  const openRoles = await listOpenOpenings()
  const latest = openRoles.slice(0, LATEST_OPENINGS_ON_CAREERS)
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.lead}>
        {/* "!" because buttonClass already sets the variant's colours and class order cannot override them. */}
        <JoinAsTalentLink variant="accent">{hero.action}</JoinAsTalentLink>
      </PageHero>

      <section aria-labelledby="careers-openings" className="py-20">
        <Container>
          <SectionHeading
            id="careers-openings"
            title="Open roles right now"
            intro={
              openRoles.length
                ? `${openRoles.length === 1 ? '1 open role' : `${openRoles.length} open roles`} with our team and the Pune firms we hire for. The newest:`
                : 'No roles are open at the moment. Join our talent network and we will contact you when one fits.'
            }
          />
          {latest.length > 0 && (
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.map((role) => (
                <li key={role._id} className="flex">
                  <OpeningCard role={role} />
                </li>
              ))}
            </ul>
          )}
          <LinkButton href={routes.jobs} variant="secondary" className="mt-8">
            See all open roles
          </LinkButton>
        </Container>
      </section>

      <section aria-labelledby="careers-mission" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="careers-mission" title={mission.title} intro={mission.text} />
          <TitledCards items={mission.values} columns={4} />
        </Container>
      </section>

      <section aria-labelledby="careers-pathways" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="careers-pathways" title={pathways.title} intro={pathways.intro} />
          <TitledCards items={pathways.items} />
        </Container>
      </section>

      <section aria-labelledby="careers-life" className="py-20">
        <Container className="grid items-start gap-10 lg:grid-cols-2">
          <SectionHeading id="careers-life" title={life.title} intro={life.text} />
          <ul className="grid gap-4">
            {life.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="text-base text-ink">{highlight}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="careers-perks" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="careers-perks" title={perks.title} />
          <TitledCards items={perks.items} />
        </Container>
      </section>

      <ImpactFigures id="careers-impact" title={impact.title} figures={impact.figures} />

      <Testimonials id="careers-testimonials" kind="talent" testimonials={testimonials} />

      <CtaBand id="careers-closing" headline={closing.title} subtext={closing.text}>
        <JoinAsTalentLink>{closing.action}</JoinAsTalentLink>
      </CtaBand>
    </>
  )
}
