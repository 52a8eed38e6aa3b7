import { getSiteSettings } from '@/features/content/queries'
import { openingsFeed } from '@/features/openings/feed'
import { listOpenOpenings } from '@/features/openings/queries'
import { apiRoute } from '@/lib/apiRoute'
import { OPENINGS_FEED_SIZE } from '@/lib/constants'
import { env } from '@/lib/env'

/** RSS 2.0 of the newest open roles, built from the cached role list (no database query once warm). */
async function handleGet() {
  const [roles, settings] = await Promise.all([listOpenOpenings(), getSiteSettings()])
  const body = openingsFeed(roles.slice(0, OPENINGS_FEED_SIZE), { siteUrl: env().SITE_URL, companyName: settings.companyName })
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}

export const GET = apiRoute(handleGet)
