import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'

/** The frame of the account screens: a heading, a short intro and the form. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-muted">{footer}</div>}
      </div>
    </Container>
  )
}
