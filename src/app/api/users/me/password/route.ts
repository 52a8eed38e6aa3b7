import { changePassword } from '@/features/accounts/profile'
import { accountGuards } from '@/features/accounts/requestGuards'
import { changePasswordSchema } from '@/features/accounts/schemas'
import { currentMemberDocument } from '@/features/accounts/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/users/me/password {currentPassword, password, confirmPassword}: keeps this session, ends the others. */
async function handlePost(request: Request) {
  const refused = await accountGuards.passwordCheck(request)
  if (refused) return refused
  const member = await currentMemberDocument(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  const body = await readValidJson(request, changePasswordSchema, { extend: { email: member.email } })
  if (!body.ok) return body.response
  return respondWith(await changePassword(member, body.data), () => json({ msg: messages.passwordChanged }))
}

export const POST = apiRoute(handlePost)
