// The blog list's parameters: the API's query (GET /api/blogs?page=&category=&searchTerm=) made valid, and the list's
// state as it lives in the page URL (/blogs?page=&category=&search=). Pure: the page, the API and the browser share it.
import { BLOG_SEARCH_MAX_LENGTH } from '@/lib/constants'

export type BlogQuery = { page?: number; category?: string; searchTerm?: string }

/** Turns raw query-string values into a valid query: bad or missing page -> 1, "All" or empty -> no filter. */
export function normaliseBlogQuery(raw: {
  page?: string | null
  category?: string | null
  searchTerm?: string | null
}): Required<BlogQuery> {
  const page = Number.parseInt(raw.page ?? '', 10)
  const category = (raw.category ?? '').trim()
  return {
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
    category: category && category.toLowerCase() !== 'all' ? category.slice(0, 100) : 'All',
    searchTerm: (raw.searchTerm ?? '').trim().replace(/\s+/g, ' ').slice(0, BLOG_SEARCH_MAX_LENGTH),
  }
}

export type BlogListState = { page: number; category: string; search: string }

export const DEFAULT_BLOG_LIST_STATE: BlogListState = { page: 1, category: 'All', search: '' }

/** Reads page, category and search from the URL with the API's rules: a bad page is 1, "All" or nothing is no filter. */
export function readBlogListState(params: { get: (name: string) => string | null }): BlogListState {
  const { page, category, searchTerm } = normaliseBlogQuery({
    page: params.get('page'),
    category: params.get('category'),
    searchTerm: params.get('search'),
  })
  return { page, category, search: searchTerm }
}

export const isDefaultBlogListState = (state: BlogListState) =>
  state.page === DEFAULT_BLOG_LIST_STATE.page &&
  state.category === DEFAULT_BLOG_LIST_STATE.category &&
  state.search === DEFAULT_BLOG_LIST_STATE.search

/** Page numbers to show: all of them when few, otherwise the first, the last and the current one's neighbours. */
export function paginationItems(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1)
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total))
  const sorted = [...pages].sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1) items.push(page - previous === 2 ? previous + 1 : 'gap')
    items.push(page)
  })
  return items
}

/** The search text as the URL and the API carry it (trimmed, single spaces, bounded length). */
export const normaliseBlogSearch = (raw: string) => normaliseBlogQuery({ searchTerm: raw }).searchTerm
