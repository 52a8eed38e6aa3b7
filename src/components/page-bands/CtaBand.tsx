import type { ReactNode } from 'react'

import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import type { CtaLink } from '@/copy/types'

/**
 * Closing call to action of a static page: a heading, a sentence and its buttons, given as links (the first is the
 * primary button) or as elements (for buttons that depend on the visitor, such as Join as Talent).
 */
export function CtaBand({
  id,
  headline,
  subtext,
  links = [],
  children,
}: {
  id: string
  headline: ReactNode
  subtext: ReactNode
  links?: CtaLink[]
  children?: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="py-14 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-brand-50 px-6 py-10 text-center sm:px-12">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-ink">
            {headline}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{subtext}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {links.map((link, index) => (
              <LinkButton key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
                {link.text}
              </LinkButton>
            ))}
            {children}
          </div>
        </div>
      </Container>
    </section>
  )
}
