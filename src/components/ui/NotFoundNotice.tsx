import { Container } from './Container'
import { LinkButton } from './LinkButton'

import { routes } from '@/lib/routes'

/**
 * The body of every 404 page: the spec's not-found text as the heading, a hint, and ways to continue.
 * `next` is the most useful place to go from this page (the list the missing item belonged to).
 */
export function NotFoundNotice({
  title,
  intro = 'The link may be old or mistyped. These pages are a good place to continue:',
  next,
}: {
  title: string
  intro?: string
  next?: { href: string; label: string }
}) {
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{intro}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {next && <LinkButton href={next.href}>{next.label}</LinkButton>}
        <LinkButton href={routes.home} variant={next ? 'secondary' : 'primary'}>
          Go to the home page
        </LinkButton>
        <LinkButton href={routes.contact} variant="secondary">
          Contact us
        </LinkButton>
      </div>
    </Container>
  )
}
