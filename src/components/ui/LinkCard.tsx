// A card that is one link. The title is the link (so its accessible name is the title, nothing more); its ::after
// covers the card, so a click or tap anywhere on it follows the link, and keyboard focus outlines the whole card.
// Everything else (image, eyebrow, summary, a "Read more" cue) stays plain text around the title.
import type { ReactNode } from 'react'

import { Link } from './Link'
import { cn } from './cn'

type LinkCardProps = {
  href: string
  title: ReactNode
  /** The title's heading level; none when the cards are a plain list of links. */
  heading?: 'h2' | 'h3'
  /** The card element: a list item in a list of cards, an article for a self-contained item. */
  as?: 'li' | 'article'
  /** Edge to edge above the body (an image). */
  media?: ReactNode
  /** Above the title (a category or audience line). */
  eyebrow?: ReactNode
  /** Inside the link, after the title (an arrow icon). */
  titleEnd?: ReactNode
  /** Below the title. */
  children?: ReactNode
  className?: string
  bodyClassName?: string
  titleClassName?: string
}

export function LinkCard({
  href,
  title,
  heading: Heading,
  as: Card = 'li',
  media,
  eyebrow,
  titleEnd,
  children,
  className,
  bodyClassName,
  titleClassName,
}: LinkCardProps) {
  const link = (
    <Link
      href={href}
      className={cn(
        'outline-none group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-2xl',
        titleEnd && 'flex items-start justify-between gap-2',
        !Heading && titleClassName,
      )}
    >
      {title}
      {titleEnd}
    </Link>
  )
  return (
    <Card
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:border-brand-700 hover:shadow-md',
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500',
        className,
      )}
    >
      {media}
      <div className={cn('flex flex-1 flex-col', bodyClassName)}>
        {eyebrow}
        {Heading ? <Heading className={titleClassName}>{link}</Heading> : link}
        {children}
      </div>
    </Card>
  )
}
