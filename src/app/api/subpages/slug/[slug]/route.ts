import { getSubpageBySlug } from '@/features/content/queries'
import { notFound } from '@/lib/http'
import { messages } from '@/lib/messages'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const subpage = await getSubpageBySlug(slug)
  return subpage ? Response.json(subpage) : notFound(messages.subpageNotFound)
}
