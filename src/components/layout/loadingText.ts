import { islandMessages } from '@/lib/islandMessages'

/**
 * The spec's loading text for a page that may take a moment on a client-side navigation (its data comes from the
 * CMS), or null. First visits get complete static HTML and never show a loading state.
 */
export function loadingTextFor(pathname: string): string | null {
  if (/^\/category\/[^/]+\/?$/.test(pathname)) return islandMessages.categoryLoading
  if (/^\/blog\/[^/]+\/?$/.test(pathname)) return islandMessages.blogLoading
  return null
}
