import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { IndustryDetail } from '@/components/industries/IndustryDetail'
import { JsonLd } from '@/components/seo/JsonLd'
import { findIndustry, industrySlugList } from '@/copy/industries'
import { env } from '@/lib/env'
import { breadcrumbJsonLd } from '@/components/seo/structuredData'
import { messages } from '@/lib/messages'
import { industryHref, routes } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// The five slugs are prerendered. Other slugs stay allowed (the default) so that they reach
// notFound() and show this route's own 404 text inside the site's shell.
export const dynamicParams = true

export function generateStaticParams() {
  return industrySlugList.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const industry = findIndustry((await params).slug)
  if (!industry) return { title: messages.playbookNotFound, robots: { index: false } }
  return pageMetadata({ title: `${industry.name} playbook`, description: industry.summary, path: industryHref(industry.slug) })
}

export default async function IndustryPage({ params }: Props) {
  const industry = findIndustry((await params).slug)
  if (!industry) notFound()
  const breadcrumbs = [
    { name: 'Home', path: routes.home },
    { name: 'Industries', path: routes.industries },
    { name: industry.name, path: industryHref(industry.slug) },
  ]
  return (
    <>
      <IndustryDetail industry={industry} breadcrumbs={breadcrumbs} />
      <JsonLd data={breadcrumbJsonLd(breadcrumbs, env().SITE_URL)} />
    </>
  )
}
