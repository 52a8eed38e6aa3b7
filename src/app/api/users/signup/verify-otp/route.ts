import { withSessionCookie } from '@/features/accounts/cookie'
import { signupVerifySchema } from '@/features/accounts/schemas'
import { completeSignup } from '@/features/accounts/signup'
import { requestLocale } from '@/i18n/apiLanguage'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, rejectForeignOrigin, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/**
 * POST /api/users/signup/verify-otp: creates the account only now, then starts its session (201). The member's language
 * is the page's (the form's Accept-Language).
 */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const body = await readValidJson(request, signupVerifySchema)
  if (!body.ok) return body.response
  return respondWith(await completeSignup(body.data, requestLocale(request)), ({ token, user }) =>
    withSessionCookie(json({ token, user, msg: messages.signupCreated }, { status: 201 }), token),
  )
}

export const POST = apiRoute(handlePost)
