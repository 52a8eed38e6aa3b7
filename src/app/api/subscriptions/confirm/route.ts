import { leadGuards } from '@/features/leads/requestGuards'
import { linkTokenSchema } from '@/features/leads/schemas'
import { confirmSubscription } from '@/features/leads/subscriptions'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/subscriptions/confirm {token} → 200; 400 `expired_token` or `invalid_token` (the confirmation e-mail's link). */
async function handlePost(request: Request) {
  const refused = await leadGuards.confirmSubscription(request)
  if (refused) return refused
  const body = await readValidJson(request, linkTokenSchema)
  if (!body.ok) return body.response
  const result = await confirmSubscription(body.data.token)
  if (result === 'expired') return jsonError(400, 'expired_token', messages.subscriptionConfirmExpired)
  if (result === 'invalid') return jsonError(400, 'invalid_token', messages.subscriptionConfirmInvalid)
  return json({ msg: messages.subscriptionConfirmed })
}

export const POST = apiRoute(handlePost)
