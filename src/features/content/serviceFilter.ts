// The services list's category filter (spec section 2, "Services list").
import type { SubpageSummary } from './types'

/**
 * With no category ticked every service shows; otherwise only services whose category name matches a
 * ticked category. Order is kept as the CMS gives it.
 */
export function filterServicesByCategories<Service extends { category: Pick<SubpageSummary['category'], 'name'> }>(
  services: readonly Service[],
  tickedCategoryNames: readonly string[],
): Service[] {
  if (tickedCategoryNames.length === 0) return [...services]
  const ticked = new Set(tickedCategoryNames)
  return services.filter((service) => ticked.has(service.category.name))
}

/** Services grouped by the staff-defined category order (stable within a category); unknown categories go last. */
export function orderServicesByCategory<Service extends { category: Pick<SubpageSummary['category'], 'name'> }>(
  services: readonly Service[],
  categoryNames: readonly string[],
): Service[] {
  const rank = (service: Service) => {
    const index = categoryNames.indexOf(service.category.name)
    return index === -1 ? categoryNames.length : index
  }
  return [...services].sort((a, b) => rank(a) - rank(b))
}
