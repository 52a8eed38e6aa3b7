import { leadGuards } from '@/features/leads/requestGuards'
import { leadMeta } from '@/features/leads/lead'
import { teamUpSchema } from '@/features/leads/schemas'
import { requestTeamUp } from '@/features/leads/teamUp'
import { apiRoute } from '@/lib/apiRoute'
import { json, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/teamup → 201 `{id}`; the sub category must be a service of the chosen main category. */
async function handlePost(request: Request) {
  const refused = await leadGuards.teamUp(request)
  if (refused) return refused
  const body = await readValidJson(request, teamUpSchema)
  if (!body.ok) return body.response
  const result = await requestTeamUp(body.data, leadMeta(body.raw))
  return respondWith(result, ({ id }) => json({ _id: id, id, msg: messages.teamUpSuccess }, { status: 201 }))
}

export const POST = apiRoute(handlePost)
