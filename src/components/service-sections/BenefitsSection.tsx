import { Sparkles } from 'lucide-react'

import { SectionFrame, type SectionProps } from './SectionFrame'

export function BenefitsSection({ section, headingId }: SectionProps<'benefits'>) {
  return (
    <SectionFrame heading={section.heading} subheading={section.subheading} headingId={headingId} className="bg-slate-50">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {section.content.map((benefit) => (
          <li key={benefit} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
            <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
