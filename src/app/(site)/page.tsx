import { CaseStudyTeasers } from '@/components/home/CaseStudyTeasers'
import { ClientStrip } from '@/components/home/ClientStrip'
import { HomeHero } from '@/components/home/HomeHero'
import { HowWeWork } from '@/components/home/HowWeWork'
import { IndustryLinks } from '@/components/home/IndustryLinks'
import { LatestBlogs } from '@/components/home/LatestBlogs'
import { CategorySlide } from '@/components/home/CategorySlide'
import { CategoryCarousel } from '@/components/home/CategoryCarousel'
import { toStripItems } from '@/components/home/stripItems'
import { ImpactFigures } from '@/components/marketing/ImpactFigures'
import { Testimonials } from '@/components/marketing/Testimonials'
import { homeImpact } from '@/copy/home'
import { listCategories, listClients, listFeaturedSolutions, listLatestBlogs, listTestimonials } from '@/features/content/queries'
import { interleaveByKind } from '@/features/content/testimonials'
import { HOME_LATEST_BLOGS } from '@/lib/constants'
import { routes } from '@/lib/routes'
import { translatedPageMetadata } from '@/lib/seo'

export const metadata = translatedPageMetadata({
  title: 'Staffing, recruitment, software and AI for growing teams',
  description:
    'Pune Talent Works redefines recruitment for startups and small firms: verified staff in days, consulting, software and AI — and a talent network for students, women returning to work and young professionals.',
  path: routes.home,
})

export default async function HomePage() {
  const [categories, blogs, clients, solutions, testimonials] = await Promise.all([
    listCategories(),
    listLatestBlogs(HOME_LATEST_BLOGS),
    listClients(),
    listFeaturedSolutions(),
    listTestimonials(),
  ])
  return (
    <>
      <HomeHero />
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
}
