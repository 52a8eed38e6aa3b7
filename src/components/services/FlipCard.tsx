// A service card on /services: a link to the service. From the sm breakpoint it is a flip card that turns over on hover
// (pointer devices) and keyboard focus; on a phone it is a compact card with nothing hidden behind it (the front
// already shows the service's one-line summary, and a tap opens the service, as the spec's click does). With reduced
// motion the faces cross-fade instead of rotating.
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/Link'
import { cn } from '@/components/ui/cn'

const scene =
  'group relative block rounded-2xl sm:perspective-distant focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500'
const inner =
  'relative sm:size-full sm:transform-3d motion-safe:sm:transition-transform motion-safe:sm:duration-500 motion-safe:sm:group-hover:rotate-y-180 motion-safe:sm:group-focus-visible:rotate-y-180'
const face =
  'overflow-hidden rounded-2xl sm:absolute sm:inset-0 sm:backface-hidden motion-reduce:transition-opacity motion-reduce:duration-200'
const front = 'motion-reduce:sm:group-hover:opacity-0 motion-reduce:sm:group-focus-visible:opacity-0'
const back =
  'max-sm:hidden sm:rotate-y-180 motion-reduce:sm:rotate-y-0 motion-reduce:sm:opacity-0 motion-reduce:sm:group-hover:opacity-100 motion-reduce:sm:group-focus-visible:opacity-100'

type FlipCardProps = {
  front: ReactNode
  back: ReactNode
  /** Sets the card's height from the sm breakpoint (the faces are stacked absolutely there, so it cannot size itself). */
  className: string
  href: string
  /**
   * The card is named by the text on its front (so its name holds every word it shows: WCAG 2.5.3 Label in Name); its
   * back face is aria-hidden and read only through `describedBy`.
   */
  describedBy: string
}

export function FlipCard({ front: frontFace, back: backFace, className, href, describedBy }: FlipCardProps) {
  return (
    <Link href={href} aria-describedby={describedBy} className={cn(scene, className)}>
      <div className={inner}>
        <div className={cn(face, front)}>{frontFace}</div>
        <div aria-hidden className={cn(face, back)}>
          {backFace}
        </div>
      </div>
    </Link>
  )
}
