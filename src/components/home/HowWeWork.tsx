'use client'
// "How We Work" (spec: Home): a two-way toggle between the business and the talent process; the
// final button follows the choice.
import { useState } from 'react'

import { JoinAsTalentLink } from '@/components/talent/JoinAsTalentLink'
import { cn } from '@/components/ui/cn'
import { FlipHint } from '@/components/ui/FlipToggleCard'
import { LinkButton } from '@/components/ui/LinkButton'
import { howWeWork } from '@/copy/home'
import { routes } from '@/lib/routes'

import { FlipStepCard } from './FlipStepCard'

type Audience = 'businesses' | 'talent'
const audiences: Audience[] = ['businesses', 'talent']

export function HowWeWork() {
  const [audience, setAudience] = useState<Audience>('businesses')
  const { steps, action } = howWeWork[audience]
  return (
    <section aria-labelledby="how-we-work-title" className="py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="how-we-work-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {howWeWork.title}
          </h2>
          <p className="mt-4 text-lg text-muted">{howWeWork.intro}</p>
          <FlipHint className="mt-2 text-base" />
        </div>
        <div role="group" aria-label={howWeWork.audienceLabel} className="mx-auto mt-8 flex w-fit rounded-full bg-slate-100 p-1">
          {audiences.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={audience === option}
              onClick={() => setAudience(option)}
              className={cn(
                'min-h-11 rounded-full px-5 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
                audience === option ? 'bg-brand-700 text-white shadow' : 'text-slate-700 hover:text-brand-700',
              )}
            >
              {howWeWork[option].label}
            </button>
          ))}
        </div>
        <ol
          aria-label={`${howWeWork[audience].label}: ${steps.length} steps`}
          className={cn('mt-10 grid gap-5 sm:grid-cols-2', steps.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}
        >
          {steps.map((step, index) => (
            <FlipStepCard key={`${audience}-${step.title}`} number={index + 1} title={step.title} description={step.description} />
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {audience === 'businesses' ? (
            <LinkButton href={routes.teamUpRequest}>{action}</LinkButton>
          ) : (
            <>
              <JoinAsTalentLink>{action}</JoinAsTalentLink>
              <LinkButton href={routes.jobs} variant="secondary">
                {howWeWork.talent.rolesAction}
              </LinkButton>
            </>
          )}
        </div>
      </div>
    </section>
  )
}
