import { Brain, ChartLine, Code, GraduationCap, Handshake, Rocket, ShieldCheck, Sparkles, Users, type LucideIcon } from 'lucide-react'

import { FlipHint, FlipToggleCard } from '@/components/ui/FlipToggleCard'
import type { Flipcard } from '@/features/content/types'

import { SectionFrame, type SectionProps } from './SectionFrame'

// The CMS offers these icon names for a flip card (src/cms/collections/Subpages.ts).
const icons: Record<string, LucideIcon> = {
  users: Users,
  rocket: Rocket,
  shield: ShieldCheck,
  chart: ChartLine,
  code: Code,
  brain: Brain,
  handshake: Handshake,
  graduation: GraduationCap,
}

/** A subheading that only tells how to use the cards ("Hover over a card to learn more"): FlipHint says it for the device. */
const isUsageHint = (text: string | undefined) => !!text && /^\s*(hover|tap|click)\b.*\bcards?\b/i.test(text)

/**
 * The service's flip cards, under the section's heading (or "Highlights" when the page adds them). A tap, a click or
 * Enter/Space turns a card over; the hint under the heading matches the device (hover or tap).
 */
export function FlipcardsSection({ section, headingId, flipcards }: SectionProps<'flipcards'> & { flipcards: Flipcard[] }) {
  if (flipcards.length === 0) return null
  return (
    <SectionFrame
      heading={section.heading}
      subheading={isUsageHint(section.subheading) ? undefined : section.subheading}
      headingId={headingId}
    >
      <FlipHint className="-mt-4 mb-6" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {flipcards.map((card, index) => {
          const Icon = (card.icon && icons[card.icon]) || Sparkles
          const titleId = `${headingId}-card-${index}`
          return (
            <li key={card._id || card.title}>
              <FlipToggleCard
                labelledBy={titleId}
                className="h-56"
                front={
                  <div className="flex size-full flex-col items-center justify-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                    <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon aria-hidden className="size-7" />
                    </span>
                    <h3 id={titleId} className="text-lg font-semibold text-ink">
                      {card.title}
                    </h3>
                  </div>
                }
                back={
                  <div className="flex size-full items-center justify-center bg-brand-800 p-6 text-center text-white">
                    <p className="leading-7">{card.text}</p>
                  </div>
                }
              />
            </li>
          )
        })}
      </ul>
    </SectionFrame>
  )
}
