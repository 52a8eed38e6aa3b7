import { RichHtml } from '@/components/ui/RichHtml'

import { SectionFrame, type SectionProps } from './SectionFrame'

export function DefaultSection({ section, headingId }: SectionProps<'default'>) {
  return (
    <SectionFrame heading={section.heading} subheading={section.subheading} headingId={headingId}>
      <RichHtml html={section.content} className="max-w-3xl" />
    </SectionFrame>
  )
}
