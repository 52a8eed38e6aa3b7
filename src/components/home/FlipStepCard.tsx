'use client'
// A How We Work step: the front shows number and title, the back the description. A tap, a click or Enter/Space turns
// it over (a button over the card with aria-expanded), and so does hover on pointer devices; with reduced motion it does
// not rotate and shows both sides at once.
import { useId, useState } from 'react'

import { cn } from '@/components/ui/cn'
import { FlipButton } from '@/components/ui/FlipToggleCard'

export function FlipStepCard({ number, title, description }: { number: number; title: string; description: string }) {
  const [turned, setTurned] = useState(false)
  const titleId = useId()
  const backId = useId()
  return (
    <li className="group relative rounded-2xl perspective-[1000px]">
      <div
        className={cn(
          'grid h-full rounded-2xl transform-3d motion-reduce:grid-rows-[auto_1fr] motion-safe:transition-transform motion-safe:duration-500',
          turned ? 'motion-safe:rotate-y-180' : 'motion-safe:group-hover:rotate-y-180',
        )}
      >
        <div className="flex min-h-36 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm backface-hidden [grid-area:1/1] sm:min-h-48 motion-reduce:min-h-0 motion-reduce:rounded-b-none motion-reduce:border-b-0 motion-reduce:pb-3 motion-reduce:shadow-none">
          <span className="grid size-12 place-items-center rounded-full bg-brand-700 text-lg font-bold text-white">{number}</span>
          <h3 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h3>
        </div>
        <div
          id={backId}
          className="flex min-h-36 items-center rounded-2xl bg-brand-800 p-6 text-white backface-hidden [grid-area:1/1] sm:min-h-48 motion-safe:rotate-y-180 motion-reduce:min-h-0 motion-reduce:items-start motion-reduce:rounded-t-none motion-reduce:border motion-reduce:border-t-0 motion-reduce:border-slate-200 motion-reduce:bg-white motion-reduce:px-6 motion-reduce:pt-0 motion-reduce:text-muted motion-reduce:[grid-area:2/1]"
        >
          <p className="text-base leading-7">{description}</p>
        </div>
      </div>
      <FlipButton labelledBy={titleId} turned={turned} backId={backId} onToggle={() => setTurned((current) => !current)} />
    </li>
  )
}
