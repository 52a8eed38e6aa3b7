import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { cn } from '@/components/ui/cn'
import type { SubpageSection } from '@/features/content/types'

/** The member of the section union whose `type` includes Type (hero, default and target share one shape). */
type SectionOf<Type extends SubpageSection['type']> = SubpageSection extends infer Member
  ? Member extends { type: infer Types }
    ? Type extends Types
      ? Member
      : never
    : never
  : never

export type SectionProps<Type extends SubpageSection['type']> = { section: SectionOf<Type>; headingId: string }

/** The common frame of a service-page section: a labelled <section> with its heading and subheading. */
export function SectionFrame({
  heading,
  subheading,
  headingId,
  className,
  children,
}: {
  heading: string
  subheading?: string
  headingId: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={heading ? headingId : undefined} className={cn('py-12 sm:py-16', className)}>
      <Container>
        {heading && (
          <h2 id={headingId} className="max-w-3xl text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {heading}
          </h2>
        )}
        {subheading && <p className="mt-3 max-w-3xl text-lg text-muted">{subheading}</p>}
        <div className={cn((heading || subheading) && 'mt-8')}>{children}</div>
      </Container>
    </section>
  )
}
