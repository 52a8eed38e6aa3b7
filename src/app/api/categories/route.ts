import { listCategories } from '@/features/content/queries'

// Served from the full route cache; expired by the categories/media tags when staff change content.
export const dynamic = 'force-static'

export async function GET() {
  return Response.json(await listCategories())
}
