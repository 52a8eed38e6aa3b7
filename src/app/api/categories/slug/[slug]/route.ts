import { getCategoryBySlug } from '@/features/content/queries'
import { notFound } from '@/lib/http'
import { messages } from '@/lib/messages'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const category = await getCategoryBySlug(slug)
  return category ? Response.json(category) : notFound(messages.categoryNotFound)
}
