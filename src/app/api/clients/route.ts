import { listClients } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'

export const dynamic = 'force-static'

async function handleGet() {
  return Response.json(await listClients())
}

export const GET = apiRoute(handleGet)
