import { currentMember } from '@/features/accounts/session'
import { privacyMessages } from '@/features/privacy/messages'
import { fileMemberPrivacyRequest, memberPrivacyRequests } from '@/features/privacy/requests'
import { memberPrivacyRequestSchema } from '@/features/privacy/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, jsonError, readValidJson, rejectForeignOrigin, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

const notLoggedIn = () => jsonError(401, 'unauthorized', messages.notLoggedIn)
const noStore = { 'Cache-Control': 'no-store' }

/** GET /api/users/me/privacy-requests: the member's privacy requests, newest first, with where each stands. */
async function handleGet(request: Request) {
  const member = await currentMember(request)
  if (!member) return notLoggedIn()
  return json({ requests: await memberPrivacyRequests(member) }, { headers: noStore })
}

/**
 * POST /api/users/me/privacy-requests {kind, text} → 201: the request is confirmed at once (the session proves the
 * address), with its reference and due date; a receipt goes by e-mail (docs/decisions/privacy.md).
 */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const member = await currentMember(request)
  if (!member) return notLoggedIn()
  const body = await readValidJson(request, memberPrivacyRequestSchema)
  if (!body.ok) return body.response
  return respondWith(await fileMemberPrivacyRequest(member, body.data, clientIp(request)), (filed) =>
    json(
      { msg: privacyMessages.memberRequestFiled(filed.reference, filed.dueOn.slice(0, 10)), request: filed },
      { status: 201, headers: noStore },
    ),
  )
}

export const GET = apiRoute(handleGet)
export const POST = apiRoute(handlePost)
