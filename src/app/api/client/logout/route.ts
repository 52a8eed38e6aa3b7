import { clientMessages } from '@/features/clientArea/messages'
import { withoutClientCookie } from '@/features/clientArea/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, rejectForeignOrigin } from '@/lib/http'

/** POST /api/client/logout: removes the client area's cookie. */
async function handlePost(request: Request) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  return withoutClientCookie(json({ msg: clientMessages.loggedOut }))
}

export const POST = apiRoute(handlePost)
