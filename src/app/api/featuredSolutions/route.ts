import { listFeaturedSolutions } from '@/features/content/queries'

export const dynamic = 'force-static'

export async function GET() {
  return Response.json(await listFeaturedSolutions())
}
