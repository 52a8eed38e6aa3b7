import { clientOverview } from '@/features/clientArea/clientShortlists'
import { clientMessages } from '@/features/clientArea/messages'
import { currentClient } from '@/features/clientArea/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError } from '@/lib/http'

export const dynamic = 'force-dynamic'

/** GET /api/client/shortlists: the contact's own company's open requirements and sent shortlists, as the client sees them. */
async function handleGet(request: Request) {
  const contact = await currentClient(request)
  if (!contact) return jsonError(401, 'unauthorized', clientMessages.notLoggedIn)
  return json(await clientOverview(contact), { headers: { 'cache-control': 'private, no-store' } })
}

export const GET = apiRoute(handleGet)
