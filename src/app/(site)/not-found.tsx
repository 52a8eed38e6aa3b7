import type { Metadata } from 'next'

import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The designed 404 for addresses that match no page. */
export default function NotFound() {
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">We couldn&apos;t find that page</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        The link may be old or mistyped. These are good places to continue:
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton href={routes.home}>Go to the home page</LinkButton>
        <LinkButton href={routes.services} variant="secondary">
          Explore services
        </LinkButton>
        <LinkButton href={routes.contact} variant="secondary">
          Contact us
        </LinkButton>
      </div>
    </Container>
  )
}
