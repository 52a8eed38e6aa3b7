import type { MetadataRoute } from 'next'

import { listBlogSlugs, listCategories, listServices } from '@/features/content/queries'
import { buildSitemap, translatedSitemapEntries } from '@/features/content/sitemap'
import { listOpenOpenings } from '@/features/openings/queries'
import { env } from '@/lib/env'

// Static: built from the cached, tagged queries, so a CMS change to a category, service or post expires it.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, services, blogs, openings] = await Promise.all([listCategories(), listServices(), listBlogSlugs(), listOpenOpenings()])
  const { SITE_URL } = env()
  return [...buildSitemap({ categories, services, blogs, openings }, SITE_URL), ...translatedSitemapEntries(openings, SITE_URL)]
}
