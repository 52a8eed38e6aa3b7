import { listTeamUpCategories } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'

// Static like GET /api/categories; expired by the categories/subpages tags when staff change content.
export const dynamic = 'force-static'

/** `[{_id, name, slug, subCategories: [{_id, title, slug}]}]` for the team-up form. */
async function handleGet() {
  return Response.json(await listTeamUpCategories())
}

export const GET = apiRoute(handleGet)
