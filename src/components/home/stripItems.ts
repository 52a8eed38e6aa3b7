// The client strip shows clients first, then featured solutions, as one list of name + picture + link.
import type { Client, FeaturedSolution } from '@/features/content/types'

import type { StripItem } from './ClientStrip'

export function toStripItems(clients: Client[], solutions: FeaturedSolution[]): StripItem[] {
  return [
    ...clients.map((client) => ({ id: `client-${client._id}`, name: client.name, image: client.logo, href: client.link })),
    ...solutions.map((solution) => ({ id: `solution-${solution._id}`, name: solution.title, image: solution.image, href: solution.link })),
  ]
}
