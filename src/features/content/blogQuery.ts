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
