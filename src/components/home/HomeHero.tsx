import { ArrowRight } from 'lucide-react'

import { JoinAsTalentLink } from '@/components/talent/JoinAsTalentLink'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { homeHero } from '@/copy/home'
import { routes } from '@/lib/routes'

type HeroCopy = { [K in keyof typeof homeHero]: string }

/** `copy` and `joinPage`: the Marathi and Hindi home pages (English when left out). */
export function HomeHero({ copy = homeHero, joinPage }: { copy?: HeroCopy; joinPage?: string }) {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      {/* Soft shapes give the hero depth without an image to load. Radial gradients rather than blurred circles: a blur
          filter is costly to draw and held back the first paint of the hero (docs/benchmarks.md "First paint"). */}
      <div
        aria-hidden
        className="pointer-events-none absolute -top-56 -right-56 size-[40rem] bg-radial from-accent-500/20 to-transparent to-60%"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-64 -left-48 size-[36rem] bg-radial from-brand-600/50 to-transparent to-60%"
      />
      <Container className="relative py-20 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{copy.eyebrow}</p>
        <h1 id="home-hero-title" className="mt-4 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl">
          {copy.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">{copy.lead}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <LinkButton href={routes.teamUpRequest} variant="accent">
            {copy.requestProposal}
            <ArrowRight aria-hidden className="size-4" />
          </LinkButton>
          <LinkButton href={routes.services} variant="light">
            {copy.exploreServices}
          </LinkButton>
          <JoinAsTalentLink variant="outlineLight" page={joinPage}>
            {copy.joinAsTalent}
          </JoinAsTalentLink>
        </div>
      </Container>
    </section>
  )
}
