import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { cn } from '@/components/ui/cn'
import { SectionHeading } from '@/components/ui/SectionHeading'

/** A titled band of a static page: <section aria-labelledby> with the shared heading style. */
export function PageBand({
  id,
  eyebrow,
  title,
  intro,
  tinted = false,
  children,
}: {
  id: string
  eyebrow?: string
  title: string
  intro?: ReactNode
  tinted?: boolean
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-14 sm:py-20', tinted && 'bg-brand-50')}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  )
}
