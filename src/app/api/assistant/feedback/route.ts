import { recordFeedback } from '@/features/assistant/knowledge'
import { chatText } from '@/features/assistant/messages'
import { assistantFeedbackSchema } from '@/features/assistant/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { visitorHash } from '@/features/assistant/visitors'
import { clientIp, json, notFound, readValidJson } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'
import { requestGuard } from '@/lib/requestGuard'

/** 20 clicks a minute per client address: more than anyone reading answers gives. */
const guard = requestGuard({ keyPrefix: 'assistant-feedback', points: 20, duration: 60, msg: chatText.feedbackTooMany })

/**
 * POST /api/assistant/feedback {key | page, helpful, question?, session?} → 200 {msg}: one helpful / not helpful click on
 * a curated answer (its key) or an answer from the site (its page), no login; a visitor counts once per answer.
 */
async function handlePost(request: Request) {
  const refused = await guard(request)
  if (refused) return refused
  const body = await readValidJson(request, assistantFeedbackSchema, { maxBytes: 1024 })
  if (!body.ok) return body.response
  const visitor = visitorHash(body.data.session, clientIp(request))
  const { key, page, helpful, question } = body.data
  const target = key !== undefined ? { key } : { page: page ?? '' }
  const result = await recordFeedback(await getPayloadClient(), target, helpful, visitor, question)
  if (result === 'unknown') return notFound(chatText.feedbackUnknown)
  return json({ msg: chatText.feedbackThanks })
}

export const POST = apiRoute(handlePost)
