import type { ReactNode } from 'react'

import { Breadcrumbs } from '@/components/ui/Breadcrumbs'
import { Container } from '@/components/ui/Container'
import type { Crumb } from '@/features/content/breadcrumbs'

/** The page's one h1, on the brand gradient, with optional breadcrumbs and actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  breadcrumbs,
  children,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  breadcrumbs?: Crumb[]
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="page-title" className="bg-linear-to-br from-brand-900 to-brand-800 text-white">
      <Container className="py-14 sm:py-20">
        {breadcrumbs && (
          <div className="mb-8">
            <Breadcrumbs trail={breadcrumbs} onDark />
          </div>
        )}
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-500 uppercase">{eyebrow}</p>}
        <h1 id="page-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {intro && <div className="mt-5 max-w-2xl text-lg leading-8 text-slate-100">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </Container>
    </section>
  )
}
