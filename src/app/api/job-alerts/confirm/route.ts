import { confirmJobAlert } from '@/features/jobAlerts/signup'
import { leadGuards } from '@/features/leads/requestGuards'
import { linkTokenSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/job-alerts/confirm {token} → 200; 400 `expired_token` or `invalid_token` (the confirmation e-mail's link). */
async function handlePost(request: Request) {
  const refused = await leadGuards.jobAlertLink(request)
  if (refused) return refused
  const body = await readValidJson(request, linkTokenSchema)
  if (!body.ok) return body.response
  const result = await confirmJobAlert(body.data.token)
  if (result === 'expired') return jsonError(400, 'expired_token', messages.jobAlertConfirmExpired)
  if (result === 'invalid') return jsonError(400, 'invalid_token', messages.jobAlertConfirmInvalid)
  return json({ msg: messages.jobAlertConfirmed })
}

export const POST = apiRoute(handlePost)
