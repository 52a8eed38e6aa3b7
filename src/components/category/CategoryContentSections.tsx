// A category's content sections by type: HTML bodies, features/benefits lists and call-to-action buttons.
import { CircleCheck } from 'lucide-react'

import { SectionFrame } from '@/components/service-sections/SectionFrame'
import { Container } from '@/components/ui/Container'
import { LinkButton } from '@/components/ui/LinkButton'
import { RichHtml } from '@/components/ui/RichHtml'
import { ctaLabel, featuresHeading, listItems } from '@/features/content/categorySections'
import type { CategorySection } from '@/features/content/types'

function ItemList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function CategoryContentSection({ section, headingId }: { section: CategorySection; headingId: string }) {
  switch (section.type) {
    case 'features':
      return (
        <SectionFrame heading={featuresHeading(section.heading)} headingId={headingId} className="bg-slate-50">
          <ItemList items={listItems(section.content)} />
        </SectionFrame>
      )
    case 'benefits':
      return (
        <SectionFrame heading={section.heading} headingId={headingId}>
          <ItemList items={listItems(section.content)} />
        </SectionFrame>
      )
    case 'cta':
      return (
        <Container className="py-8 text-center">
          <LinkButton href={section.content}>{ctaLabel(section.heading)}</LinkButton>
        </Container>
      )
    default:
      // overview, description, html — and any type added later — are HTML bodies.
      return (
        <SectionFrame heading={section.heading} headingId={headingId}>
          <RichHtml html={section.content} className="max-w-3xl" />
        </SectionFrame>
      )
  }
}

export function CategoryContentSections({ sections }: { sections: CategorySection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <CategoryContentSection key={section._id || index} section={section} headingId={`category-section-${index}`} />
      ))}
    </>
  )
}
