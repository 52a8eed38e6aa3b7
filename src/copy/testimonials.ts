// Headings of the testimonial sections; the quotes themselves live in the CMS (collection Testimonials).
import type { TestimonialKind } from './types'

export const testimonialTitles: Record<TestimonialKind | 'both', { eyebrow: string; title: string }> = {
  client: { eyebrow: 'Testimonials', title: 'What our clients say' },
  talent: { eyebrow: 'Testimonials', title: 'What our talent says' },
  both: { eyebrow: 'Testimonials', title: 'In their own words' },
}
