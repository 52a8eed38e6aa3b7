import { listFeaturedSolutions } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'

export const dynamic = 'force-static'

async function handleGet() {
  return Response.json(await listFeaturedSolutions())
}

export const GET = apiRoute(handleGet)
