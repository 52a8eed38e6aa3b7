import { recordFeedback } from '@/features/assistant/knowledge'
import { chatText } from '@/features/assistant/messages'
import { assistantFeedbackSchema } from '@/features/assistant/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, notFound, readValidJson, rejectForeignOrigin, tooManyRequests } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/rateLimit'

/** 20 clicks a minute per client address: more than anyone reading answers gives. */
const limiter = createLimiter({ keyPrefix: 'assistant-feedback', points: 20, duration: 60 })

/** POST /api/assistant/feedback {key, helpful} → 200 {msg}: one helpful / not helpful click, no login. */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const limit = await limiter.consume(clientIp(request))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, chatText.feedbackTooMany)
  const body = await readValidJson(request, assistantFeedbackSchema, { maxBytes: 1024 })
  if (!body.ok) return body.response
  const result = await recordFeedback(await getPayloadClient(), body.data.key, body.data.helpful)
  if (result === 'unknown') return notFound(chatText.feedbackUnknown)
  return json({ msg: chatText.feedbackThanks })
}

export const POST = apiRoute(handlePost)
