'use client'
// "Our Four Pillars" (spec: Home carousel): advances every CAROUSEL_INTERVAL_MS and wraps around.
// Follows the WAI-ARIA carousel pattern: rotation pauses while the pointer or keyboard focus is
// inside, a button stops it for good, and it never starts by itself under prefers-reduced-motion.
// The slides are server HTML; embla (the sliding and autoplay) is fetched when the carousel comes near the screen or a
// visitor reaches for it, so it is not part of the page's first load (README "First paint").
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'

import { cn } from '@/components/ui/cn'
import { SmartImage } from '@/components/ui/SmartImage'
import { pillarsIntro } from '@/content/home'
import type { CategorySummary } from '@/features/content/types'
import { categoryHref } from '@/lib/routes'

import type { PillarsApi } from './PillarsEmbla'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

const PillarsEmbla = dynamic(() => import('./PillarsEmbla'), { ssr: false })
/** How far below the screen the carousel starts fetching embla. */
const LOAD_AHEAD = '0px 0px 25% 0px'
/** Otherwise embla comes this long after the page's load, when the browser is idle: the slide show's first turn is
 * CAROUSEL_INTERVAL_MS later, and the first paint and the page's own scripts never wait for it. */
const LOAD_AFTER_MS = 2000

const controlClass =
  'grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:border-brand-700 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500'

export function PillarsCarousel({ categories }: { categories: CategorySummary[] }) {
  const reducedMotion = usePrefersReducedMotion()
  const section = useRef<HTMLElement>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  // Embla is wanted once the carousel nears the screen or the pointer or focus reaches it; ready once it has loaded.
  const [wanted, setWanted] = useState(false)
  const [api, setApi] = useState<PillarsApi | null>(null)
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
  const playing = Boolean(embla) && rotationOn && !hovered && !focused && categories.length > 1

  useEffect(() => {
    const node = section.current
    if (!node || wanted) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: LOAD_AHEAD,
    })
    observer.observe(node)
    let timer: number | undefined
    const later = () => {
      timer = window.setTimeout(() => (window.requestIdleCallback ?? window.setTimeout)(() => setWanted(true)), LOAD_AFTER_MS)
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
      window.removeEventListener('load', later)
    }
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

  const count = categories.length
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

        {wanted && viewport && <PillarsEmbla viewport={viewport} onReady={setApi} />}
        <div ref={setViewport} className="mt-10 overflow-hidden rounded-3xl">
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
