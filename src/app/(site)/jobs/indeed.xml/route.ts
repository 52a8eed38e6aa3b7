import { getSiteSettings } from '@/features/content/queries'
import { indeedFeed } from '@/features/openings/boardFeeds'
import { listOpenOpenings } from '@/features/openings/queries'
import { apiRoute } from '@/lib/apiRoute'
import { env } from '@/lib/env'

/** Indeed's XML job feed of every open role, built from the cached role list (no database query once warm). */
async function handleGet() {
  const [roles, settings] = await Promise.all([listOpenOpenings(), getSiteSettings()])
  const body = indeedFeed(roles, { siteUrl: env().SITE_URL, companyName: settings.companyName, postalCode: settings.address.postalCode })
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}

export const GET = apiRoute(handleGet)
