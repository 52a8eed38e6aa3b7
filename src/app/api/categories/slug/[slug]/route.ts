import { getCategoryBySlug } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'
import { notFound } from '@/lib/http'
import { messages } from '@/lib/messages'

async function handleGet(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const category = await getCategoryBySlug(slug)
  return category ? Response.json(category) : notFound(messages.categoryNotFound)
}

export const GET = apiRoute(handleGet)
