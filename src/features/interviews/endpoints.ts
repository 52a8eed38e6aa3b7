// Staff's interview endpoints under /cms-api/interviews (docs/decisions/interviews.md): send the times to
// the candidate, cancel, and run the reminders and feedback requests that are due. Staff only: a visitor is answered
// 401, a website member 403, in Payload's error shape.
import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'
import type { Result } from '@/lib/result'

import { interviewMessages } from './messages'
import { cancelByStaff, sendSlots, sendSlotsBody } from './staff'
import { runDueInterviewSteps } from './steps'

type StaffHandler = Parameters<typeof staffEndpoint>[0]

/** staffEndpoint, with 401 rather than 403 for a request without any login. */
function interviewEndpoint(handle: StaffHandler): PayloadHandler {
  const staffOnly = staffEndpoint(handle)
  return (req) => (req.user ? staffOnly(req) : staffError(401, 'Log in as staff to do this.'))
}

const idParam = z.coerce.number().int().positive()

const answer = <T>(result: Result<T>) => (result.ok ? Response.json(result.value) : staffError(result.refusal.status, result.refusal.msg))

/** POST /cms-api/interviews/:id/send {slots?: [{date, time, minutes}], place?, videoLink?, interviewers?}. */
const sendEndpoint = interviewEndpoint(async (req, body) => {
  const id = idParam.safeParse(req.routeParams?.id)
  if (!id.success) return staffError(404, interviewMessages.staff.notFound)
  const parsed = sendSlotsBody.safeParse(body)
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? interviewMessages.staff.badSlot)
  return answer(await sendSlots(req, id.data, parsed.data))
})

/** POST /cms-api/interviews/:id/cancel: the interview cancelled; a booked one's invitation cancelled everywhere. */
const cancelEndpoint = interviewEndpoint(async (req) => {
  const id = idParam.safeParse(req.routeParams?.id)
  if (!id.success) return staffError(404, interviewMessages.staff.notFound)
  return answer(await cancelByStaff(req, id.data))
})

/** POST /cms-api/interviews/run-due: the reminders and feedback requests that are due, sent now. */
const runDueEndpoint = interviewEndpoint(async (req) => Response.json({ done: await runDueInterviewSteps(req.payload) }))

export const interviewEndpoints = [
  { path: '/run-due', method: 'post' as const, handler: runDueEndpoint },
  { path: '/:id/send', method: 'post' as const, handler: sendEndpoint },
  { path: '/:id/cancel', method: 'post' as const, handler: cancelEndpoint },
]
