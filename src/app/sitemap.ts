import type { MetadataRoute } from 'next'

import { listBlogSlugs, listCategories, listServices } from '@/features/content/queries'
import { buildSitemap } from '@/features/content/sitemap'
import { listOpenOpenings } from '@/features/openings/queries'
import { env } from '@/lib/env'

// Static: built from the cached, tagged queries, so a CMS change to a category, service or post expires it.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, services, blogs, openings] = await Promise.all([listCategories(), listServices(), listBlogSlugs(), listOpenOpenings()])
  return buildSitemap({ categories, services, blogs, openings }, env().SITE_URL)
}
