import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import type { Crumb } from '@/features/content/breadcrumbs'

/** The visible trail; the last step is the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden className="size-4 shrink-0" />}
              {current ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  href={crumb.path}
                  className="rounded underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
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
