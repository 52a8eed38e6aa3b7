import type { ReactNode } from 'react'

import { cn } from './cn'

export function SectionHeading({
  eyebrow,
  title,
  intro,
  id,
  align = 'left',
  as: Tag = 'h2',
}: {
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
  id?: string
  align?: 'left' | 'center'
  as?: 'h1' | 'h2' | 'h3'
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <Tag id={id} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </Tag>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  )
}
