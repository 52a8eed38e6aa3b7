import { currentMember } from '@/features/accounts/session'
import { myApplications } from '@/features/pipeline/candidate'
import { requestLocale } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * GET /api/users/me/applications: the member's own applications with a candidate-friendly stage, or 401. With
 * Accept-Language mr or hi each role's title is the one staff wrote in that language, English where none (then
 * `roleInEnglish: true`), and the stage is the candidate's word in that language with the stored value beside it
 * (`stageKey`), as "My applications" on /mr/account shows them; the answer follows the request's language like every
 * API answer, not the member's e-mail language. English: the answer as before.
 */
async function handleGet(request: Request) {
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  return json({ applications: await myApplications(member, requestLocale(request)) }, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = apiRoute(handleGet)
