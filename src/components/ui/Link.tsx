'use client'
// Next's Link, prefetching a page when the visitor shows they may open it (the pointer over the link, keyboard focus,
// a touch) instead of as soon as the link is on screen (docs/benchmarks.md "First paint"): on a phone's first screen that fetched
// the data and code of every page linked there during the load, most of them never opened. A link with
// prefetch={false} never prefetches.
import NextLink from 'next/link'
import { forwardRef, useState, type ComponentProps } from 'react'

type LinkProps = ComponentProps<typeof NextLink>

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { prefetch, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      ref={ref}
      {...props}
      // Until the visitor reaches for it Next does not prefetch; from then on as Next would (it is on screen).
      prefetch={intent ? prefetch : false}
      onMouseEnter={(event) => {
        setIntent(true)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
})
