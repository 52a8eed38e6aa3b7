import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import type { CtaLink } from '@/content/types'

/** A route's own 404 text (spec section 8) as the page's h1, with ways forward. */
export function NotFoundMessage({ title, hint, links }: { title: string; hint: string; links: CtaLink[] }) {
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{hint}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <LinkButton key={link.href} href={link.href} variant={index === 0 ? 'primary' : 'secondary'}>
            {link.text}
          </LinkButton>
        ))}
      </div>
    </Container>
  )
}
