import { setMemberLanguage } from '@/features/accounts/profile'
import { accountGuards } from '@/features/accounts/requestGuards'
import { memberLanguageSchema } from '@/features/accounts/schemas'
import { currentMember } from '@/features/accounts/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/users/me/language {language: en | mr | hi}: My account's "Language of our e-mails", saved to the member's
 * `language` (docs/decisions/languages.md). This site's origin, a per-address limit, then the member's session.
 */
async function handlePost(request: Request) {
  const refused = await accountGuards.setting(request)
  if (refused) return refused
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  const body = await readValidJson(request, memberLanguageSchema)
  if (!body.ok) return body.response
  await setMemberLanguage(member, body.data.language)
  return json({ msg: messages.memberLanguageSaved, language: body.data.language }, { headers: { 'Cache-Control': 'no-store' } })
}

export const POST = apiRoute(handlePost)
