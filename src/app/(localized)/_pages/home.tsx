import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CaseStudyTeasers } from '@/components/home/CaseStudyTeasers'
import { CategoryCarousel } from '@/components/home/CategoryCarousel'
import { CategorySlide } from '@/components/home/CategorySlide'
import { ClientStrip } from '@/components/home/ClientStrip'
import { HomeHero } from '@/components/home/HomeHero'
import { HowWeWork } from '@/components/home/HowWeWork'
import { IndustryLinks } from '@/components/home/IndustryLinks'
import { LatestBlogs } from '@/components/home/LatestBlogs'
import { toStripItems } from '@/components/home/stripItems'
import { ImpactFigures } from '@/components/marketing/ImpactFigures'
import { Testimonials } from '@/components/marketing/Testimonials'
import { JoinAsTalentLink } from '@/components/talent/JoinAsTalentLink'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { homeImpact } from '@/copy/home'
import { listCategories, listClients, listFeaturedSolutions, listLatestBlogs, listTestimonials } from '@/features/content/queries'
import { interleaveByKind } from '@/features/content/testimonials'
import { contentLang, defaultLocale, localizedPath, type Locale } from '@/i18n/locales'
import { HOME_LATEST_BLOGS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

import { EnglishNote } from './EnglishNote'

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Home' })
  return translatedPageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: routes.home }, locale)
}

/**
 * The home page. In Marathi or Hindi the hero is translated and a section for job seekers follows it; the rest is in
 * English for now.
 */
export async function HomePage({ locale }: { locale: Locale }) {
  setRequestLocale(locale)
  const [t, categories, blogs, clients, solutions, testimonials] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    listCategories(),
    listLatestBlogs(HOME_LATEST_BLOGS),
    listClients(),
    listFeaturedSolutions(),
    listTestimonials(),
  ])
  const rest = (
    <>
      <ClientStrip items={toStripItems(clients, solutions)} />
      <CategoryCarousel
        slides={categories.map((category, index) => ({
          id: category._id,
          content: <CategorySlide category={category} index={index} count={categories.length} />,
        }))}
      />
      <HowWeWork />
      <ImpactFigures id="home-impact" title={homeImpact.title} intro={homeImpact.intro} figures={homeImpact.figures} />
      <CaseStudyTeasers />
      <Testimonials id="home-testimonials" kind="both" testimonials={interleaveByKind(testimonials)} tinted />
      <IndustryLinks />
      <LatestBlogs blogs={blogs} />
    </>
  )
  if (locale === defaultLocale) {
    return (
      <>
        <HomeHero />
        {rest}
      </>
    )
  }
  const joinPage = localizedPath(locale, routes.joinAsTalent)
  const copy = {
    eyebrow: t('eyebrow'),
    title: t('title'),
    lead: t('lead'),
    requestProposal: t('requestProposal'),
    exploreServices: t('exploreServices'),
    joinAsTalent: t('joinAsTalent'),
  }
  return (
    <>
      <HomeHero copy={copy} joinPage={joinPage} />
      <section aria-labelledby="home-talent-title" className="bg-brand-50">
        <Container className="py-12">
          <h2 id="home-talent-title" className="text-3xl font-bold tracking-tight text-ink">
            {t('talentTitle')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t('talentIntro')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <LinkButton href={localizedPath(locale, routes.jobs)}>{t('seeRoles')}</LinkButton>
            <JoinAsTalentLink variant="secondary" page={joinPage}>
              {t('joinAsTalent')}
            </JoinAsTalentLink>
          </div>
          <EnglishNote className="mt-8">{t('restInEnglish')}</EnglishNote>
        </Container>
      </section>
      <div lang={contentLang(locale)}>{rest}</div>
    </>
  )
}
