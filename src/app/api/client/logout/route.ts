import { clientMessages } from '@/features/clientArea/messages'
import { withoutClientCookie } from '@/features/clientArea/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, rejectForeignOrigin } from '@/lib/http'

/** POST /api/client/logout: removes the client area's cookie. */
function handlePost(request: Request): Promise<Response> {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return Promise.resolve(foreign)
  return Promise.resolve(withoutClientCookie(json({ msg: clientMessages.loggedOut })))
}

export const POST = apiRoute(handlePost)
