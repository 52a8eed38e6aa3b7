'use client'
// The interactive /jobs list (docs/decisions/openings.md): the URL holds page, pillar, type, mode and search; a change reaches the URL,
// on page 1, after the blog's 500 ms pause. The page's HTML holds only the first page of roles and the filters'
// counts (its size does not grow with the number of roles); any other query is asked of GET /api/openings with
// `facets=1`, and the tab keeps each answer. See docs/caching.md, "Open roles".
import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import {
  DEFAULT_OPENING_QUERY,
  isOpenNow,
  normaliseOpeningQuery,
  normaliseOpeningSearch,
  type OpeningFacets,
  type OpeningQuery,
} from '@/features/openings/filter'
import type { OpeningsPage } from '@/features/openings/types'
import { BLOG_SEARCH_DEBOUNCE_MS } from '@/lib/constants'
import { jobsHref } from '@/lib/routes'

import type { OpeningsLabels } from './openingsLabels'
import { OpeningsListView } from './OpeningsListView'

/** What GET /api/openings?…&facets=1 answers, and what the page gives for its own (unfiltered) first page. */
export type OpeningsAnswer = OpeningsPage & { facets: OpeningFacets }

/** A short pause before asking for the counts of what is being typed, so that a word is one request, not one a letter. */
const COUNTS_PAUSE_MS = 150

const filterKey = ({ pillar, type, mode, search }: OpeningQuery) => JSON.stringify([pillar, type, mode, normaliseOpeningSearch(search)])

/** The API's address for a query (the same names as /jobs), with the counts. */
function answerUrl(query: OpeningQuery, prefix?: string) {
  const href = jobsHref({ ...query, search: normaliseOpeningSearch(query.search) })
  const search = href.includes('?') ? href.slice(href.indexOf('?') + 1) : ''
  // A Marathi or Hindi page asks for the roles' texts in its language (`/mr` → `locale=mr`).
  return `/api/openings?${search ? `${search}&` : ''}facets=1${prefix ? `&locale=${prefix.slice(1)}` : ''}`
}

/**
 * The answers this tab has fetched, per page content: a content refresh (ContentFreshness) brings a new first page,
 * and with it an empty set of answers, so that nothing fetched before the staff's edit is shown after it.
 */
const answersByFirstPage = new WeakMap<OpeningsAnswer, Map<string, OpeningsAnswer>>()
function answersFor(firstPage: OpeningsAnswer) {
  let answers = answersByFirstPage.get(firstPage)
  if (!answers) answersByFirstPage.set(firstPage, (answers = new Map<string, OpeningsAnswer>()))
  return answers
}

/** The answer for `url`: the page's own when it is that query, else fetched (after `pauseMs`) and kept. */
function useAnswer(url: string, firstPage: OpeningsAnswer, firstPageUrl: string | null, pauseMs: number): OpeningsAnswer | undefined {
  const [, setFetched] = useState(0)
  const answers = answersFor(firstPage)
  const known = url === firstPageUrl ? firstPage : answers.get(url)
  useEffect(() => {
    if (known) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<OpeningsAnswer>) : Promise.reject(new Error(`${response.status}`))))
        .then((answer) => {
          answers.set(url, answer)
          setFetched((count) => count + 1)
        })
        // Aborted (the visitor moved on) or failed: what is shown stays until the next change.
        .catch(() => undefined)
    }, pauseMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [url, known, answers, pauseMs])
  return known
}

/** `labels`: a Marathi or Hindi page's texts, and its prefix for the addresses it pushes. */
export function OpeningsExplorer({ firstPage, labels }: { firstPage: OpeningsAnswer; labels?: OpeningsLabels }) {
  const prefix = labels?.prefix
  const applied = normaliseOpeningQuery(useSearchParams())
  const appliedKey = filterKey(applied)
  const [draft, setDraft] = useState<OpeningQuery>(applied)
  const [pushedKey, setPushedKey] = useState<string | null>(null)
  const [seenKey, setSeenKey] = useState(appliedKey)
  // A static page may be served after one of its roles' "open until" has passed: then its first page is asked again.
  const [now] = useState(() => Date.now())
  const firstPageUrl = firstPage.openings.every((role) => isOpenNow(role, now)) ? answerUrl(DEFAULT_OPENING_QUERY, prefix) : null
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef(applied.page)

  // When the URL changes by other means (back/forward, a link), the controls follow it.
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey)
    if (appliedKey !== pushedKey) setDraft(applied)
    setPushedKey(null)
  }

  // The roles belong to the URL's query; the counts follow what is being chosen ("how many would I get"). Until an
  // answer comes, the last one stays shown.
  const appliedAnswer = useAnswer(answerUrl(applied, prefix), firstPage, firstPageUrl, 0)
  const draftAnswer = useAnswer(answerUrl({ ...draft, page: 1 }, prefix), firstPage, firstPageUrl, COUNTS_PAUSE_MS)
  const [shown, setShown] = useState<{ result: OpeningsPage; facets: OpeningFacets }>({ result: firstPage, facets: firstPage.facets })
  if ((appliedAnswer && appliedAnswer !== shown.result) || (draftAnswer && draftAnswer.facets !== shown.facets)) {
    setShown({ result: appliedAnswer ?? shown.result, facets: draftAnswer?.facets ?? shown.facets })
  }

  useEffect(() => {
    const nextKey = filterKey(draft)
    if (nextKey === appliedKey) return
    const timer = setTimeout(() => {
      setPushedKey(nextKey)
      window.history.pushState(null, '', jobsHref({ ...draft, search: normaliseOpeningSearch(draft.search), page: 1, prefix }))
    }, BLOG_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, appliedKey, prefix])

  useEffect(() => {
    if (shownPage.current === applied.page) return
    shownPage.current = applied.page
    resultsHeading.current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [applied.page])

  return (
    <OpeningsListView
      result={appliedAnswer ?? shown.result}
      facets={draftAnswer?.facets ?? shown.facets}
      draft={draft}
      applied={applied}
      resultsHeadingRef={resultsHeading}
      onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      onPageChange={(page) => window.history.pushState(null, '', jobsHref({ ...applied, page, prefix }))}
      labels={labels}
    />
  )
}
