'use client'
// Embla and its autoplay plugin for the pillars carousel, fetched only when the carousel nears the screen or a visitor
// reaches for it (PillarsCarousel), so they cost nothing on the home page's first load. Draws nothing: it drives the
// frame PillarsCarousel rendered and hands back the carousel's API.
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, useState } from 'react'

import { CAROUSEL_INTERVAL_MS } from '@/lib/constants'

export type PillarsApi = { embla: NonNullable<UseEmblaCarouselType[1]>; autoplay: AutoplayType }

export default function PillarsEmbla({ viewport, onReady }: { viewport: HTMLElement; onReady: (api: PillarsApi) => void }) {
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
