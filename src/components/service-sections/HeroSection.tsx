import { RichHtml } from '@/components/ui/RichHtml'

import { SectionFrame, type SectionProps } from './SectionFrame'

export function HeroSection({ section, headingId }: SectionProps<'hero'>) {
  return (
    <SectionFrame heading={section.heading} subheading={section.subheading} headingId={headingId} className="bg-brand-50">
      <RichHtml html={section.content} className="max-w-3xl" />
    </SectionFrame>
  )
}
