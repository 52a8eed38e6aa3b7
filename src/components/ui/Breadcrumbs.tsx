import { ChevronRight } from 'lucide-react'

import type { Crumb } from '@/features/content/breadcrumbs'

import { Link } from './Link'
import { cn } from './cn'

/**
 * The visible trail of a detail page (the same items feed the BreadcrumbList JSON-LD); the last step is
 * the current page. `onDark` for trails drawn on a coloured hero.
 */
export function Breadcrumbs({ trail, onDark = false }: { trail: Crumb[]; onDark?: boolean }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={cn('flex flex-wrap items-center gap-1 text-sm', onDark ? 'text-slate-200' : 'text-muted')}>
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden className="size-4 shrink-0" />}
              {current ? (
                <span aria-current="page" className={cn('line-clamp-1 font-medium', onDark ? 'text-white' : 'text-ink')}>
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={crumb.path}
                  className={cn(
                    'rounded underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500',
                    onDark ? 'hover:text-white' : 'hover:text-brand-700',
                  )}
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
