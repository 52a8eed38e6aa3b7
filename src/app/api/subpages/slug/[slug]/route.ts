import { getServiceBySlug } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'
import { notFound } from '@/lib/http'
import { messages } from '@/lib/messages'

async function handleGet(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const subpage = await getServiceBySlug(slug)
  return subpage ? Response.json(subpage) : notFound(messages.subpageNotFound)
}

export const GET = apiRoute(handleGet)
