import { feedbackBody, giveFeedback, interviewGuards, viewFeedback } from '@/features/interviews'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ token: string }> }

/** GET /api/interviews/feedback/{token} → the interview the client contact is asked about. */
async function handleGet(_request: Request, { params }: Context) {
  const { token } = await params
  return respondWith(await viewFeedback(await getPayloadClient(), token), (view) =>
    json(view, { headers: { 'Cache-Control': 'private, no-store' } }),
  )
}

/** POST /api/interviews/feedback/{token} {decision: "move-forward" | "not-a-fit", reason?, text?}. */
async function handlePost(request: Request, { params }: Context) {
  const refused = await interviewGuards.change(request)
  if (refused) return refused
  const body = await readValidJson(request, feedbackBody)
  if (!body.ok) return body.response
  const { token } = await params
  return respondWith(await giveFeedback(await getPayloadClient(), token, body.data), (view) => json(view))
}

export const GET = apiRoute(handleGet)
export const POST = apiRoute(handlePost)
