// Breadcrumb trails of the service and category pages: one list feeds the visible trail and the BreadcrumbList JSON-LD.
import { categoryHref, routes, subpageHref } from '@/lib/routes'

import type { CategorySummary, SubpageSummary } from './types'

export type Crumb = { name: string; path: string }

const start: Crumb[] = [
  { name: 'Home', path: routes.home },
  { name: 'Services', path: routes.services },
]

/** Home > Services > Category */
export function categoryBreadcrumbs(category: Pick<CategorySummary, '_id' | 'name' | 'slug'>): Crumb[] {
  return [...start, { name: category.name, path: categoryHref(category) }]
}

/** Home > Services > Category > Service (the category step is left out when the service has none). */
export function serviceBreadcrumbs(service: Pick<SubpageSummary, 'title' | 'slug' | 'category'>): Crumb[] {
  const category = service.category.name ? categoryBreadcrumbs(service.category).slice(start.length) : []
  return [...start, ...category, { name: service.title, path: subpageHref(service.slug) }]
}
