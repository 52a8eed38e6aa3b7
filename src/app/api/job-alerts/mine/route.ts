import { currentMember } from '@/features/accounts/session'
import { memberAlerts } from '@/features/jobAlerts/signup'
import { requestLocale } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * GET /api/job-alerts/mine: the member's job alerts (at their verified address), each search described in the request's
 * language (Accept-Language; English by default), or 401.
 */
async function handleGet(request: Request) {
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  return json({ alerts: await memberAlerts(member.email, requestLocale(request)) }, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = apiRoute(handleGet)
