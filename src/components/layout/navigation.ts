import { routes } from '@/lib/routes'

/** The header's links, in the spec's order, with Open roles after Careers (docs/deviations.md, "Header"). */
export const mainNav = [
  { label: 'Home', href: routes.home },
  { label: 'About', href: routes.about },
  { label: 'Services', href: routes.services },
  { label: 'Careers', href: routes.careers },
  { label: 'Open roles', href: routes.jobs },
  { label: 'Case Studies', href: routes.caseStudies },
  { label: 'Industries', href: routes.industries },
  { label: 'Blog', href: routes.blogs },
  { label: 'Contact', href: routes.contact },
] as const

/** Home matches exactly; Services stays active for any path under /services (spec); others by prefix. */
export function isActive(href: string, pathname: string): boolean {
  if (href === routes.home) return pathname === routes.home
  if (href === routes.blogs) return pathname === routes.blogs || pathname.startsWith('/blog/')
  return pathname === href || pathname.startsWith(`${href}/`)
}
