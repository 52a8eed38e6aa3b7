import { changeJobAlert, readAlertForChange } from '@/features/jobAlerts/signup'
import { jobAlertChangeSchema } from '@/features/jobAlerts/schemas'
import { leadGuards } from '@/features/leads/requestGuards'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** GET /api/job-alerts/change?token= → 200 {alert}: what the change link's page shows. */
async function handleGet(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!token || token.length > 2000) return jsonError(400, 'invalid_token', messages.jobAlertLinkInvalid)
  return respondWith(await readAlertForChange(token), (alert) => json({ alert }, { headers: { 'Cache-Control': 'no-store' } }))
}

/** POST /api/job-alerts/change {token, frequency, searchTerm?, pillar?, employmentType?, workMode?} → 200 {msg, alert}. */
async function handlePost(request: Request) {
  const refused = await leadGuards.jobAlertLink(request)
  if (refused) return refused
  const body = await readValidJson(request, jobAlertChangeSchema)
  if (!body.ok) return body.response
  const { token, ...change } = body.data
  return respondWith(await changeJobAlert(token, change), (alert) => json({ msg: messages.jobAlertChanged, alert }))
}

export const GET = apiRoute(handleGet)
export const POST = apiRoute(handlePost)
