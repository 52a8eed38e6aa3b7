import { requestResetCode } from '@/features/accounts/passwordReset'
import { accountGuards } from '@/features/accounts/requestGuards'
import { emailSchema } from '@/features/accounts/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/users/password-reset/request {email}: same answer whether or not the account exists. */
async function handlePost(request: Request) {
  const refused = await accountGuards.codeRequest(request)
  if (refused) return refused
  const body = await readValidJson(request, emailSchema)
  if (!body.ok) return body.response
  return respondWith(await requestResetCode(body.data.email), () => json({ msg: messages.resetRequested }))
}

export const POST = apiRoute(handlePost)
