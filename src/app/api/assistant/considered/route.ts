import { consideredPassages } from '@/features/assistant/knowledge'
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '@/features/assistant/types'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError } from '@/lib/http'
import { messages } from '@/lib/messages'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /api/assistant/considered?question=… (staff only): the passages of the site the assistant weighs for a question,
 * best first, each with the answer it would give from it (the admin's Unanswered questions screen).
 */
async function handleGet(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'unauthorized', messages.assistantConsideredStaffLogin)
  if (user.collection !== 'users') return jsonError(403, 'forbidden', messages.assistantConsideredStaffOnly)
  const question = (new URL(request.url).searchParams.get('question') ?? '').trim()
  if (!question || question.length > ASSISTANT_MESSAGE_MAX_LENGTH)
    return jsonError(400, 'invalid_question', messages.assistantConsideredQuestion)
  return json({ passages: await consideredPassages(payload, question) }, { headers: { 'cache-control': 'private, no-store' } })
}

export const GET = apiRoute(handleGet)
