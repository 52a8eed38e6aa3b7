// One renderer maps each service-page section type to its component (like the Payload template's RenderBlocks).
import type { Flipcard, SubpageSection } from '@/features/content/types'

import { BenefitsSection } from './BenefitsSection'
import { CtaSection } from './CtaSection'
import { DefaultSection } from './DefaultSection'
import { ExamplesSection } from './ExamplesSection'
import { FeaturesSection } from './FeaturesSection'
import { FlipcardsSection } from './FlipcardsSection'
import { HeroSection } from './HeroSection'
import { PackagesSection } from './PackagesSection'
import { TargetSection } from './TargetSection'

type RenderProps = { section: SubpageSection; headingId: string; flipcards: Flipcard[]; serviceSlug: string }

function RenderSection({ section, headingId, flipcards, serviceSlug }: RenderProps) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} headingId={headingId} />
    case 'default':
      return <DefaultSection section={section} headingId={headingId} />
    case 'features':
      return <FeaturesSection section={section} headingId={headingId} />
    case 'benefits':
      return <BenefitsSection section={section} headingId={headingId} />
    case 'examples':
      return <ExamplesSection section={section} headingId={headingId} />
    case 'flipcards':
      return <FlipcardsSection section={section} headingId={headingId} flipcards={flipcards} />
    case 'packages':
      return <PackagesSection section={section} headingId={headingId} />
    case 'cta':
      return <CtaSection section={section} headingId={headingId} serviceSlug={serviceSlug} />
    case 'target':
      return <TargetSection section={section} headingId={headingId} />
  }
}

/** `serviceSlug`: the page's service, which its business request preselects on the team-up form. */
export function RenderSections({
  sections,
  flipcards,
  serviceSlug,
}: {
  sections: SubpageSection[]
  flipcards: Flipcard[]
  serviceSlug: string
}) {
  return (
    <>
      {sections.map((section, index) => (
        <RenderSection
          key={section._id || index}
          section={section}
          headingId={`service-section-${index}`}
          flipcards={flipcards}
          serviceSlug={serviceSlug}
        />
      ))}
    </>
  )
}
