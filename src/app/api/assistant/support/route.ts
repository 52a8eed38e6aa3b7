import { chatText } from '@/features/assistant/messages'
import { supportRequestSchema } from '@/features/assistant/schemas'
import { createSupportRequest } from '@/features/leads'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, readValidJson, rejectForeignOrigin, tooManyRequests } from '@/lib/http'
import { createLimiter } from '@/lib/rateLimit'

/** 5 hand-offs per 10 minutes per client address. */
const limiter = createLimiter({ keyPrefix: 'assistant-support', points: 5, duration: 600 })

/**
 * POST /api/assistant/support {email, conversation: [{from, text}], page} → 201 {id, msg}: the chat's Customer Care
 * hand-off. Stored as a support request in the lead inbox; staff are notified by e-mail.
 */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const limit = await limiter.consume(clientIp(request))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, 'Too many requests from your address. Please try again in a few minutes.')
  const body = await readValidJson(request, supportRequestSchema)
  if (!body.ok) return body.response
  const { email, conversation, page } = body.data
  const { id } = await createSupportRequest({ email, conversation, page })
  return json({ id, msg: chatText.careConfirm(email) }, { status: 201 })
}

export const POST = apiRoute(handlePost)
