'use client'
// The interactive /jobs list (issue 13): the URL holds page, pillar, type, mode and search; a change reaches the URL,
// on page 1, after the blog's 500 ms pause. Every open role came with the static page, so filtering is done here,
// in the browser, with no request per keystroke.
import { useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'

import { isOpenNow, normaliseOpeningQuery, normaliseOpeningSearch, type OpeningQuery } from '@/features/openings/list'
import type { OpeningSummary } from '@/features/openings/types'
import { BLOG_SEARCH_DEBOUNCE_MS } from '@/lib/constants'
import { jobsHref } from '@/lib/routes'

import { JobsListView } from './JobsListView'

const filterKey = ({ pillar, type, mode, search }: OpeningQuery) => JSON.stringify([pillar, type, mode, normaliseOpeningSearch(search)])

export function JobsExplorer({ roles }: { roles: OpeningSummary[] }) {
  const applied = normaliseOpeningQuery(useSearchParams())
  const appliedKey = filterKey(applied)
  const [draft, setDraft] = useState<OpeningQuery>(applied)
  const [pushedKey, setPushedKey] = useState<string | null>(null)
  const [seenKey, setSeenKey] = useState(appliedKey)
  // A static page may be served after a role's "open until" has passed: such roles drop out here. `roles` is followed
  // (not copied once into state), so a content refresh of an open tab (ContentFreshness) shows the staff's edit.
  const [now] = useState(() => Date.now())
  const openRoles = useMemo(() => roles.filter((role) => isOpenNow(role, now)), [roles, now])
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(applied.page)

  // When the URL changes by other means (back/forward, a link), the controls follow it.
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey)
    if (appliedKey !== pushedKey) setDraft(applied)
    setPushedKey(null)
  }

  useEffect(() => {
    const nextKey = filterKey(draft)
    if (nextKey === appliedKey) return
    const timer = setTimeout(() => {
      setPushedKey(nextKey)
      window.history.pushState(null, '', jobsHref({ ...draft, search: normaliseOpeningSearch(draft.search), page: 1 }))
    }, BLOG_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, appliedKey])

  useEffect(() => {
    if (shownPage.current === applied.page) return
    shownPage.current = applied.page
    resultsHeading.current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [applied.page])

  return (
    <JobsListView
      roles={openRoles}
      draft={draft}
      applied={applied}
      resultsHeadingRef={resultsHeading}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onPageChange={(page) => window.history.pushState(null, '', jobsHref({ ...applied, page }))}
    />
  )
}
