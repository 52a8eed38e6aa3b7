import type { Metadata } from 'next'

import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { notFoundLinks } from '@/content/services'
import { messages } from '@/lib/messages'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Category not found', robots: { index: false } }

export default function CategoryNotFound() {
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{messages.categoryNotFound}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{notFoundLinks.intro}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton href={routes.services}>Explore services</LinkButton>
        <LinkButton href={routes.home} variant="secondary">
          Go to the home page
        </LinkButton>
        <LinkButton href={routes.contact} variant="secondary">
          Contact us
        </LinkButton>
      </div>
    </Container>
  )
}
