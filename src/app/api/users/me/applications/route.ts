import { currentMember } from '@/features/accounts/session'
import { myApplications } from '@/features/pipeline/candidate'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError } from '@/lib/http'
import { messages } from '@/lib/messages'

/** GET /api/users/me/applications: the member's own applications with a candidate-friendly stage, or 401. */
async function handleGet(request: Request) {
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  return json({ applications: await myApplications(member) }, { headers: { 'Cache-Control': 'no-store' } })
}

export const GET = apiRoute(handleGet)
