// One card per engagement model: who it suits, time to start, pricing, and a request button with the model preselected.
import { ArrowRight } from 'lucide-react'

import { Link } from '@/components/ui/Link'
import { LinkButton } from '@/components/ui/LinkButton'
import type { EngagementModel } from '@/copy/engagementModels'
import { engagementModelsPage as page } from '@/copy/engagementModels'
import { subpageHref, teamUpRequestHref } from '@/lib/routes'

export function EngagementModelCards({ models }: { models: EngagementModel[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {models.map((model) => {
        const headingId = `model-${model.key}-title`
        return (
          <li key={model.key} id={`model-${model.key}`} className="scroll-mt-24">
            <article
              aria-labelledby={headingId}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h3 id={headingId} className="text-2xl font-bold text-ink">
                {model.name}
              </h3>
              <p className="mt-2 text-lg text-muted">{model.tagline}</p>
              <dl className="mt-6 grid flex-1 gap-5">
                <div>
                  <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{page.labels.forWhom}</dt>
                  <dd className="mt-1 text-slate-700">{model.forWhom}</dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{page.labels.start}</dt>
                  <dd className="mt-1 text-slate-700">
                    <span className="font-semibold text-ink">{model.timeToStart}.</span> {model.timeToStartDetail}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{page.labels.pricing}</dt>
                  <dd className="mt-1 text-slate-700">
                    <ul className="list-disc space-y-1 pl-5">
                      {model.pricing.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{page.labels.billing}</dt>
                  <dd className="mt-1 text-slate-700">{model.billing}</dd>
                </div>
              </dl>
              <div className="mt-8 flex flex-wrap items-center gap-4">
                <LinkButton href={teamUpRequestHref(model.key)}>{page.cta(model.name)}</LinkButton>
                <Link
                  href={subpageHref(model.serviceSlug)}
                  className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {page.servicePage}
                  <span className="sr-only">: {model.serviceName}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
