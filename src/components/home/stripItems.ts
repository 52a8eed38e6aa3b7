// The client strip shows clients first (their logos), then featured solutions (picture + title), each with its link.
import type { Client, FeaturedSolution } from '@/features/content/types'

import type { StripItem } from './ClientStrip'

export function toStripItems(clients: Client[], solutions: FeaturedSolution[]): StripItem[] {
  return [
    ...clients.map((client) => ({ id: `client-${client._id}`, name: client.name, image: client.logo, href: client.link, logo: true })),
    ...solutions.map((solution) => ({
      id: `solution-${solution._id}`,
      name: solution.title,
      image: solution.image,
      href: solution.link,
      logo: false,
    })),
  ]
}
