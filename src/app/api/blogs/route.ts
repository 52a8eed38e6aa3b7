import type { NextRequest } from 'next/server'

import { normaliseBlogQuery } from '@/features/content/blogQuery'
import { listBlogs } from '@/features/content/queries'

/** `?page=&category=&searchTerm=` -> { blogs, currentPage, totalPages }. Malformed input answers a valid page. */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams
  const query = normaliseBlogQuery({
    page: search.get('page'),
    category: search.get('category'),
    searchTerm: search.get('searchTerm'),
  })
  return Response.json(await listBlogs(query))
}
