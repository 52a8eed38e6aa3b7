import { getSiteSettings } from '@/features/content/queries'
import { jsonFeed } from '@/features/openings/boardFeeds'
import { listOpenOpenings } from '@/features/openings/queries'
import { apiRoute } from '@/lib/apiRoute'
import { env } from '@/lib/env'

/** GET /jobs/feed.json: every open role for aggregators (docs/api.md), built from the cached role list. */
async function handleGet() {
  const [roles, settings] = await Promise.all([listOpenOpenings(), getSiteSettings()])
  return Response.json(
    jsonFeed(roles, { siteUrl: env().SITE_URL, companyName: settings.companyName, postalCode: settings.address.postalCode }),
  )
}

export const GET = apiRoute(handleGet)
