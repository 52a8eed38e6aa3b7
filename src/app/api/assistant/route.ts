import { answerMessage } from '@/features/assistant/knowledge'
import { assistantQuestionSchema } from '@/features/assistant/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, readJsonObject, rejectForeignOrigin, tooManyRequests, validationError } from '@/lib/http'
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
  const body = await readJsonObject(request, 8 * 1024)
  if (!body.ok) return body.response
  const parsed = assistantQuestionSchema.safeParse(body.data)
  if (!parsed.success) return validationError(parsed.error)
  return json(await answerMessage(await getPayloadClient(), parsed.data.message))
}

export const POST = apiRoute(handlePost)
