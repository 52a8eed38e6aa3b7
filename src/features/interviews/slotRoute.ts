// The candidate's two slot choices over the API, booking and moving (app/api/interviews/[token]/book and /reschedule):
// one handler, the same checks, told which it is.
import { json, readValidJson, respondWith } from '@/lib/http'
import { getPayloadClient } from '@/lib/payload'

import { chooseSlot } from './booking'
import { interviewGuards } from './requestGuards'
import { chooseSlotBody } from './schemas'

type Context = { params: Promise<{ token: string }> }

/** POST {slot} → the interview as it now is, with what happened in `message`. */
export function chooseSlotHandler(mode: 'book' | 'reschedule') {
  return async (request: Request, { params }: Context) => {
    const refused = await interviewGuards.change(request)
    if (refused) return refused
    const body = await readValidJson(request, chooseSlotBody)
    if (!body.ok) return body.response
    const { token } = await params
    return respondWith(await chooseSlot(await getPayloadClient(), token, body.data.slot, mode), (view) => json(view))
  }
}
