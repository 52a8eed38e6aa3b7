import { Target } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { RichHtml } from '@/components/ui/RichHtml'

import type { SectionProps } from './SectionFrame'

/** "Who this is for" and similar: a highlighted box. */
export function TargetSection({ section, headingId }: SectionProps<'target'>) {
  return (
    <section aria-labelledby={section.heading ? headingId : undefined} className="py-12 sm:py-16">
      <Container>
        <div className="flex flex-col gap-5 rounded-2xl border-l-4 border-accent-500 bg-amber-50 p-6 sm:flex-row sm:p-8">
          <Target aria-hidden className="size-10 shrink-0 text-amber-700" />
          <div>
            {section.heading && (
              <h2 id={headingId} className="text-2xl font-bold text-ink">
                {section.heading}
              </h2>
            )}
            {section.subheading && <p className="mt-2 text-lg text-slate-700">{section.subheading}</p>}
            <RichHtml html={section.content} className="mt-3" />
          </div>
        </div>
      </Container>
    </section>
  )
}
