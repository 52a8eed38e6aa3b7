// Shapes shared by the fixed page copy in src/content.

/** A headline number such as "95%" with what it counts. */
export type Figure = { value: string; label: string }

/** A card, value, step, perk, challenge or use case: a short title and a sentence or two. */
export type Titled = { title: string; description: string }

/** A link to a fixed page (case study, industry playbook) with its summary. */
export type Teaser = { slug: string; title: string; summary: string }

/** A call-to-action link; hrefs come from src/lib/routes.ts. */
export type CtaLink = { text: string; href: string }

/** Who a testimonial is from: a client business or placed talent (the CMS's testimonials and the copy that picks them). */
export type TestimonialKind = 'client' | 'talent'
