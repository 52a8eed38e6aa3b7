// A band of approved testimonials (CMS). No Review/AggregateRating JSON-LD: Google does not show reviews that a
// business publishes about itself (docs/decisions/content.md, testimonials).
import { Quote } from 'lucide-react'

import { Container } from '@/components/ui/Container'
import { cn } from '@/components/ui/cn'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { SmartImage } from '@/components/ui/SmartImage'
import { testimonialTitles } from '@/copy/testimonials'
import type { Testimonial, TestimonialKind } from '@/features/content/types'
import { TESTIMONIALS_PER_SECTION } from '@/lib/constants'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')

export function Testimonials({
  id,
  kind,
  testimonials,
  tinted = false,
}: {
  id: string
  /** Which heading: one audience, or both. */
  kind: TestimonialKind | 'both'
  testimonials: Testimonial[]
  tinted?: boolean
}) {
  const shown = testimonials.slice(0, TESTIMONIALS_PER_SECTION)
  if (shown.length === 0) return null
  const headingId = `${id}-heading`
  const { eyebrow, title } = testimonialTitles[kind]
  return (
    <section id={id} aria-labelledby={headingId} data-testid="testimonials" className={cn('py-14 sm:py-20', tinted && 'bg-slate-50')}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {shown.map((testimonial) => (
            <li key={testimonial._id}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Quote aria-hidden className="size-8 text-accent-500" />
                <blockquote className="mt-4 flex-1 text-base leading-7 text-slate-700">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-700 font-semibold text-white">
                    {testimonial.photo ? (
                      <SmartImage src={testimonial.photo.url} alt="" fill sizes="48px" className="object-cover" />
                    ) : (
                      <span aria-hidden>{initials(testimonial.name)}</span>
                    )}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold text-ink">{testimonial.name}</span>
                    <span className="block text-muted">{[testimonial.role, testimonial.company].filter(Boolean).join(', ')}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
