// Staff preview of a blog post as the site will show it: the preview route turns on Next's draft mode for a staff
// member, and the post page then shows the latest saved draft instead of the published post. Visitors never get
// draft mode, and even with its cookie the page shows a draft only to a request that carries a staff login.
import type { Payload } from 'payload'

import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, type Result } from '@/lib/result'

import { toBlog } from './serialize'
import type { Blog } from './types'

async function staffUser(payload: Payload, headers: Headers) {
  const { user } = await payload.auth({ headers })
  return user?.collection === 'users' ? user : null
}

/** Staff only: the slug of post `id` (its latest draft's), for the preview route to open. */
export async function blogPreviewSlug(headers: Headers, id: string | null): Promise<Result<{ slug: string }>> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  if (!user) return refuse({ status: 401, error: 'unauthorized', msg: messages.previewStaffLogin })
  if (user.collection !== 'users') return refuse({ status: 403, error: 'forbidden', msg: messages.previewStaffOnly })
  const notFound = refuse({ status: 404, error: 'not_found', msg: messages.blogNotFound })
  if (!id || !/^\d{1,12}$/.test(id)) return notFound
  const post = await payload
    .findByID({ collection: 'blogs', id: Number(id), draft: true, user, overrideAccess: false, depth: 0, disableErrors: true })
    .catch(() => null)
  return post?.slug ? succeed({ slug: post.slug }) : notFound
}

/** The latest saved draft of the post at `slug` as the API would answer it, or null unless `headers` log in staff. */
export async function getBlogDraftForStaff(headers: Headers, slug: string): Promise<Blog | null> {
  const payload = await getPayloadClient()
  const user = await staffUser(payload, headers)
  if (!user) return null
  const { docs } = await payload.find({
    collection: 'blogs',
    draft: true,
    user,
    overrideAccess: false,
    depth: 1,
    where: { slug: { equals: slug } },
    limit: 1,
  })
  return docs[0] ? toBlog(docs[0]) : null
}
