import { unsubscribeAddress } from '@/features/leads/subscriptions'
import { guardLeadPost } from '@/features/leads/guard'
import { linkTokenSchema } from '@/features/leads/schemas'
import { verifyUnsubscribeToken } from '@/features/leads/unsubscribe'
import { apiRoute } from '@/lib/apiRoute'
import { env } from '@/lib/env'
import { jsonError, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/subscriptions/unsubscribe {token} → 200; the token is the signed one from the newsletter e-mail. */
async function handlePost(request: Request) {
  const refused = await guardLeadPost(request, 'unsubscribe')
  if (refused) return refused
  const body = await readValidJson(request, linkTokenSchema)
  if (!body.ok) return body.response
  const email = verifyUnsubscribeToken(body.data.token, env().PAYLOAD_SECRET)
  if (!email) return jsonError(400, 'invalid_token', messages.unsubscribeInvalid)
  await unsubscribeAddress(email)
  return Response.json({ msg: messages.unsubscribeDone })
}

export const POST = apiRoute(handlePost)
