// Page metadata in one shape: title (the layout adds " | company"), description, canonical URL, social cards.
import type { Metadata } from 'next'

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
