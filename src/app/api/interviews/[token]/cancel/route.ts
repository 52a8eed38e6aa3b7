import { cancelByCandidate, interviewGuards } from '@/features/interviews'
import { apiRoute } from '@/lib/apiRoute'
import { json, respondWith } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ token: string }> }

/** POST /api/interviews/{token}/cancel → the interview, cancelled; everyone taking part gets the cancellation. */
async function handlePost(request: Request, { params }: Context) {
  const refused = await interviewGuards.change(request)
  if (refused) return refused
  const { token } = await params
  return respondWith(await cancelByCandidate(await getPayloadClient(), token), (view) => json(view))
}

export const POST = apiRoute(handlePost)
