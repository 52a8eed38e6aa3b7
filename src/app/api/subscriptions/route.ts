import { guardLeadPost, leadMeta } from '@/features/leads/guard'
import { subscriptionSchema } from '@/features/leads/schemas'
import { requestSubscription } from '@/features/leads/subscriptions'
import { apiRoute } from '@/lib/apiRoute'
import { readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/subscriptions {email, consent} → 202 {msg}, always the same for a valid request: new, pending,
 * subscribed, unsubscribed or honeypot. 202 because nothing is subscribed yet: the owner must confirm by e-mail.
 */
async function handlePost(request: Request) {
  const refused = await guardLeadPost(request, 'subscription')
  if (refused) return refused
  const body = await readValidJson(request, subscriptionSchema)
  if (!body.ok) return body.response
  await requestSubscription(body.data.email, leadMeta(body.raw))
  return Response.json({ msg: messages.newsletterSuccess }, { status: 202 })
}

export const POST = apiRoute(handlePost)
