// A card that turns over on hover and keyboard focus. With reduced motion the faces cross-fade instead of rotating.
import Link from 'next/link'
import type { ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

const scene =
  'group relative block rounded-2xl perspective-distant focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500'
const inner =
  'relative size-full transform-3d motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:rotate-y-180 motion-safe:group-focus-visible:rotate-y-180'
const face = 'absolute inset-0 overflow-hidden rounded-2xl backface-hidden motion-reduce:transition-opacity motion-reduce:duration-200'
const front = 'motion-reduce:group-hover:opacity-0 motion-reduce:group-focus-visible:opacity-0'
const back =
  'rotate-y-180 motion-reduce:rotate-y-0 motion-reduce:opacity-0 motion-reduce:group-hover:opacity-100 motion-reduce:group-focus-visible:opacity-100'

type FlipCardProps = {
  front: ReactNode
  back: ReactNode
  /** Sets the card's height (the faces are stacked absolutely, so the card cannot size itself). */
  className: string
} & (
  | {
      /**
       * A card with an address is a real link, reachable and opened with the keyboard. It is named by the text on its
       * front (so its name holds every word it shows: WCAG 2.5.3 Label in Name); its back face is read only through
       * `describedBy`.
       */
      href: string
      describedBy: string
    }
  | { href?: undefined; labelledBy: string }
)

export function FlipCard(props: FlipCardProps) {
  const { front: frontFace, back: backFace, className } = props
  const faces = (
    <div className={inner}>
      <div className={cn(face, front)}>{frontFace}</div>
      <div aria-hidden={props.href !== undefined ? true : undefined} className={cn(face, back)}>
        {backFace}
      </div>
    </div>
  )
  if (props.href !== undefined) {
    return (
      <Link href={props.href} aria-describedby={props.describedBy} className={cn(scene, className)}>
        {faces}
      </Link>
    )
  }
  // Not a link: focusable anyway so keyboard users can turn it over like mouse users; it has no other action.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div tabIndex={0} role="group" aria-labelledby={props.labelledBy} className={cn(scene, className)}>
      {faces}
    </div>
  )
}
