import { Compass, Eye } from 'lucide-react'

import { ImpactFigures } from '@/components/marketing/ImpactFigures'
import { Testimonials } from '@/components/marketing/Testimonials'
import { TitledCards } from '@/components/marketing/TitledCards'
import { CtaBand } from '@/components/page-bands/CtaBand'
import { PageHero } from '@/components/page-bands/PageHero'
import { JoinAsTalentLink } from '@/components/talent/JoinAsTalentLink'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { aboutPage } from '@/copy/about'
import { listTestimonials } from '@/features/content/queries'
import { interleaveByKind } from '@/features/content/testimonials'
import { routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ title: aboutPage.metaTitle, description: aboutPage.metaDescription, path: routes.about })

export default async function AboutPage() {
  const testimonials = interleaveByKind(await listTestimonials())
  const { hero, mission, vision, values, pillars, whatWeDo, process, impact, reasons, closing } = aboutPage
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.lead} />

      <section aria-label={`${mission.title} and ${vision.title}`} className="py-20">
        <Container className="grid gap-6 md:grid-cols-2">
          {[
            { ...mission, id: 'about-mission', Icon: Compass },
            { ...vision, id: 'about-vision', Icon: Eye },
          ].map(({ id, title, text, Icon }) => (
            <article key={id} aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand-700" />
              <h2 id={id} className="mt-4 text-2xl font-bold text-ink">
                {title}
              </h2>
              <p className="mt-3 text-lg leading-8 text-muted">{text}</p>
            </article>
          ))}
        </Container>
      </section>

      <section aria-labelledby="about-values" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="about-values" title={values.title} />
          <TitledCards items={values.items} columns={4} />
        </Container>
      </section>

      <section aria-labelledby="about-pillars" className="py-20">
        <Container>
          <SectionHeading id="about-pillars" title={pillars.title} />
          <TitledCards items={pillars.items} />
        </Container>
      </section>

      <section aria-labelledby="about-what-we-do" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="about-what-we-do" title={whatWeDo.title} intro={whatWeDo.intro} />
          <TitledCards items={whatWeDo.items} columns={4} />
          <LinkButton href={routes.services} variant="secondary" className="mt-8">
            {whatWeDo.action}
          </LinkButton>
        </Container>
      </section>

      <section aria-labelledby="about-process" className="py-20">
        <Container>
          <SectionHeading id="about-process" title={process.title} intro={process.intro} />
          <TitledCards items={process.steps} columns={4} numbered />
        </Container>
      </section>

      <ImpactFigures id="about-impact" title={impact.title} figures={impact.figures} />

      <Testimonials id="about-testimonials" kind="both" testimonials={testimonials} />

      <section aria-labelledby="about-reasons" className="py-20">
        <Container>
          <SectionHeading id="about-reasons" title={reasons.title} />
          <TitledCards items={reasons.items} />
        </Container>
      </section>

      <CtaBand id="about-closing" headline={closing.title} subtext={closing.text}>
        <LinkButton href={routes.teamUpRequest}>{closing.business}</LinkButton>
        <JoinAsTalentLink variant="secondary">{closing.talent}</JoinAsTalentLink>
      </CtaBand>
    </>
  )
}
