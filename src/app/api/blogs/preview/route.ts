import { draftMode } from 'next/headers'

import { blogPreviewSlug } from '@/features/content/blogPreview'
import { apiRoute } from '@/lib/apiRoute'
import { respondWith } from '@/lib/http'
import { blogHref } from '@/lib/routes'

export const dynamic = 'force-dynamic'

/** The admin's "Preview" button: staff only; turns on draft mode and opens the post page with the latest draft. */
async function handleGet(request: Request) {
  const result = await blogPreviewSlug(request.headers, new URL(request.url).searchParams.get('id'))
  if (result.ok) (await draftMode()).enable()
  return respondWith(
    result,
    ({ slug }) => new Response(null, { status: 307, headers: { location: blogHref(slug), 'cache-control': 'private, no-store' } }),
  )
}

export const GET = apiRoute(handleGet)
