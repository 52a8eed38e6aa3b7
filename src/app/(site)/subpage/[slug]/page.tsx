import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/seo/JsonLd'
import { RenderSections } from '@/components/service-sections/RenderSections'
import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Container } from '@/components/ui/Container'
import { RichHtml } from '@/components/ui/RichHtml'
import { SmartImage } from '@/components/ui/SmartImage'
import { serviceBreadcrumbs } from '@/features/content/breadcrumbs'
import { getServiceBySlug } from '@/features/content/queries'
import { sectionsWithHighlights } from '@/features/content/serviceSections'
import { env } from '@/lib/env'
import { breadcrumbJsonLd } from '@/components/seo/structuredData'
import { subpageHref } from '@/lib/routes'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

// Services come from the CMS: each page is rendered on its first request, then cached until the service changes.
export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const service = await getServiceBySlug(slug)
  if (!service) return { title: 'Page not found', robots: { index: false } }
  return pageMetadata({ title: service.title, description: service.description, path: subpageHref(service.slug), image: service.image })
}

export default async function ServicePage({ params }: Props) {
  const { slug } = await params
  const service = await getServiceBySlug(slug)
  if (!service) notFound()
  const trail = serviceBreadcrumbs(service)

  return (
    <>
      <section aria-labelledby="service-title" className="border-b border-slate-200">
        <Container className="py-10 sm:py-14">
          <Breadcrumbs trail={trail} />
          <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
            <div>
              {service.category.name && (
                <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{service.category.name}</p>
              )}
              <h1 id="service-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
                {service.title}
              </h1>
              <p className="mt-5 text-lg text-muted">{service.description}</p>
            </div>
            <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-brand-50 shadow-sm">
              <SmartImage src={service.image} alt="" fill priority sizes="(min-width: 1024px) 36rem, 100vw" className="object-cover" />
            </div>
          </div>
          {service.content && <RichHtml html={service.content} className="mt-10 max-w-3xl" />}
        </Container>
      </section>
      <RenderSections sections={sectionsWithHighlights(service)} flipcards={service.flipcards} serviceSlug={service.slug} />
      <JsonLd data={breadcrumbJsonLd(trail, env().SITE_URL)} />
    </>
  )
}
