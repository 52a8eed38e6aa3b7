import { answerMessage } from '@/features/assistant/knowledge'
import { assistantQuestionSchema } from '@/features/assistant/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, readValidJson, rejectForeignOrigin, tooManyRequests } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { createLimiter } from '@/lib/rateLimit'

/** 30 questions a minute per client address: a person typing never gets near it; a script does. */
const limiter = createLimiter({ keyPrefix: 'assistant', points: 30, duration: 60 })

/** POST /api/assistant {message} → {answer, cta?}; the knowledge base is matched on the server. */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const limit = await limiter.consume(clientIp(request))
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds, 'Too many questions at once. Please wait a moment and ask again.')
  const body = await readValidJson(request, assistantQuestionSchema, { maxBytes: 8 * 1024 })
  if (!body.ok) return body.response
  return json(await answerMessage(await getPayloadClient(), body.data.message))
}

export const POST = apiRoute(handlePost)
