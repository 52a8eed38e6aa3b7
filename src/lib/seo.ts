// Page metadata in one shape: title (the layout adds " | company"), description, canonical URL, social cards.
import type { Metadata } from 'next'

import { defaultLocale, languageAlternates, localizedPath, type Locale } from '@/i18n/locales'

export type PageMeta = { title: string; description: string; path: string; image?: string | null; type?: 'website' | 'article' }

export function pageMetadata({ title, description, path, image, type = 'website' }: PageMeta): Metadata {
  const images = image ? [{ url: image }] : undefined
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image ? [image] : undefined },
  }
}

/**
 * A page that exists in English, Marathi and Hindi (docs/decisions/languages.md): `path` is its English address; the
 * canonical is its address in `locale`, with the hreflang alternates of every language and x-default (English).
 */
export function translatedPageMetadata(meta: PageMeta, locale: Locale = defaultLocale): Metadata {
  const path = localizedPath(locale, meta.path)
  const base = pageMetadata({ ...meta, path })
  return { ...base, alternates: { canonical: path, languages: languageAlternates(meta.path) } }
}
