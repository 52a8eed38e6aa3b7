import { answerMessage } from '@/features/assistant/knowledge'
import { assistantQuestionSchema } from '@/features/assistant/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { visitorHash } from '@/features/assistant/visitors'
import { clientIp, json, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'
import { requestGuard } from '@/lib/requestGuard'

/** 30 questions a minute per client address: a person typing never gets near it; a script does. */
const guard = requestGuard({ keyPrefix: 'assistant', points: 30, duration: 60, msg: messages.assistantTooManyQuestions })

/** POST /api/assistant {message, session?, locale?} → {answer, cta?, lang?}; the knowledge base is matched on the server. */
async function handlePost(request: Request) {
  const refused = await guard(request)
  if (refused) return refused
  const body = await readValidJson(request, assistantQuestionSchema, { maxBytes: 8 * 1024 })
  if (!body.ok) return body.response
  const visitor = visitorHash(body.data.session, clientIp(request))
  return json(await answerMessage(await getPayloadClient(), body.data.message, visitor, body.data.locale))
}

export const POST = apiRoute(handlePost)
