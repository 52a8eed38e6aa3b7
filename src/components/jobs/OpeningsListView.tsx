'use client'
// What /jobs shows for a query: search box, three filters with counts, the cards and pages. Rendered by OpeningsExplorer,
// and by the page itself (without handlers) as the server-rendered first paint. It is given one page of roles and the
// counts; it never holds every role (docs/caching.md, "Open roles").
import { Search } from 'lucide-react'
import { useId, type Ref } from 'react'

import { BlogPagination } from '@/components/blog/BlogPagination'
import { JoinAsTalentLink } from '@/components/talent/JoinAsTalentLink'
import { cn } from '@/components/ui/cn'
import { LinkButton } from '@/components/ui/LinkButton'
import type { FilterCount, OpeningFacets, OpeningQuery } from '@/features/openings/filter'
import { islandMessages } from '@/lib/islandMessages'
import type { OpeningsPage } from '@/features/openings/types'
import { BLOG_SEARCH_MAX_LENGTH } from '@/lib/constants'
import { jobsHref, routes } from '@/lib/routes'

import { OpeningCard } from './OpeningCard'
import { fill, type OpeningsLabels } from './openingsLabels'

type Filter = 'pillar' | 'type' | 'mode'

type OpeningsListViewProps = {
  /** The page of roles for `applied`. */
  result: OpeningsPage
  /** The filters' counts for `draft`. */
  facets: OpeningFacets
  /** The filters as the visitor is choosing them (they reach the URL after the pause). */
  draft: OpeningQuery
  /** The URL's query, which the shown roles and page links belong to. */
  applied: OpeningQuery
  resultsHeadingRef?: Ref<HTMLHeadingElement>
  onChange?: (change: Partial<OpeningQuery>) => void
  onPageChange?: (page: number) => void
  /** A Marathi or Hindi page's texts and prefix; English when left out. */
  labels?: OpeningsLabels
}

const FILTERS: { name: Filter; label: string; all: string }[] = [
  { name: 'pillar', label: 'Pillar', all: 'All pillars' },
  { name: 'type', label: 'Employment type', all: 'All types' },
  { name: 'mode', label: 'Work mode', all: 'All work modes' },
]

export function OpeningsListView({
  result,
  facets,
  draft,
  applied,
  resultsHeadingRef,
  onChange,
  onPageChange,
  labels,
}: OpeningsListViewProps) {
  const baseId = useId()
  const prefix = labels?.prefix
  const filters = labels
    ? [
        { name: 'pillar' as const, label: labels.pillar, all: labels.allPillars },
        { name: 'type' as const, label: labels.type, all: labels.allTypes },
        { name: 'mode' as const, label: labels.mode, all: labels.allModes },
      ]
    : FILTERS
  const optionLabel = (name: Filter, item: FilterCount) =>
    (name === 'type' ? labels?.types[item.value] : name === 'mode' ? labels?.modes[item.value] : undefined) ?? item.label
  const interactive = Boolean(onChange)
  // "All …" of one filter: every role that the other filters and the search let through.
  const allCount = (name: Filter) => facets[name].reduce((sum, item) => sum + item.count, 0)

  return (
    <>
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 md:grid-cols-4">
        <div className="md:col-span-4">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${baseId}-search`} className="block text-sm font-semibold text-ink">
              {labels?.searchLabel ?? 'Search roles'}
            </label>
            {/* The count beside the box, where a phone's screen still shows it while typing (the status line below says it
                to screen readers). */}
            <span aria-hidden className="text-sm text-muted" data-testid="openings-count">
              {labels ? fill(labels.count, { count: result.totalOpenings }) : countText(result.totalOpenings)}
            </span>
          </div>
          <div className="relative mt-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={`${baseId}-search`}
              type="search"
              value={draft.search}
              readOnly={!interactive}
              maxLength={BLOG_SEARCH_MAX_LENGTH}
              placeholder={labels?.searchPlaceholder ?? 'Title, skill or area, e.g. React, Hinjewadi'}
              onChange={(event) => onChange?.({ search: event.target.value })}
              className="min-h-11 w-full rounded-full border border-slate-400 bg-white py-2 pr-4 pl-9 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
            />
          </div>
        </div>
        {filters.map(({ name, label, all }) => (
          <div key={name}>
            <label htmlFor={`${baseId}-${name}`} className="block text-sm font-semibold text-ink">
              {label}
            </label>
            <select
              id={`${baseId}-${name}`}
              value={draft[name]}
              disabled={!interactive}
              onChange={(event) => onChange?.({ [name]: event.target.value })}
              className="mt-1 min-h-11 w-full rounded-full border border-slate-400 bg-white px-4 text-sm text-ink focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:cursor-wait"
            >
              <option value="">
                {all} ({allCount(name)})
              </option>
              {facets[name].map((item: FilterCount) => (
                <option key={item.value} value={item.value}>
                  {optionLabel(name, item)} ({item.count})
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex items-end">
          <a
            href={jobsHref({ prefix })}
            onClick={(event) => {
              if (!onChange) return
              event.preventDefault()
              onChange({ pillar: '', type: '', mode: '', search: '' })
            }}
            className={cn(
              'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500',
            )}
          >
            {labels?.clear ?? 'Clear filters'}
          </a>
        </div>
      </div>

      <h2 ref={resultsHeadingRef} tabIndex={-1} className="sr-only">
        {labels?.heading ?? 'Roles'}
      </h2>
      <p role="status" className={cn('mt-8 text-center text-lg text-muted', result.openings.length > 0 && 'sr-only')}>
        {statusText(result.totalOpenings, result.currentPage, result.totalPages, labels)}
      </p>
      {result.totalOpenings === 0 && (
        <div className="mx-auto mt-6 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center" data-testid="openings-empty">
          <p className="text-ink">
            {labels?.emptyIntro ??
              'New roles open every week. Join our talent network and we will match you with the next role that fits, or follow new roles as they are posted.'}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <JoinAsTalentLink page={prefix && `${prefix}${routes.joinAsTalent}`}>
              {labels?.join ?? 'Join our talent network'}
            </JoinAsTalentLink>
            <LinkButton href={routes.jobsFeed} variant="secondary">
              {labels?.followRss ?? 'Follow new roles (RSS)'}
            </LinkButton>
          </div>
        </div>
      )}
      {result.openings.length > 0 && (
        <>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.openings.map((role) => (
              <li key={role._id} className="flex">
                <OpeningCard role={role} labels={labels} />
              </li>
            ))}
          </ul>
          <BlogPagination
            currentPage={result.currentPage}
            totalPages={result.totalPages}
            pageHref={(page) => jobsHref({ ...applied, page, prefix })}
            onNavigate={onPageChange}
          />
        </>
      )}
    </>
  )
}

const countText = (total: number) => (total === 1 ? '1 role' : `${total} roles`)

function statusText(total: number, page: number, pages: number, labels?: OpeningsLabels) {
  if (labels) return total === 0 ? labels.empty : fill(labels.status, { count: total, page, pages })
  if (total === 0) return islandMessages.jobsEmpty
  const roles = total === 1 ? '1 open role' : `${total} open roles`
  return `${roles}, page ${page} of ${pages}`
}
