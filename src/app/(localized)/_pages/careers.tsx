import { CheckCircle2 } from 'lucide-react'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

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
import type { LocalizedCareers } from '@/copy/localized'
import { listTestimonials } from '@/features/content/queries'
import { listOpenOpenings } from '@/features/openings/queries'
import { contentLang, defaultLocale, localizedPath, type Locale, type TranslatedLocale } from '@/i18n/locales'
import { LATEST_OPENINGS_ON_CAREERS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'
import { openingsLabels } from './openingsLabels'

export function localizedCareersMetadata(locale: TranslatedLocale, copy: LocalizedCareers): Metadata {
  return translatedPageMetadata({ title: copy.metaTitle, description: copy.metaDescription, path: routes.careers }, locale)
}

/**
 * /careers, /mr/careers and /hi/careers: the page's sections with its copy in the language (`copy`: English from
 * src/copy/careers.ts, or src/copy/mr or src/copy/hi, imported by that language's route only). On a translated page the
 * roles' cards have their labels in the language and lead to the role in it, and the testimonials, CMS content in
 * English, are marked `lang="en-IN"` under a note.
 */
export async function CareersPage({ locale, copy }: { locale: Locale; copy: LocalizedCareers }) {
  setRequestLocale(locale)
  const [testimonials, openRoles, labels] = await Promise.all([
    listTestimonials('talent'),
    listOpenOpenings(undefined, locale),
    openingsLabels(locale),
  ])
  const latest = openRoles.slice(0, LATEST_OPENINGS_ON_CAREERS)
  const english = locale === defaultLocale
  // The English links keep their own addresses (the application's default, /jobs).
  const joinPage = english ? undefined : localizedPath(locale, routes.joinAsTalent)
  const { hero, mission, pathways, life, perks, impact, closing, openings } = copy
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.lead}>
        <JoinAsTalentLink variant="accent" page={joinPage}>
          {hero.action}
        </JoinAsTalentLink>
      </PageHero>

      <section aria-labelledby="careers-openings" className="py-20">
        <Container>
          <SectionHeading
            id="careers-openings"
            title={openings.title}
            intro={openRoles.length ? openings.intro(openRoles.length) : openings.none}
          />
          {latest.length > 0 && (
            <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.map((role) => (
                <li key={role._id} className="flex">
                  <OpeningCard role={role} labels={labels} />
                </li>
              ))}
            </ul>
          )}
          <LinkButton href={localizedPath(locale, routes.jobs)} variant="secondary" className="mt-8">
            {openings.seeAll}
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

      {english ? (
        <Testimonials id="careers-testimonials" kind="talent" testimonials={testimonials} />
      ) : (
        testimonials.length > 0 && (
          <>
            <Container className="pt-14 sm:pt-20">
              <EnglishNote>{copy.testimonialsInEnglish}</EnglishNote>
            </Container>
            <div lang={contentLang(locale)}>
              <Testimonials id="careers-testimonials" kind="talent" testimonials={testimonials} />
            </div>
          </>
        )
      )}

      <CtaBand id="careers-closing" headline={closing.title} subtext={closing.text}>
        <JoinAsTalentLink page={joinPage}>{closing.action}</JoinAsTalentLink>
      </CtaBand>
    </>
  )
}
