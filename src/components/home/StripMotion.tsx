'use client'
// The client strip's motion (ClientStrip): the pause button beside the heading and the moving track around the
// lists, which are rendered on the server and passed in.
import { Pause, Play } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { cn } from '@/components/ui/cn'
import { clientStrip } from '@/copy/home'

import styles from './ClientStrip.module.css'

export function StripMotion({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [paused, setPaused] = useState(false)
  return (
    <>
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {title}
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
        <div className={styles.track}>{children}</div>
      </div>
    </>
  )
}
