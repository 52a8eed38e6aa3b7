import { currentMember } from '@/features/accounts/session'
import { changeMemberConsent, memberConsents } from '@/features/privacy/consents'
import { privacyMessages } from '@/features/privacy/messages'
import { consentChangeSchema } from '@/features/privacy/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, jsonError, readValidJson, rejectForeignOrigin } from '@/lib/http'
import { messages } from '@/lib/messages'

const notLoggedIn = () => jsonError(401, 'unauthorized', messages.notLoggedIn)

/** GET /api/users/me/consents: the member's consent entries, newest first (docs/decisions/privacy.md). */
async function handleGet(request: Request) {
  const member = await currentMember(request)
  if (!member) return notLoggedIn()
  return json({ consents: await memberConsents(member) }, { headers: { 'Cache-Control': 'no-store' } })
}

/** POST /api/users/me/consents {purpose, granted}: appends a grant or a withdrawal; a withdrawal mails a receipt. */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const member = await currentMember(request)
  if (!member) return notLoggedIn()
  const body = await readValidJson(request, consentChangeSchema)
  if (!body.ok) return body.response
  const states = await changeMemberConsent(member, body.data, clientIp(request))
  return json(
    { msg: body.data.granted ? privacyMessages.consentGiven : privacyMessages.consentWithdrawn, consents: states },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const GET = apiRoute(handleGet)
export const POST = apiRoute(handlePost)
