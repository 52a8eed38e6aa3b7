// Which sections a service page shows (spec section 2, "Service detail").
import type { Subpage, SubpageSection } from './types'

export const HIGHLIGHTS_HEADING = 'Highlights'

/**
 * The service's ordered sections, plus a "Highlights" flip-card section at the end when the service
 * has flip cards that no flipcards section would otherwise show.
 */
export function sectionsWithHighlights(service: Pick<Subpage, 'flipcards' | 'sections'>): SubpageSection[] {
  const showsFlipcards = service.sections.some((section) => section.type === 'flipcards')
  if (service.flipcards.length === 0 || showsFlipcards) return service.sections
  return [...service.sections, { _id: 'highlights', type: 'flipcards', heading: HIGHLIGHTS_HEADING, subheading: '', content: null }]
}
