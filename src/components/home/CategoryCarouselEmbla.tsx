'use client'
// Embla and its autoplay plugin for the category carousel ("Our Four Pillars"), fetched only when the carousel nears the screen or a visitor
// reaches for it (CategoryCarousel), so they cost nothing on the home page's first load. Draws nothing: it drives the
// frame CategoryCarousel rendered and hands back the carousel's API.
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

import { CAROUSEL_INTERVAL_MS } from '@/lib/constants'

export type CategoryCarouselApi = { embla: NonNullable<UseEmblaCarouselType[1]>; autoplay: AutoplayType }

export default function CategoryCarouselEmbla({
  viewport,
  onReady,
}: {
  viewport: HTMLElement
  onReady: (api: CategoryCarouselApi) => void
}) {
  // The plugin must keep its identity across renders, or embla re-initialises on every render.
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }),
  )
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [autoplay])
  useEffect(() => {
    viewportRef(viewport)
    return () => viewportRef(null)
  }, [viewport, viewportRef])
  useEffect(() => {
    if (embla) onReady({ embla, autoplay })
  }, [autoplay, embla, onReady])
  return null
}
