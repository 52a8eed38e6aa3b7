import { ArrowRight } from 'lucide-react'

import { SmartImage } from '@/components/ui/SmartImage'
import type { SubpageSummary } from '@/features/content/types'
import { subpageHref } from '@/lib/routes'

import { FlipCard } from './FlipCard'

export type ServiceCardData = Pick<SubpageSummary, '_id' | 'title' | 'slug' | 'description' | 'image'> & {
  category: Pick<SubpageSummary['category'], 'name'>
}

/** One service on /services: image and title in front, description behind; opens the service page. */
export function ServiceFlipCard({ service }: { service: ServiceCardData }) {
  const categoryId = `service-${service._id}-category`
  const descriptionId = `service-${service._id}-description`
  // Named by its title (the pillar above it is aria-hidden); the pillar and the description are read after the name.
  return (
    <FlipCard
      href={subpageHref(service.slug)}
      describedBy={`${categoryId} ${descriptionId}`}
      className="h-80"
      front={
        <div className="flex size-full flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="relative h-48 shrink-0 bg-brand-50">
            <SmartImage
              src={service.image}
              alt=""
              fill
              sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
              className="object-cover"
            />
          </div>
          <div className="flex flex-1 flex-col justify-center p-5">
            <p id={categoryId} aria-hidden className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {service.category.name}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{service.title}</h3>
          </div>
        </div>
      }
      back={
        <div className="flex size-full flex-col bg-brand-800 p-6 text-white">
          <p aria-hidden className="text-lg font-semibold">
            {service.title}
          </p>
          <p id={descriptionId} className="mt-3 flex-1 text-sm leading-6 text-brand-50">
            {service.description}
          </p>
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-amber-300">
            View service <ArrowRight aria-hidden className="size-4" />
          </span>
        </div>
      }
    />
  )
}
