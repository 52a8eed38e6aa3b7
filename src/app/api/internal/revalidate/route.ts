import { revalidatePath, revalidateTag } from 'next/cache'

import { invalidateApiResponseCache } from '@/cms/hooks/revalidate'
import { jsonError } from '@/lib/http'
import { isInternalToken } from '@/lib/localCacheExpiry'

export const dynamic = 'force-dynamic'

/**
 * Expires this process's cached pages and API answers: the given tags, or everything when none are given.
 * Next.js only allows expiry inside a request, so the process calls itself here over loopback: at start-up,
 * and when another instance announces a content change (lib/contentSync.ts). Refuses everyone else.
 */
export async function POST(request: Request) {
  if (!isInternalToken(request.headers.get('x-internal-token'))) return jsonError(404, 'not_found', 'Not found.')
  const body = (await request.json().catch(() => ({}))) as { tags?: unknown }
  const tags = Array.isArray(body.tags) ? body.tags.filter((tag): tag is string => typeof tag === 'string') : []
  if (tags.length) for (const tag of tags) revalidateTag(tag, { expire: 0 })
  else revalidatePath('/', 'layout')
  invalidateApiResponseCache()
  return Response.json({ ok: true })
}
