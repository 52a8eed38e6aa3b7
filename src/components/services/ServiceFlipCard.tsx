import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'

import type { SubpageSummary } from '@/features/content/types'
import { subpageHref } from '@/lib/routes'

import { FlipCard } from './FlipCard'

export type ServiceCardData = Pick<SubpageSummary, '_id' | 'title' | 'slug' | 'description'> & {
  category: Pick<SubpageSummary['category'], 'name'>
  /** The card's picture, rendered on the server (servicePicture): the list filters in the browser without image code. */
  picture: ReactNode
}

/** The first sentence of a service's description: the one line its card shows in front. */
const serviceSummary = (description: string) => description.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? description

/**
 * One service on /services: image, pillar, title and one-line summary in front (a compact row on a phone), the whole
 * description behind; opens the service page.
 */
export function ServiceFlipCard({ service }: { service: ServiceCardData }) {
  const categoryId = `service-${service._id}-category`
  const descriptionId = `service-${service._id}-description`
  // Named by its title (the pillar above it is aria-hidden); the pillar and the description are read after the name.
  return (
    <FlipCard
      href={subpageHref(service.slug)}
      // The summary is the description's first sentence, so the description (behind) is read once, after the pillar.
      describedBy={`${categoryId} ${descriptionId}`}
      className="sm:h-96"
      front={
        <div className="flex size-full rounded-2xl border border-slate-200 bg-white shadow-sm max-sm:items-stretch sm:flex-col">
          <div className="relative w-24 shrink-0 overflow-hidden bg-brand-50 max-sm:rounded-l-2xl sm:h-40 sm:w-full">{service.picture}</div>
          <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
            <p id={categoryId} aria-hidden className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {service.category.name}
            </p>
            <h3 className="mt-1 text-base font-semibold text-ink sm:text-lg">{service.title}</h3>
            <p aria-hidden className="mt-1 line-clamp-4 text-sm leading-6 text-slate-700">
              {serviceSummary(service.description)}
            </p>
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
