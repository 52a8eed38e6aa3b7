'use client'
// What the blog list shows for a given state. Rendered by BlogExplorer; each post's card comes from `card` (the
// server's cards for the first page, cards made in the browser for the others).
import { Search } from 'lucide-react'
import { useId, type ReactNode, type Ref } from 'react'

import { cn } from '@/components/ui/cn'
import type { Blog, BlogPage } from '@/features/content/types'
import { BLOG_SEARCH_MAX_LENGTH } from '@/lib/constants'
import { islandMessages } from '@/lib/islandMessages'
import { blogsHref } from '@/lib/routes'

import { BlogPagination } from './BlogPagination'

const ALL = 'All'

type BlogListViewProps = {
  /** The filters as the visitor has chosen them (they reach the URL after the debounce pause). */
  category: string
  search: string
  /** The filters of the URL, which the shown posts and page links belong to. */
  appliedCategory: string
  appliedSearch: string
  categories: string[]
  /** null while loading (and after a failed load, which is only logged: spec section 4). */
  result: BlogPage | null
  /** The card of the `index`-th post of `result` (BlogCard). */
  card: (post: Blog, index: number) => ReactNode
  resultsHeadingRef?: Ref<HTMLHeadingElement>
  onSearchChange: (value: string) => void
  onCategoryChange: (category: string) => void
  onPageChange: (page: number) => void
}

export function BlogListView(props: BlogListViewProps) {
  const {
    category,
    search,
    categories,
    result,
    card,
    appliedCategory,
    appliedSearch,
    resultsHeadingRef,
    onSearchChange,
    onCategoryChange,
    onPageChange,
  } = props
  const searchId = useId()

  return (
    <>
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {[ALL, ...categories].map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === category}
              onClick={() => onCategoryChange(name)}
              className={cn(
                'min-h-11 rounded-full border px-4 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
                name === category
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700',
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <div className="w-full md:max-w-xs">
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            Search posts
          </label>
          <div className="relative mt-1">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={search}
              maxLength={BLOG_SEARCH_MAX_LENGTH}
              placeholder="Hiring, careers, AI…"
              onChange={(event) => onSearchChange(event.target.value)}
              className="min-h-11 w-full rounded-full border border-slate-400 bg-white py-2 pr-4 pl-9 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
            />
          </div>
        </div>
      </div>

      <h2 ref={resultsHeadingRef} tabIndex={-1} className="sr-only">
        Posts
      </h2>
      <p role="status" className={cn('mt-10 text-center text-lg text-muted', result?.blogs.length && 'sr-only')}>
        {statusText(result)}
      </p>
      {result && result.blogs.length > 0 && (
        <>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3">
            {result.blogs.map((post, index) => (
              <li key={post._id} className="flex">
                {card(post, index)}
              </li>
            ))}
          </ul>
          <BlogPagination
            currentPage={result.currentPage}
            totalPages={result.totalPages}
            pageHref={(page) => blogsHref({ page, category: appliedCategory, search: appliedSearch })}
            onNavigate={onPageChange}
          />
        </>
      )}
    </>
  )
}

function statusText(result: BlogPage | null) {
  if (!result) return islandMessages.blogsLoading
  if (result.blogs.length === 0) return islandMessages.blogsEmpty
  const posts = result.totalBlogs === 1 ? '1 post' : `${result.totalBlogs} posts`
  return `${posts}, page ${result.currentPage} of ${result.totalPages}`
}
