// Every public URL of the site, for /sitemap.xml: the fixed routes of the spec's route table plus one
// entry per category, service and published blog post. Pure, so the list is unit-tested.
import {
  absoluteUrl,
  blogHref,
  caseStudyHref,
  caseStudySlugs,
  categoryHref,
  industryHref,
  industrySlugs,
  jobHref,
  routes,
  subpageHref,
} from '@/lib/routes'
import { languageAlternates, localizedPath, translatedContentPaths, translatedLocales } from '@/i18n/locales'

export type SitemapEntry = { url: string; lastModified?: string; alternates?: { languages: Record<string, string> } }

/** Public content routes; account pages, forms behind a login and the admin are left out on purpose. */
export const staticSitemapPaths: string[] = [
  routes.home,
  routes.services,
  routes.engagementModels,
  routes.about,
  routes.blogs,
  routes.careers,
  routes.jobs,
  routes.contact,
  routes.caseStudies,
  ...caseStudySlugs.map(caseStudyHref),
  routes.industries,
  ...industrySlugs.map(industryHref),
  routes.privacy,
  routes.terms,
  routes.faqs,
  routes.teamUpRequest,
]

export function buildSitemap(
  content: {
    categories: { _id: string; slug: string | null }[]
    services: { slug: string }[]
    blogs: { slug: string; updatedAt: string }[]
    /** Open roles only: closed roles keep their page but are no longer offered to crawlers. */
    openings?: { slug: string; updatedAt: string }[]
  },
  siteUrl: string,
): SitemapEntry[] {
  const entry = (path: string, lastModified?: string): SitemapEntry => ({ url: absoluteUrl(path, siteUrl), lastModified })
  return [
    ...staticSitemapPaths.map((path) => entry(path)),
    ...content.categories.map((category) => entry(categoryHref(category))),
    ...content.services.map((service) => entry(subpageHref(service.slug))),
    ...content.blogs.map((post) => entry(blogHref(post.slug), post.updatedAt)),
    ...(content.openings ?? []).map((role) => entry(jobHref(role.slug), role.updatedAt)),
  ]
}

/**
 * The Marathi and Hindi addresses of the translated public pages (home, /jobs, the content pages such as /faqs, every
 * open role), each with the hreflang alternates of all three languages and x-default. The English entries above keep
 * their shape; their pages name the same alternates in their <head> (docs/decisions/languages.md).
 */
export function translatedSitemapEntries(openings: { slug: string; updatedAt: string }[], siteUrl: string): SitemapEntry[] {
  const pages: { path: string; lastModified?: string }[] = [
    { path: routes.home },
    { path: routes.jobs },
    ...translatedContentPaths.map((path) => ({ path })),
    ...openings.map((role) => ({ path: jobHref(role.slug), lastModified: role.updatedAt })),
  ]
  return translatedLocales.flatMap((locale) =>
    pages.map(({ path, lastModified }) => ({
      url: absoluteUrl(localizedPath(locale, path), siteUrl),
      lastModified,
      alternates: {
        languages: Object.fromEntries(Object.entries(languageAlternates(path)).map(([lang, href]) => [lang, absoluteUrl(href, siteUrl)])),
      },
    })),
  )
}
