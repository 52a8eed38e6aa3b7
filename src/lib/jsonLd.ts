// JSON-LD builders (schema.org), used by the layout and detail pages.
import type { Blog, SiteSettings } from '@/features/content/types'

import { absoluteUrl, blogHref } from './routes'

export function organizationJsonLd(settings: SiteSettings, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    legalName: settings.legalName,
    url: absoluteUrl('/', siteUrl),
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.region,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.country,
    },
    sameAs: settings.socialLinks.map((link) => link.url),
  }
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, siteUrl),
    })),
  }
}

export function blogPostingJsonLd(post: Blog, settings: SiteSettings, siteUrl: string) {
  const url = absoluteUrl(blogHref(post.slug), siteUrl)
  const organization = { '@type': 'Organization', name: settings.companyName, url: absoluteUrl('/', siteUrl) }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: post.image ? absoluteUrl(post.image, siteUrl) : undefined,
    datePublished: post.publishedAt ?? undefined,
    articleSection: post.category ?? undefined,
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    author: organization,
    publisher: organization,
  }
}
