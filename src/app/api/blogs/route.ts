import type { NextRequest } from 'next/server'

import { normaliseBlogQuery } from '@/features/content/blogListParams'
import { listBlogs } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'

/** `?page=&category=&searchTerm=` -> { blogs, currentPage, totalPages }. Malformed input answers a valid page. */
async function handleGet(request: NextRequest) {
  const search = request.nextUrl.searchParams
  const query = normaliseBlogQuery({
    page: search.get('page'),
    category: search.get('category'),
    searchTerm: search.get('searchTerm'),
  })
  return Response.json(await listBlogs(query))
}

export const GET = apiRoute(handleGet)
