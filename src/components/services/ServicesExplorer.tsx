'use client'
// The services list with its category filter (spec section 2, "Services list").
import { useMemo, useState } from 'react'

import { filterServicesByCategories } from '@/features/content/serviceFilter'
import { islandMessages } from '@/lib/islandMessages'

import { ServiceFlipCard, type ServiceCardData } from './ServiceFlipCard'

export function ServicesExplorer({ categoryNames, services }: { categoryNames: string[]; services: ServiceCardData[] }) {
  const [ticked, setTicked] = useState<string[]>([])
  const shown = useMemo(() => filterServicesByCategories(services, ticked), [services, ticked])

  const toggle = (name: string, checked: boolean) =>
    setTicked((current) => (checked ? [...current, name] : current.filter((entry) => entry !== name)))

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside aria-label="Filter services" className="lg:sticky lg:top-24 lg:self-start">
        <fieldset className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <legend className="float-left mb-3 text-lg font-semibold text-ink">Categories</legend>
          <ul className="clear-both grid grid-cols-2 gap-x-2 gap-y-1 lg:grid-cols-1">
            {categoryNames.map((name) => (
              <li key={name}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-white">
                  <input
                    type="checkbox"
                    checked={ticked.includes(name)}
                    onChange={(event) => toggle(name, event.target.checked)}
                    className="size-5 shrink-0 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                  />
                  {name}
                </label>
              </li>
            ))}
          </ul>
          {ticked.length > 0 && (
            <button
              type="button"
              onClick={() => setTicked([])}
              className="mt-3 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              Clear filters
            </button>
          )}
        </fieldset>
      </aside>

      <section aria-labelledby="services-list-title">
        {/* Keeps the heading outline whole: the cards' titles are h3s under this h2. */}
        <h2 id="services-list-title" className="sr-only">
          Services
        </h2>
        <p
          role="status"
          className={
            shown.length === 0
              ? 'rounded-2xl border border-dashed border-slate-300 p-10 text-center text-lg text-slate-700'
              : 'mb-4 text-sm text-muted'
          }
        >
          {shown.length === 0 ? islandMessages.servicesEmpty : `Showing ${shown.length} of ${services.length} services`}
        </p>
        {shown.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
            {shown.map((service) => (
              <li key={service._id}>
                <ServiceFlipCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
