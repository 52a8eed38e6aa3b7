'use client'
// "Our Four Pillars" (spec: Home carousel): advances every CAROUSEL_INTERVAL_MS and wraps around.
// Follows the WAI-ARIA carousel pattern: rotation pauses while the pointer or keyboard focus is
// inside, a button stops it for good, and it never starts by itself under prefers-reduced-motion.
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import Link from 'next/link'
import { useCallback, useEffect, useState, type FocusEvent } from 'react'

import { cn } from '@/components/ui/cn'
import { SmartImage } from '@/components/ui/SmartImage'
import { pillarsIntro } from '@/content/home'
import type { CategorySummary } from '@/features/content/types'
import { CAROUSEL_INTERVAL_MS } from '@/lib/constants'
import { categoryHref } from '@/lib/routes'

import { usePrefersReducedMotion } from './usePrefersReducedMotion'

const controlClass =
  'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:border-brand-700 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500'

export function PillarsCarousel({ categories }: { categories: CategorySummary[] }) {
  const reducedMotion = usePrefersReducedMotion()
  // The plugin must keep its identity across renders, or embla re-initialises on every render.
  const [autoplay] = useState(() =>
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }),
  )
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [autoplay])
  const [selected, setSelected] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // null until the visitor presses the rotation button; until then reduced motion decides.
  const [rotationChoice, setRotationChoice] = useState<boolean | null>(null)
  const rotationOn = rotationChoice ?? !reducedMotion
  // Not playing until embla is ready, so the server renders the slides as a polite live region.
  const playing = Boolean(embla) && rotationOn && !hovered && !focused && categories.length > 1

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
    if (!embla) return
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
      if (!embla) return
      if (direction === 'next') embla.scrollNext(reducedMotion)
      else embla.scrollPrev(reducedMotion)
      autoplay.reset()
    },
    [autoplay, embla, reducedMotion],
  )

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  const count = categories.length
  return (
    <section
      aria-labelledby="pillars-title"
      aria-roledescription="carousel"
      className="bg-slate-50 py-20"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Only keyboard focus pauses: a mouse click on Next must not stop rotation once the pointer leaves.
      onFocus={(event) => event.target.matches(':focus-visible') && setFocused(true)}
      onBlur={onBlur}
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id="pillars-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {pillarsIntro.title}
            </h2>
            <p className="mt-4 text-lg text-muted">{pillarsIntro.intro}</p>
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

        <div ref={viewportRef} className="mt-10 overflow-hidden rounded-3xl">
          <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
            {categories.map((category, index) => (
              <div
                key={category._id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                // Slides out of view are neither focusable nor read, as the carousel pattern asks.
                inert={index !== selected}
                className="min-w-0 flex-[0_0_100%]"
              >
                <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white md:grid-cols-2">
                  <div className="relative aspect-[16/10] bg-brand-50 md:aspect-auto md:min-h-80">
                    <SmartImage src={category.image} alt="" fill sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" />
                  </div>
                  <div className="flex flex-col justify-center gap-4 p-8 sm:p-10">
                    <p className="text-sm font-semibold text-brand-700">
                      Pillar {index + 1} of {count}
                    </p>
                    <h3 className="text-2xl font-bold text-ink sm:text-3xl">{category.name}</h3>
                    <p className="text-base leading-7 text-muted">{category.description}</p>
                    <Link
                      href={categoryHref(category)}
                      className="inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                    >
                      View {category.name} Services
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </div>

        {count > 1 && (
          <div aria-hidden className="mt-6 flex justify-center gap-2">
            {categories.map((category, index) => (
              <span
                key={category._id}
                className={cn('h-2 rounded-full transition-all', index === selected ? 'w-8 bg-brand-700' : 'w-2 bg-slate-300')}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
