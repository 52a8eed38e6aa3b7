import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'

/** The closing call to action of a marketing page: a heading, a sentence and its buttons. */
export function ClosingCall({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-20">
      <Container>
        <div className="rounded-3xl bg-brand-50 px-6 py-12 text-center sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        </div>
      </Container>
    </section>
  )
}
