import { decide } from '@/features/clientArea/clientShortlists'
import { clientMessages } from '@/features/clientArea/messages'
import { decisionSchema } from '@/features/clientArea/schemas'
import { currentClient } from '@/features/clientArea/session'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson, rejectForeignOrigin, respondWith } from '@/lib/http'

/** POST /api/client/shortlists/{id}/decisions {candidate, decision, reason?, text?}: the contact decides on one candidate. */
async function handlePost(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const contact = await currentClient(request)
  if (!contact) return jsonError(401, 'unauthorized', clientMessages.notLoggedIn)
  const body = await readValidJson(request, decisionSchema)
  if (!body.ok) return body.response
  return respondWith(await decide(contact, (await params).id, body.data), (outcome) => json(outcome))
}

export const POST = apiRoute(handlePost)
