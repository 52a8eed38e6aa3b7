import { withoutSessionCookie } from '@/features/accounts/cookie'
import { logOut } from '@/features/accounts/profile'
import { currentMemberDocument } from '@/features/accounts/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, rejectForeignOrigin } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/users/logout: ends this session on the server (the token stops working) and clears the cookie. */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  await logOut(await currentMemberDocument(request))
  return withoutSessionCookie(json({ msg: messages.loggedOut }))
}

export const POST = apiRoute(handlePost)
