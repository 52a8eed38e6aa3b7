import type { Titled } from '@/copy/types'
import { cn } from '@/components/ui/cn'

/** Cards for features, challenges or use cases; `numbered` turns them into an ordered list of steps. */
export function PointGrid({ points, numbered = false, columns = 3 }: { points: Titled[]; numbered?: boolean; columns?: 2 | 3 | 4 }) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        numbered && points.length === 5 && 'lg:grid-cols-5',
      )}
    >
      {points.map((point, index) => (
        <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {numbered && (
            <span
              aria-hidden
              className="mb-4 inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
          <p className="mt-2 text-base leading-7 text-muted">{point.description}</p>
        </li>
      ))}
    </List>
  )
}
