'use client'
// The interactive blog list (spec section 2, "Blog list"): the URL holds page, category and search; a
// search or category change reaches the URL, on page 1, after a 500 ms pause; posts load from the API.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

import { useQueryAfterHydration } from '@/components/ui/useQueryAfterHydration'
import { isDefaultBlogListState, normaliseBlogSearch, readBlogListState } from '@/features/content/blogListParams'
import type { Blog, BlogPage } from '@/features/content/types'
import { BLOG_SEARCH_DEBOUNCE_MS } from '@/lib/constants'
import { blogCategoriesApiHref, blogsApiHref, blogsHref } from '@/lib/routes'

import { BlogListView } from './BlogListView'

type Filters = { category: string; search: string }

// The cards of the first page come rendered from the server; another page's cards are made here, with code fetched
// when the visitor first leaves the first page (BlogCard and its image code are not part of the page's first load).
const loadCard = () => import('./BlogCard')
const BrowserBlogCard = lazy(() => loadCard().then((module) => ({ default: module.BlogCard })))
const browserCard = (post: Blog, index: number) => (
  <Suspense fallback={null}>
    <BrowserBlogCard post={post} aboveTheFold={index < 3} />
  </Suspense>
)

const filterKey = ({ category, search }: Filters) => JSON.stringify([category, normaliseBlogSearch(search)])

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

// Load failures are only logged; the list stays on its loading state (spec sections 4 and 8).
const logFailure = (what: string) => (error: unknown) => {
  if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(`${what} load failed`, error)
}

export function BlogExplorer({
  initialPage,
  initialCards,
  initialCategories,
}: {
  initialPage: BlogPage
  /** The server's BlogCard for each post of `initialPage`, in order. */
  initialCards: ReactNode[]
  initialCategories: string[]
}) {
  // The server's first page stays on screen through hydration; the URL's own page and filters follow.
  const { query, known, reader } = useQueryAfterHydration()
  const applied = readBlogListState(new URLSearchParams(query))
  const { page, category, search } = applied
  const appliedKey = filterKey(applied)
  const requestKey = JSON.stringify([page, category, search])
  // With no filters in the URL the server-rendered first page is already the answer.
  const usesInitialPage = isDefaultBlogListState(applied)

  const [draft, setDraft] = useState<Filters>({ category, search })
  // The filters we last put in the URL ourselves, so that change does not overwrite what is being typed.
  const [pushedKey, setPushedKey] = useState<string | null>(null)
  const [seenKey, setSeenKey] = useState(appliedKey)
  const [categories, setCategories] = useState(initialCategories)
  const [categoriesGiven, setCategoriesGiven] = useState(initialCategories)
  const [loaded, setLoaded] = useState<{ key: string; result: BlogPage } | null>(null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const shownPage = useRef<number | null>(null)

  // After a content refresh (router.refresh) the server's list is newer than the one loaded on mount.
  if (categoriesGiven !== initialCategories) {
    setCategoriesGiven(initialCategories)
    setCategories(initialCategories)
  }

  // When the URL's filters change by other means (back/forward, a link), the controls follow them.
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey)
    if (appliedKey !== pushedKey) setDraft({ category, search })
    setPushedKey(null)
  }

  useEffect(() => {
    const controller = new AbortController()
    getJson<string[]>(blogCategoriesApiHref, controller.signal).then(setCategories, logFailure('Blog categories'))
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (usesInitialPage) return
    void loadCard()
    const controller = new AbortController()
    getJson<BlogPage>(blogsApiHref({ page, category, searchTerm: search }), controller.signal).then(
      (result) => setLoaded({ key: requestKey, result }),
      logFailure('Blog posts'),
    )
    return () => controller.abort()
  }, [page, category, search, requestKey, usesInitialPage])

  // Typing or choosing a category: after a pause, put the filters in the URL and go back to page 1.
  useEffect(() => {
    const nextKey = filterKey(draft)
    if (nextKey === appliedKey) return
    const timer = setTimeout(() => {
      setPushedKey(nextKey)
      window.history.pushState(null, '', blogsHref({ page: 1, category: draft.category, search: normaliseBlogSearch(draft.search) }))
    }, BLOG_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, appliedKey])

  // A new page starts at the top; focus moves to the results so keyboard users are not left at the bottom.
  useEffect(() => {
    if (!known) return
    // The page the visitor arrived on (read from the URL after hydration) is where they already are.
    if (shownPage.current === null) {
      shownPage.current = page
      return
    }
    if (shownPage.current === page) return
    shownPage.current = page
    resultsHeading.current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [page, known])

  const result = usesInitialPage ? initialPage : loaded?.key === requestKey ? loaded.result : null

  return (
    <>
      {reader}
      <BlogListView
        category={draft.category}
        search={draft.search}
        appliedCategory={category}
        appliedSearch={search}
        categories={categories}
        result={result}
        card={usesInitialPage ? (_post, index) => initialCards[index] : browserCard}
        resultsHeadingRef={resultsHeading}
        onSearchChange={(value) => setDraft((current) => ({ ...current, search: value }))}
        onCategoryChange={(name) => setDraft((current) => ({ ...current, category: name }))}
        onPageChange={(next) => window.history.pushState(null, '', blogsHref({ page: next, category, search }))}
      />
    </>
  )
}
