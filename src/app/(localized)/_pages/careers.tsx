import { CheckCircle2 } from 'lucide-react'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

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
import type { CareersLabels } from '@/copy/localized'
import { listTestimonials } from '@/features/content/queries'
import { getCareersTexts } from '@/features/content/pageQueries'
import { listOpenOpenings } from '@/features/openings/queries'
import { contentLang, defaultLocale, localizedPath, type Locale } from '@/i18n/locales'
import { LATEST_OPENINGS_ON_CAREERS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'
import { openingsLabels } from './openingsLabels'

/** The page's title and description in `locale`, as staff wrote them (the CMS's Careers page). */
export async function careersMetadata(locale: Locale): Promise<Metadata> {
  const { texts } = await getCareersTexts(locale)
  return translatedPageMetadata({ title: texts.metaTitle, description: texts.metaDescription, path: routes.careers }, locale)
}

/**
 * /careers, /mr/careers and /hi/careers: the page's sections with the words staff wrote in the CMS's Careers page
 * (docs/decisions/languages.md, "Careers and Terms in the CMS"); a text not translated yet shows in English, marked
 * `lang="en-IN"`. `labels` are the open roles section's and the testimonials note's texts, code in each language (a
 * count in a sentence needs each language's plural). On a translated page the roles' cards have their labels in the
 * language and lead to the role in it, and the testimonials, CMS content in English, are marked `lang="en-IN"` under a
 * note.
 */
export async function CareersPage({ locale, labels: copy }: { locale: Locale; labels: CareersLabels }) {
  setRequestLocale(locale)
  const [testimonials, openRoles, labels, { texts, english: inEnglish }] = await Promise.all([
    listTestimonials('talent'),
    listOpenOpenings(undefined, locale),
    openingsLabels(locale),
    getCareersTexts(locale),
  ])
  /** A text as staff wrote it; marked English when it fell back. */
  const m = (path: string, text: string): ReactNode => (inEnglish.includes(path) ? <span lang="en-IN">{text}</span> : text)
  const cards = (path: string, items: readonly { title: string; description: string }[]) =>
    items.map((item, index) => ({
      title: m(`${path}.${index}.title`, item.title),
      description: m(`${path}.${index}.description`, item.description),
    }))
  const latest = openRoles.slice(0, LATEST_OPENINGS_ON_CAREERS)
  const english = locale === defaultLocale
  // The English links keep their own addresses (the application's default, /jobs).
  const joinPage = english ? undefined : localizedPath(locale, routes.joinAsTalent)
  const { hero, mission, pathways, life, perks, impact, closing } = texts
  const { openings } = copy
  return (
    <>
      <PageHero eyebrow={m('hero.eyebrow', hero.eyebrow)} title={m('hero.title', hero.title)} intro={m('hero.lead', hero.lead)}>
        <JoinAsTalentLink variant="accent" page={joinPage}>
          {m('hero.action', hero.action)}
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
          <SectionHeading id="careers-mission" title={m('mission.title', mission.title)} intro={m('mission.text', mission.text)} />
          <TitledCards items={cards('mission.values', mission.values)} columns={4} />
        </Container>
      </section>

      <section aria-labelledby="careers-pathways" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="careers-pathways" title={m('pathways.title', pathways.title)} intro={m('pathways.intro', pathways.intro)} />
          <TitledCards items={cards('pathways.items', pathways.items)} />
        </Container>
      </section>

      <section aria-labelledby="careers-life" className="py-20">
        <Container className="grid items-start gap-10 lg:grid-cols-2">
          <SectionHeading id="careers-life" title={m('life.title', life.title)} intro={m('life.text', life.text)} />
          <ul className="grid gap-4">
            {life.highlights.map((highlight, index) => (
              <li key={index} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="text-base text-ink" lang={inEnglish.includes(`life.highlights.${index}`) ? 'en-IN' : undefined}>
                  {highlight}
                </span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="careers-perks" className="bg-slate-50 py-20">
        <Container>
          <SectionHeading id="careers-perks" title={m('perks.title', perks.title)} />
          <TitledCards items={cards('perks.items', perks.items)} />
        </Container>
      </section>

      <ImpactFigures
        id="careers-impact"
        title={m('impact.title', impact.title)}
        figures={impact.figures.map(({ value, label }, index) => ({ value, label: m(`impact.figures.${index}.label`, label) }))}
      />

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

      <CtaBand id="careers-closing" headline={m('closing.title', closing.title)} subtext={m('closing.text', closing.text)}>
        <JoinAsTalentLink page={joinPage}>{m('closing.action', closing.action)}</JoinAsTalentLink>
      </CtaBand>
    </>
  )
}
