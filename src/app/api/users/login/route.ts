import { withSessionCookie } from '@/features/accounts/cookie'
import { logIn } from '@/features/accounts/login'
import { accountGuards } from '@/features/accounts/requestGuards'
import { loginSchema } from '@/features/accounts/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/users/login {email, password} → {token, user, msg} with the session cookie. */
async function handlePost(request: Request) {
  const refused = await accountGuards.passwordCheck(request)
  if (refused) return refused
  const body = await readValidJson(request, loginSchema)
  if (!body.ok) return body.response
  return respondWith(await logIn(body.data), ({ token, user }) =>
    withSessionCookie(json({ token, user, msg: messages.loginSuccess }), token),
  )
}

export const POST = apiRoute(handlePost)
