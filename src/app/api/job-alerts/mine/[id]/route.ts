import { currentMember } from '@/features/accounts/session'
import { jobAlertFiltersSchema } from '@/features/jobAlerts/schemas'
import { changeMemberAlert, turnOffMemberAlert } from '@/features/jobAlerts/signup'
import { leadGuards } from '@/features/leads/requestGuards'
import { apiRoute } from '@/lib/apiRoute'
import { json, jsonError, readValidJson, respondWith } from '@/lib/http'
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { JOB_ALERT_FREQUENCIES } from '@/features/jobAlerts/options'

type Context = { params: Promise<{ id: string }> }

const changeSchema = jobAlertFiltersSchema.extend({
  frequency: z.enum(['daily', 'weekly'] satisfies (typeof JOB_ALERT_FREQUENCIES)[number]['value'][], {
    error: 'Please choose how often: daily or weekly.',
  }),
})

/** POST /api/job-alerts/mine/{id} {frequency, searchTerm?, pillar?, employmentType?, workMode?}: a member changes their alert. */
async function handlePost(request: Request, { params }: Context) {
  const refused = await leadGuards.jobAlertLink(request)
  if (refused) return refused
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  const body = await readValidJson(request, changeSchema)
  if (!body.ok) return body.response
  const { id } = await params
  return respondWith(await changeMemberAlert(member.email, id, body.data), (alert) => json({ msg: messages.jobAlertChanged, alert }))
}

/** DELETE /api/job-alerts/mine/{id}: a member turns their alert off. */
async function handleDelete(request: Request, { params }: Context) {
  const refused = await leadGuards.jobAlertLink(request)
  if (refused) return refused
  const member = await currentMember(request)
  if (!member) return jsonError(401, 'unauthorized', messages.notLoggedIn)
  const { id } = await params
  return respondWith(await turnOffMemberAlert(member.email, id), () => json({ msg: messages.jobAlertUnsubscribed }))
}

export const POST = apiRoute(handlePost)
export const DELETE = apiRoute(handleDelete)
