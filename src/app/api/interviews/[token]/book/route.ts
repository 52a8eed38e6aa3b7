import { chooseSlot, chooseSlotBody, interviewGuards } from '@/features/interviews'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ token: string }> }

/** POST /api/interviews/{token}/book {slot} → the interview as it now is, with what happened in `message`. */
async function handlePost(request: Request, { params }: Context) {
  const refused = await interviewGuards.change(request)
  if (refused) return refused
  const body = await readValidJson(request, chooseSlotBody)
  if (!body.ok) return body.response
  const { token } = await params
  return respondWith(await chooseSlot(await getPayloadClient(), token, body.data.slot, 'book'), (view) => json(view))
}

export const POST = apiRoute(handlePost)
