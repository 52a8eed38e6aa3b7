import { listTeamUpCategories } from '@/features/content/queries'
import { captureTeamUp } from '@/features/leads/capture'
import { guardLeadPost, leadMeta } from '@/features/leads/guard'
import { teamUpSchema } from '@/features/leads/schemas'
import { apiRoute } from '@/lib/apiRoute'
import { jsonError, readValidJson } from '@/lib/http'
import { messages } from '@/lib/messages'

/** POST /api/teamup → 201 `{id}`; the sub category must be a service of the chosen main category. */
async function handlePost(request: Request) {
  const refused = await guardLeadPost(request, 'teamUp')
  if (refused) return refused
  const body = await readValidJson(request, teamUpSchema)
  if (!body.ok) return body.response
  const { mainCategory, subCategory } = body.data
  const main = (await listTeamUpCategories()).find((category) => category._id === mainCategory)
  if (!main) {
    const msg = 'Please choose a main category.'
    return jsonError(400, 'validation_error', msg, { fields: { mainCategory: msg } })
  }
  const sub = main.subCategories.find((service) => service._id === subCategory)
  if (!sub) {
    const msg = 'Please choose a sub category of the chosen main category.'
    return jsonError(400, 'validation_error', msg, { fields: { subCategory: msg } })
  }
  const { id } = await captureTeamUp(body.data, { mainCategory: main.name, subCategory: sub.title }, leadMeta(body.raw))
  return Response.json({ _id: id, id, msg: messages.teamUpSuccess }, { status: 201 })
}

export const POST = apiRoute(handlePost)
