// Which testimonials a section shows: pure, so the rule is unit-tested.
import type { Testimonial } from './types'

/** Clients and talent taking turns (in staff order within each kind), for pages that speak to both audiences. */
export function interleaveByKind(testimonials: Testimonial[]): Testimonial[] {
  const clients = testimonials.filter((testimonial) => testimonial.kind === 'client')
  const talent = testimonials.filter((testimonial) => testimonial.kind === 'talent')
  const mixed: Testimonial[] = []
  for (let index = 0; index < Math.max(clients.length, talent.length); index++) {
    if (clients[index]) mixed.push(clients[index])
    if (talent[index]) mixed.push(talent[index])
  }
  return mixed
}
