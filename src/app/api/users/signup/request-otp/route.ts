import { accountGuards } from '@/features/accounts/requestGuards'
import { emailSchema } from '@/features/accounts/schemas'
import { requestSignupCode } from '@/features/accounts/signup'
import { requestLocale } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/users/signup/request-otp {email}: same answer whether or not the address has an account. */
async function handlePost(request: Request) {
  const refused = await accountGuards.codeRequest(request)
  if (refused) return refused
  const body = await readValidJson(request, emailSchema)
  if (!body.ok) return body.response
  return respondWith(await requestSignupCode(body.data.email, requestLocale(request)), () => json({ msg: messages.otpSent }))
}

export const POST = apiRoute(handlePost)
