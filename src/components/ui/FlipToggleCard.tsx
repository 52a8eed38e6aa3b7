'use client'
// A card with a front and a back that a visitor turns over: a tap or a click, or Enter/Space on the keyboard, toggles
// it (a button over the card, named by the card's title, with aria-expanded and aria-controls pointing at the back).
// Pointer devices also turn it over on hover. With reduced motion the faces cross-fade instead of rotating.
import { useId, useState, type ReactNode } from 'react'

import { cn } from '@/components/ui/cn'

const inner = 'relative size-full transform-3d motion-safe:transition-transform motion-safe:duration-500'
const face = 'absolute inset-0 overflow-hidden rounded-2xl backface-hidden motion-reduce:transition-opacity motion-reduce:duration-200'

export function FlipToggleCard({
  front,
  back,
  labelledBy,
  className,
}: {
  front: ReactNode
  back: ReactNode
  /** The id of the card's title on its front: the toggle's name. */
  labelledBy: string
  /** Sets the card's height (the faces are stacked absolutely, so the card cannot size itself). */
  className: string
}) {
  const [turned, setTurned] = useState(false)
  const backId = useId()
  return (
    <div className={cn('group relative rounded-2xl perspective-distant', className)}>
      <div className={cn(inner, turned ? 'motion-safe:rotate-y-180' : 'motion-safe:group-hover:rotate-y-180')}>
        <div className={cn(face, turned ? 'motion-reduce:opacity-0' : 'motion-reduce:group-hover:opacity-0')}>{front}</div>
        <div
          id={backId}
          // Read by screen readers once turned over (what the toggle's aria-expanded announces).
          aria-hidden={!turned}
          className={cn(
            face,
            'rotate-y-180 motion-reduce:rotate-y-0',
            turned ? 'motion-reduce:opacity-100' : 'motion-reduce:opacity-0 motion-reduce:group-hover:opacity-100',
          )}
        >
          {back}
        </div>
      </div>
      <FlipButton labelledBy={labelledBy} turned={turned} backId={backId} onToggle={() => setTurned((current) => !current)} />
    </div>
  )
}

/** The toggle over a flip card: named by the card's title, it says whether the back (`backId`) is shown. */
export function FlipButton({
  labelledBy,
  turned,
  backId,
  onToggle,
}: {
  labelledBy: string
  turned: boolean
  backId: string
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-labelledby={labelledBy}
      aria-expanded={turned}
      aria-controls={backId}
      onClick={onToggle}
      className="absolute inset-0 z-10 cursor-pointer rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-accent-500"
    />
  )
}

/** The line that tells visitors how to turn the cards over, in their device's words (hover or tap). */
export function FlipHint({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      <span className="hidden [@media(hover:hover)]:inline">Hover over a card, or select it, to turn it over.</span>
      <span className="[@media(hover:hover)]:hidden">Tap a card to turn it over.</span>
    </p>
  )
}
