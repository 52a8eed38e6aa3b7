import type { NextRequest } from 'next/server'

import { listServices } from '@/features/content/queries'
import { apiRoute } from '@/lib/apiRoute'

/** All services, or those of one category with `?category={categoryId}`. */
async function handleGet(request: NextRequest) {
  const category = request.nextUrl.searchParams.get('category')?.trim()
  return Response.json(await listServices(category || undefined))
}

export const GET = apiRoute(handleGet)
