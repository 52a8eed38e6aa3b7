'use client'
// The moving client strip (spec: Home), built from the clients and featured solutions. The second
// copy of the list only makes the loop seamless, so it is hidden from assistive technology and focus.
import { Pause, Play } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'

import { cn } from '@/components/ui/cn'
import { SmartImage } from '@/components/ui/SmartImage'
import { clientStrip } from '@/content/home'

import styles from './ClientStrip.module.css'

/** `logo`: a client whose image is its logo (shown alone, named by its alt text); otherwise a picture and a title. */
export type StripItem = { id: string; name: string; image: string | null; href: string | null; logo: boolean }

const chipBase = 'flex min-h-14 items-center gap-3 rounded-full border border-slate-200 bg-white py-2'
/** A logo sits in the middle of its chip; a picture sits at the chip's left edge. */
const chipClass = (logo: boolean) => cn(chipBase, logo ? 'px-5' : 'pr-5 pl-2')

function StripList({ items, copy = false }: { items: StripItem[]; copy?: boolean }) {
  return (
    <ul className={cn(styles.list, copy && styles.copy)} aria-hidden={copy || undefined} inert={copy || undefined}>
      {items.map((item) => {
        const logoSrc = item.logo ? item.image : null
        const showLogo = logoSrc !== null
        // next/image does not optimise SVG (the seed's wordmarks); the file is served as it is.
        const body = showLogo ? (
          <SmartImage
            src={logoSrc}
            alt={item.name}
            width={240}
            height={48}
            unoptimized={logoSrc.endsWith('.svg')}
            className="h-12 w-auto max-w-64 object-contain"
          />
        ) : (
          <>
            <span className="relative size-10 shrink-0 overflow-hidden rounded-full bg-brand-50">
              <SmartImage src={item.image} alt="" fill sizes="40px" className="object-cover" />
            </span>
            <span className="text-sm font-semibold whitespace-nowrap text-ink">{item.name}</span>
          </>
        )
        return (
          <li key={item.id} className="px-2 py-1">
            {item.href ? (
              <Link
                href={item.href}
                // The strip moves every link through the screen: no prefetch of pages a visitor only saw pass by.
                prefetch={false}
                tabIndex={copy ? -1 : undefined}
                className={cn(
                  chipClass(showLogo),
                  'transition hover:border-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500',
                )}
              >
                {body}
              </Link>
            ) : (
              <span className={chipClass(showLogo)}>{body}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

export function ClientStrip({ items }: { items: StripItem[] }) {
  const [paused, setPaused] = useState(false)
  if (items.length === 0) return null
  return (
    <section aria-labelledby="client-strip-title" className="border-y border-slate-200 bg-white py-10">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <h2 id="client-strip-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {clientStrip.title}
        </h2>
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          className="grid size-11 place-items-center rounded-full border border-slate-300 text-ink hover:border-brand-700 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500 motion-reduce:hidden"
          aria-label={paused ? clientStrip.play : clientStrip.pause}
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </button>
      </div>
      {/* Edges fade out so names slide in and out softly. */}
      <div
        className={cn(
          styles.strip,
          'mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_5%,black_95%,transparent)] motion-reduce:[mask-image:none]',
        )}
        data-paused={paused}
      >
        <div className={styles.track}>
          <StripList items={items} />
          <StripList items={items} copy />
        </div>
      </div>
    </section>
  )
}
