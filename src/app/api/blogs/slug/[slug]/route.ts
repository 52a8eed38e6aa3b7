import { getBlogBySlug } from '@/features/content/queries'
import { notFound } from '@/lib/http'
import { messages } from '@/lib/messages'

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const blog = await getBlogBySlug(slug)
  return blog ? Response.json(blog) : notFound(messages.blogNotFound)
}
