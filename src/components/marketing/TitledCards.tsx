import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

/** A grid of small title + text cards (values, pillars, perks…); `numbered` renders an ordered process. */
export function TitledCards({
  items,
  columns = 3,
  numbered = false,
}: {
  /** A card's words may be an element (a text marked lang="en-IN" on a translated page). */
  items: readonly { title: ReactNode; description: ReactNode }[]
  columns?: 2 | 3 | 4
  numbered?: boolean
}) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={cn('mt-10 grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}>
      {items.map((item, index) => (
        <li key={index} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {numbered && (
            <span aria-hidden className="mb-4 grid size-11 place-items-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-base leading-7 text-muted">{item.description}</p>
        </li>
      ))}
    </List>
  )
}
