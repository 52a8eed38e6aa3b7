import { listTeamUpCategories } from '@/features/content/queries'

// Static like GET /api/categories; expired by the categories/subpages tags when staff change content.
export const dynamic = 'force-static'

/** `[{_id, name, slug, subCategories: [{_id, title, slug}]}]` for the team-up form. */
export async function GET() {
  return Response.json(await listTeamUpCategories())
}
