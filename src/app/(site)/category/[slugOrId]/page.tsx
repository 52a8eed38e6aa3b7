import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CategoryContentSections } from '@/components/category/CategoryContentSections'
import { CaseStudyList, ClosingCta, IndustriesList, ProcessSteps } from '@/components/category/CategoryDetails'
import { CategoryHero } from '@/components/category/CategoryHero'
import { SubcategoryGrid } from '@/components/category/SubcategoryGrid'
import { Testimonials } from '@/components/marketing/Testimonials'
import { JsonLd } from '@/components/seo/JsonLd'
import { categoryBreadcrumbs } from '@/features/content/breadcrumbs'
import { getCategory, listServices, listTestimonials } from '@/features/content/queries'
import { env } from '@/lib/env'
import { breadcrumbJsonLd } from '@/components/seo/structuredData'
import { categoryHref } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slugOrId: string }> }

// Categories come from the CMS: each page is rendered on its first request, then cached until the category changes.
export function generateStaticParams(): { slugOrId: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slugOrId } = await params
  const category = await getCategory(decodeURIComponent(slugOrId))
  if (!category) return { title: 'Category not found', robots: { index: false } }
  return pageMetadata({
    title: category.name,
    description: category.heroSubtext || category.description,
    path: categoryHref(category),
    image: category.image,
  })
}

export default async function CategoryPage({ params }: Props) {
  const { slugOrId } = await params
  const category = await getCategory(decodeURIComponent(slugOrId))
  if (!category) notFound()
  const { testimonialKind } = category
  const [services, testimonials] = await Promise.all([
    listServices(category._id),
    testimonialKind === 'none' ? [] : listTestimonials(testimonialKind),
  ])
  const trail = categoryBreadcrumbs(category)

  return (
    <>
      <CategoryHero category={category} trail={trail} />
      <CategoryContentSections sections={category.sections} />
      <SubcategoryGrid categoryName={category.name} services={services} />
      <IndustriesList industries={category.industries} />
      <ProcessSteps steps={category.processFlow} />
      <CaseStudyList caseStudies={category.caseStudies} />
      {testimonialKind !== 'none' && <Testimonials id="category-testimonials" kind={testimonialKind} testimonials={testimonials} tinted />}
      <ClosingCta cta={category.cta} />
      <JsonLd data={breadcrumbJsonLd(trail, env().SITE_URL)} />
    </>
  )
}
