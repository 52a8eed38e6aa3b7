import { currentMember } from '@/features/accounts/session'
import { requestDataExport } from '@/features/privacy/exportRequests'
import { privacyGuards } from '@/features/privacy/requestGuards'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/users/me/data-export: queues the member's data export (a ZIP of data.json and their resume files); the
 * signed download link, valid 24 hours, arrives by e-mail (docs/decisions/privacy.md, "Your data"). 202.
 */
async function handlePost(request: Request) {
  const refused = await privacyGuards.dataExport(request)
  if (refused) return refused
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  return respondWith(await requestDataExport(member), (body) => json(body, { status: 202, headers: { 'Cache-Control': 'no-store' } }))
}

export const POST = apiRoute(handlePost)
