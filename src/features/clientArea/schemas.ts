// The client area's request bodies (zod), shared by the forms and the route handlers.
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { emailSchema } from '@/features/accounts/schemas'
import { CLIENT_REJECTION_REASONS } from '@/features/clients/options'

import { clientMessages } from './messages'

const otp = z
  .union([z.string(), z.number()], { error: messages.otpRequired })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, messages.otpRequired).max(32, messages.invalidResetOtp))

/** POST /api/client/login/verify-otp. */
export const clientVerifySchema = emailSchema.extend({ otp })

const text = z.string().trim().max(2000, clientMessages.textTooLong).optional()

/** POST /api/client/shortlists/{id}/decisions. */
export const decisionSchema = z
  .object({
    candidate: z.union([z.string(), z.number()], { error: clientMessages.candidateNotOnShortlist }).transform((value) => String(value)),
    decision: z.enum(['interview', 'reject', 'question'], { error: clientMessages.decisionInvalid }),
    reason: z.string().trim().optional(),
    text,
  })
  .superRefine((data, ctx) => {
    if (data.decision === 'reject' && !CLIENT_REJECTION_REASONS.includes(data.reason as (typeof CLIENT_REJECTION_REASONS)[number]))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: clientMessages.reasonRequired })
    if (data.decision === 'question' && !data.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: clientMessages.questionRequired })
  })
export type DecisionInput = z.output<typeof decisionSchema>
