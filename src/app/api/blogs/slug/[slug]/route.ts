import { getBlogBySlug } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'
import { notFound } from '@/lib/http'
import { messages } from '@/lib/messages'

async function handleGet(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const blog = await getBlogBySlug(slug)
  return blog ? Response.json(blog) : notFound(messages.blogNotFound)
}

export const GET = apiRoute(handleGet)
