import { CircleCheck } from 'lucide-react'

import { SectionFrame, type SectionProps } from './SectionFrame'

export function FeaturesSection({ section, headingId }: SectionProps<'features'>) {
  return (
    <SectionFrame heading={section.heading} subheading={section.subheading} headingId={headingId}>
      <ul className="grid gap-4 md:grid-cols-2">
        {section.content.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  )
}
