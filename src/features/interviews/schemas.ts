import { z } from 'zod'

import { interviewMessages } from './messages'

/** POST /api/interviews/{token}/book and /reschedule: the chosen time's id. */
export const chooseSlotBody = z.object({
  slot: z.string({ message: interviewMessages.noSlot }).trim().min(1, interviewMessages.noSlot).max(64, interviewMessages.noSlot),
})
