import type { MetadataRoute } from 'next'

import { listBlogSlugs, listCategories, listSubpages } from '@/features/content/queries'
import { buildSitemap } from '@/features/content/sitemap'
import { env } from '@/lib/env'

// Static: built from the cached, tagged queries, so a CMS change to a category, service or post expires it.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, services, blogs] = await Promise.all([listCategories(), listSubpages(), listBlogSlugs()])
  return buildSitemap({ categories, services, blogs }, env().SITE_URL)
}
