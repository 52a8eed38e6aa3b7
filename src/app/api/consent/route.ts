import { consentGuard, giveConsent } from '@/features/clientArea/consentPage'
import { linkTokenSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { clientIp, json, jsonError, readValidJson } from '@/lib/http'

/** POST /api/consent {token}: the candidate agrees, from the e-mailed link, to share their profile with one client. */
async function handlePost(request: Request) {
  const refused = await consentGuard(request)
  if (refused) return refused
  const body = await readValidJson(request, linkTokenSchema)
  if (!body.ok) return body.response
  const result = await giveConsent(body.data.token, clientIp(request))
  if (!result.ok) return jsonError(400, result.error, result.msg)
  return json({ msg: result.msg })
}

export const POST = apiRoute(handlePost)
