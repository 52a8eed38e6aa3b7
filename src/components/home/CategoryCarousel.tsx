'use client'
// "Our Four Pillars" (spec: Home carousel): advances every CAROUSEL_INTERVAL_MS and wraps around.
// Follows the WAI-ARIA carousel pattern: rotation pauses while the pointer or keyboard focus is
// inside, a button stops it for good, and it never starts by itself under prefers-reduced-motion.
// The slides are server HTML; embla (the sliding and autoplay) is fetched when the carousel comes near the screen or a
// visitor reaches for it, so it is not part of the page's first load (docs/benchmarks.md "First paint"). Until then the slides
// stand still: there is nothing to rotate for a visitor who has not scrolled to them.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import { categoryCarouselIntro } from '@/copy/home'

import type { CategoryCarouselApi } from './CategoryCarouselEmbla'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

// Rendered only once wanted in the browser, so never on the server.
const CategoryCarouselEmbla = lazy(() => import('./CategoryCarouselEmbla'))
/** How far below the screen the carousel starts fetching embla (the slide show turns only where it can be seen). */
const LOAD_AHEAD = '0px 0px 25% 0px'

const controlClass =
  'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:border-brand-700 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500'

/** One slide: its content is rendered on the server (CategorySlide); the carousel only moves it. */
export type CategoryCarouselSlide = { id: string; content: ReactNode }

export function CategoryCarousel({ slides }: { slides: CategoryCarouselSlide[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const section = useRef<HTMLElement>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  // Embla is wanted once the carousel nears the screen or the pointer or focus reaches it; ready once it has loaded.
  const [wanted, setWanted] = useState(false)
  const [api, setApi] = useState<CategoryCarouselApi | null>(null)
  const embla = api?.embla
  const autoplay = api?.autoplay
  // A Next or Previous pressed before embla arrived, done when it does.
  const pending = useRef<'previous' | 'next' | null>(null)
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // null until the visitor presses the rotation button; until then reduced motion decides.
  const [rotationChoice, setRotationChoice] = useState<boolean | null>(null)
  const rotationOn = rotationChoice ?? !reducedMotion
  // Not playing until embla is ready, so the server renders the slides as a polite live region.
  const playing = Boolean(embla) && rotationOn && !hovered && !focused && slides.length > 1

  useEffect(() => {
    const node = section.current
    if (!node || wanted) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: LOAD_AHEAD,
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [wanted])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  useEffect(() => {
    if (!embla || !autoplay) return
    const apply = () => (playing ? autoplay.play(reducedMotion) : autoplay.stop())
    apply()
    // The plugin restarts itself when a drag ends; re-apply our state after it.
    embla.on('pointerUp', apply)
    return () => {
      embla.off('pointerUp', apply)
    }
  }, [autoplay, embla, playing, reducedMotion])

  const go = useCallback(
    (direction: 'previous' | 'next') => {
      if (!embla || !autoplay) {
        pending.current = direction
        setWanted(true)
        return
      }
      if (direction === 'next') embla.scrollNext(reducedMotion)
      else embla.scrollPrev(reducedMotion)
      autoplay.reset()
    },
    [autoplay, embla, reducedMotion],
  )

  useEffect(() => {
    if (!pending.current || !embla) return
    const direction = pending.current
    pending.current = null
    go(direction)
  }, [embla, go])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  const count = slides.length
  return (
    <section
      ref={section}
      aria-labelledby="pillars-title"
      aria-roledescription="carousel"
      className="bg-slate-50 py-20"
      onMouseEnter={() => {
        setWanted(true)
        setHovered(true)
      }}
      onMouseLeave={() => setHovered(false)}
      // Only keyboard focus pauses: a mouse click on Next must not stop rotation once the pointer leaves.
      onFocus={(event) => {
        setWanted(true)
        if (event.target.matches(':focus-visible')) setFocused(true)
      }}
      onBlur={onBlur}
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id="pillars-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {categoryCarouselIntro.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{categoryCarouselIntro.intro}</p>
          </div>
          {count > 1 && (
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={controlClass}
                onClick={() => setRotationChoice(!rotationOn)}
                aria-label={rotationOn ? 'Stop automatic slide show' : 'Start automatic slide show'}
              >
                {rotationOn ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
              </button>
              <button type="button" className={controlClass} onClick={() => go('previous')} aria-label="Previous slide">
                <ChevronLeft aria-hidden className="size-5" />
              </button>
              <button type="button" className={controlClass} onClick={() => go('next')} aria-label="Next slide">
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </div>
          )}
        </div>

        {wanted && viewport && (
          <Suspense fallback={null}>
            <CategoryCarouselEmbla viewport={viewport} onReady={setApi} />
          </Suspense>
        )}
        <div ref={setViewport} className="mt-10 overflow-hidden rounded-3xl">
          <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                // Slides out of view are neither focusable nor read, as the carousel pattern asks.
                inert={index !== selected}
                className="min-w-0 flex-[0_0_100%]"
              >
                {slide.content}
              </div>
            ))}
          </div>
        </div>

        {count > 1 && (
          <div aria-hidden className="mt-6 flex justify-center gap-2">
            {slides.map((slide, index) => (
              <span
                key={slide.id}
                className={cn('h-2 rounded-full transition-all', index === selected ? 'w-8 bg-brand-700' : 'w-2 bg-slate-300')}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
