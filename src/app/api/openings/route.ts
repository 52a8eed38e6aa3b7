import type { NextRequest } from 'next/server'

import { findOpenings } from '@/features/openings/publicApi'
import { apiRoute } from '@/lib/apiRoute'

/** `?page=&pillar=&type=&mode=&search=` (the /jobs page's names) -> { openings, currentPage, totalPages, totalOpenings }. */
async function handleGet(request: NextRequest) {
  return Response.json(await findOpenings(request.nextUrl.searchParams))
}

export const GET = apiRoute(handleGet)
