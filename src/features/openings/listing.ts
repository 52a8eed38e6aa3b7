// The feature functions behind GET /api/openings and GET /api/openings/slug/{slug}.
import { refuse, succeed, type Result } from '@/lib/result'

import { normaliseOpeningQuery, pageOfOpenings } from './list'
import { messages } from '@/lib/messages'
import { getOpeningBySlug, listOpenOpenings } from './queries'
import type { Opening, OpeningsPage } from './types'

/** A page of open roles for the URL's query; malformed input answers a valid page (like the blog list). */
export async function findOpenings(params: { get: (name: string) => string | null }): Promise<OpeningsPage> {
  return pageOfOpenings(await listOpenOpenings(), normaliseOpeningQuery(params))
}

/** One role, open or closed (its `status` says which); drafts and unknown slugs are not found. */
export async function findOpening(slug: string): Promise<Result<Opening>> {
  const role = await getOpeningBySlug(slug)
  return role ? succeed(role) : refuse({ status: 404, error: 'not_found', msg: messages.roleNotFound })
}
