import { findOpening } from '@/features/openings/publicApi'
import { apiRoute } from '@/lib/apiRoute'
import { json, respondWith } from '@/lib/http'

async function handleGet(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return respondWith(await findOpening(slug), (role) => json(role))
}

export const GET = apiRoute(handleGet)
