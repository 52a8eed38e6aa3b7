import { clientLoginGuards, verifyClientCode } from '@/features/clientArea/login'
import { clientMessages } from '@/features/clientArea/messages'
import { clientVerifySchema } from '@/features/clientArea/schemas'
import { withClientCookie } from '@/features/clientArea/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'

/** POST /api/client/login/verify-otp {email, otp} → 200 and the client area's own session cookie. */
async function handlePost(request: Request) {
  const refused = await clientLoginGuards.codeCheck(request)
  if (refused) return refused
  const body = await readValidJson(request, clientVerifySchema)
  if (!body.ok) return body.response
  return respondWith(await verifyClientCode(body.data.email, body.data.otp), ({ contact, token }) =>
    withClientCookie(
      json({ msg: clientMessages.loggedIn, contact: { name: contact.name, email: contact.email, company: contact.companyName } }),
      token,
    ),
  )
}

export const POST = apiRoute(handlePost)
