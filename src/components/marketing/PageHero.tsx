import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'

/** The dark hero band of a static marketing page, holding its only h1. */
export function PageHero({ id, eyebrow, title, lead, children }: { id: string; eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-accent-500/20 blur-3xl" />
      <Container className="relative py-20 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{eyebrow}</p>
        <h1 id={id} className="mt-4 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">{lead}</p>
        {children && <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </Container>
    </section>
  )
}
