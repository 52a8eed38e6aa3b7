// Display rules for a category landing page's content sections (spec section 2, "Category landing").

export const CTA_FALLBACK_LABEL = 'Call To Action'

/** Leading list markers an editor may type in a plain-text list ("- ", "* ", "• ", "1. "). */
const LIST_MARKER = /^(?:[-*•]\s+|\d+[.)]\s+)/

/** A features or benefits list comes from an array or from newline-separated text; blank lines are dropped. */
export function listItems(content: readonly string[] | string | null | undefined): string[] {
  const lines = typeof content === 'string' ? content.split(/\r?\n/) : (content ?? [])
  return lines.map((line) => line.trim().replace(LIST_MARKER, '').trim()).filter(Boolean)
}

/**
 * A features section's heading is prefixed "Our" ("Features" -> "Our Features"). A heading that already
 * starts with the word "Our" is kept as it is, so it never reads "Our Our ..."; an empty one becomes "Our Features".
 */
export function featuresHeading(heading: string): string {
  const trimmed = heading.trim()
  if (!trimmed) return 'Our Features'
  if (/^our\b/i.test(trimmed)) return trimmed
  return `Our ${trimmed}`
}

/** A call-to-action section's button is labelled with its heading, or "Call To Action" when there is none. */
export function ctaLabel(heading: string): string {
  return heading.trim() || CTA_FALLBACK_LABEL
}
