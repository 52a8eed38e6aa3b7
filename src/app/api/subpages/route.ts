import type { NextRequest } from 'next/server'

import { listSubpages } from '@/features/content/queries'

/** All services, or those of one category with `?category={categoryId}`. */
export async function GET(request: NextRequest) {
  const category = request.nextUrl.searchParams.get('category')?.trim()
  return Response.json(await listSubpages(category || undefined))
}
