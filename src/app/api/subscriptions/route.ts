import { captureSubscription } from '@/features/leads/capture'
import { guardLeadPost, leadMeta } from '@/features/leads/guard'
import { subscriptionSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/subscriptions {email, consent} → 201 for a new address, 200 (same answer, no new row) when already subscribed. */
async function handlePost(request: Request) {
  const refused = await guardLeadPost(request, 'subscription')
  if (refused) return refused
  const body = await readValidJson(request, subscriptionSchema)
  if (!body.ok) return body.response
  const { created } = await captureSubscription(body.data.email, leadMeta(body.raw))
  return Response.json({ msg: messages.newsletterSuccess }, { status: created ? 201 : 200 })
}

export const POST = apiRoute(handlePost)
