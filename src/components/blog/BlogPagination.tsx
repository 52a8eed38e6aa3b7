import type { MouseEvent } from 'react'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'
import { paginationItems } from '@/features/content/blogListParams'

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500'

/** Numbered pages. Links keep real addresses (new tab, crawlers); `onNavigate` lets the list switch pages in place. */
export function BlogPagination({
  currentPage,
  totalPages,
  pageHref,
  onNavigate,
}: {
  currentPage: number
  totalPages: number
  pageHref: (page: number) => string
  onNavigate?: (page: number) => void
}) {
  if (totalPages <= 1) return null

  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's behaviour.
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    onNavigate(page)
  }

  const step = (page: number, text: string) => (
    <li>
      <Link href={pageHref(page)} prefetch={false} onClick={follow(page)} className={cn(itemClass, 'text-brand-700 hover:bg-brand-50')}>
        {text}
      </Link>
    </li>
  )

  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {currentPage > 1 && step(currentPage - 1, 'Previous')}
        {paginationItems(currentPage, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={pageHref(item)}
                prefetch={false}
                onClick={follow(item)}
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                className={cn(itemClass, item === currentPage ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {currentPage < totalPages && step(currentPage + 1, 'Next')}
      </ul>
    </nav>
  )
}
