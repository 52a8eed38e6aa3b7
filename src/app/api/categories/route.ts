import { listCategories } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'

// Served from the full route cache; expired by the categories/media tags when staff change content.
export const dynamic = 'force-static'

async function handleGet() {
  return Response.json(await listCategories())
}

export const GET = apiRoute(handleGet)
