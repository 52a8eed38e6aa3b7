import { resetPassword } from '@/features/accounts/passwordReset'
import { resetSchema } from '@/features/accounts/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, rejectForeignOrigin, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/users/password-reset/reset {email, otp, password, confirmPassword}: ends every session, mails a notice. */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const body = await readValidJson(request, resetSchema)
  if (!body.ok) return body.response
  return respondWith(await resetPassword(body.data), () => json({ message: messages.resetDone, msg: messages.resetDone }))
}

export const POST = apiRoute(handlePost)
