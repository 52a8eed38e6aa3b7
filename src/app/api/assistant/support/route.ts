import { chatText } from '@/features/assistant/messages'
import { supportRequestSchema } from '@/features/assistant/schemas'
import { createSupportRequest } from '@/features/leads'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'

/** 5 hand-offs per 10 minutes per client address. */
const guard = requestGuard({ keyPrefix: 'assistant-support', points: 5, duration: 600, msg: messages.assistantTooManyHandOffs })

/**
 * POST /api/assistant/support {email, conversation: [{from, text}], page} → 201 {id, msg}: the chat's Customer Care
 * hand-off. Stored as a support request in the lead inbox; staff are notified by e-mail.
 */
async function handlePost(request: Request) {
  const refused = await guard(request)
  if (refused) return refused
  const body = await readValidJson(request, supportRequestSchema)
  if (!body.ok) return body.response
  const { email, conversation, page } = body.data
  const { id } = await createSupportRequest({ email, conversation, page })
  return json({ id, msg: chatText.careConfirm(email) }, { status: 201 })
}

export const POST = apiRoute(handlePost)
