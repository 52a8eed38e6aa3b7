import { isTranslatedPath, localizedPath, splitLocale, type Locale } from '@/i18n/locales'
import { routes } from '@/lib/routes'

/** The header's links, in the spec's order, with Open roles after Careers (docs/deviations.md, "Header"). */
const mainNav = [
  { key: 'home', label: 'Home', href: routes.home },
  { key: 'about', label: 'About', href: routes.about },
  { key: 'services', label: 'Services', href: routes.services },
  { key: 'careers', label: 'Careers', href: routes.careers },
  { key: 'jobs', label: 'Open roles', href: routes.jobs },
  { key: 'caseStudies', label: 'Case Studies', href: routes.caseStudies },
  { key: 'industries', label: 'Industries', href: routes.industries },
  { key: 'blog', label: 'Blog', href: routes.blogs },
  { key: 'contact', label: 'Contact', href: routes.contact },
] as const

type NavKey = (typeof mainNav)[number]['key']
/** The header's labels in the page's language (the Marathi and Hindi layouts); English uses mainNav's own. */
export type NavLabels = Record<NavKey, string>

/**
 * The header's links for a page in `locale`: a translated page's link stays in that language (`/mr/jobs`), the
 * others lead to the English page; `active` compares the English path the visitor is on.
 */
export function navItems(pathname: string, locale: Locale = 'en', labels?: NavLabels) {
  const path = locale === 'en' ? pathname : splitLocale(pathname).path
  return mainNav.map((item) => ({
    key: item.key,
    label: labels?.[item.key] ?? item.label,
    href: isTranslatedPath(item.href) ? localizedPath(locale, item.href) : item.href,
    active: isActive(item.href, path),
  }))
}

/** Home matches exactly; Services stays active for any path under /services (spec); others by prefix. */
function isActive(href: string, pathname: string): boolean {
  if (href === routes.home) return pathname === routes.home
  if (href === routes.blogs) return pathname === routes.blogs || pathname.startsWith('/blog/')
  return pathname === href || pathname.startsWith(`${href}/`)
}
