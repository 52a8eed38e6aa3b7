import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

/** A row of headline figures (spec section 9) on a dark band, shared by Home, About and Careers. */
export function ImpactFigures({
  id,
  title,
  intro,
  figures,
}: {
  id: string
  title: ReactNode
  intro?: string
  /** A label may be an element (a text marked lang="en-IN" on a translated page). */
  figures: readonly { value: string; label: ReactNode }[]
}) {
  return (
    <section aria-labelledby={id} className="bg-brand-900 py-16 text-white">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-4 max-w-2xl text-lg text-brand-100">{intro}</p>}
        <dl className={cn('mt-10 grid grid-cols-2 gap-8', figures.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}>
          {figures.map((figure, index) => (
            <div key={index} className="flex flex-col gap-1 border-l-4 border-accent-500 pl-4">
              <dt className="text-sm text-brand-100">{figure.label}</dt>
              <dd className="order-first text-4xl font-bold tracking-tight">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
