import { Briefcase, IndianRupee, MapPin } from 'lucide-react'

import { Link } from '@/components/ui/Link'
import { employmentTypeLabel } from '@/features/openings/options'
import { inEnglish } from '@/features/openings/translations'
import type { OpeningSummary } from '@/features/openings/types'
import { jobHref } from '@/lib/routes'

import { salaryText } from '@/features/openings/format'
import type { OpeningsLabels } from './openingsLabels'
import { PostedAgo } from './PostedAgo'

/** A role in a list: title (the link), pillar, type, mode and location, pay when given, and when it was posted. */
/** `labels`: on a Marathi or Hindi page (links to the role's page in that language). */
export function OpeningCard({
  role,
  headingLevel = 'h3',
  labels,
}: {
  role: OpeningSummary
  headingLevel?: 'h2' | 'h3'
  labels?: OpeningsLabels
}) {
  const Heading = headingLevel
  const salary = salaryText(role.salary, labels?.numbers)
  return (
    <article className="relative flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition focus-within:ring-3 focus-within:ring-accent-500 hover:border-brand-700">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{role.pillar.name}</p>
      <Heading className="mt-2 text-xl font-semibold text-ink">
        <Link
          lang={inEnglish(role, 'title')}
          href={jobHref(role.slug, labels?.prefix)}
          prefetch={false}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {role.title}
        </Link>
      </Heading>
      <p lang={inEnglish(role, 'summary')} className="mt-2 line-clamp-3 text-sm text-muted">
        {role.summary}
      </p>
      <ul className="mt-4 flex flex-col gap-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Briefcase aria-hidden className="size-4 text-brand-700" />
          {labels?.types[role.employmentType] ?? employmentTypeLabel(role.employmentType)}
        </li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 text-brand-700" />
          {role.location}
          {role.workMode === 'hybrid' && ` ${labels?.hybrid ?? '(hybrid)'}`}
        </li>
        {salary && (
          <li className="flex items-center gap-2">
            <IndianRupee aria-hidden className="size-4 text-brand-700" />
            {salary}
          </li>
        )}
      </ul>
      <PostedAgo
        value={role.datePosted}
        className="mt-auto pt-4 text-sm text-muted"
        posted={labels && { template: labels.posted, lang: labels.lang }}
      />
    </article>
  )
}
