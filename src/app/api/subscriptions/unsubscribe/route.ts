import { leadGuards } from '@/features/leads/requestGuards'
import { linkTokenSchema } from '@/features/leads/schemas'
import { unsubscribeWithToken } from '@/features/leads/subscriptions'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/subscriptions/unsubscribe {token} → 200; the token is the signed one from the newsletter e-mail. */
async function handlePost(request: Request) {
  const refused = await leadGuards.unsubscribe(request)
  if (refused) return refused
  const body = await readValidJson(request, linkTokenSchema)
  if (!body.ok) return body.response
  return respondWith(await unsubscribeWithToken(body.data.token), () => json({ msg: messages.unsubscribeDone }))
}

export const POST = apiRoute(handlePost)
