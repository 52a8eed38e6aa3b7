// The privacy request bodies (zod), shared by the forms and the route handlers.
import { CONSENT_PURPOSES } from '@/features/clientArea/consentOptions'
import { emailSchema } from '@/features/accounts/schemas'
import { messages } from '@/lib/messages'
import { z } from '@/lib/zod'

import { privacyMessages } from './messages'
import { PRIVACY_REQUEST_KIND_VALUES } from './options'

export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]['value']
const PURPOSES = CONSENT_PURPOSES.map(({ value }) => value) as [ConsentPurpose, ...ConsentPurpose[]]

/** POST /api/users/me/consents. */
export const consentChangeSchema = z.object({
  purpose: z.enum(PURPOSES, { error: privacyMessages.purposeUnknown }),
  granted: z.boolean({ error: privacyMessages.grantedRequired }),
})

/** POST /api/privacy-requests. */
export const privacyRequestSchema = emailSchema.extend({
  kind: z.enum(PRIVACY_REQUEST_KIND_VALUES, { error: privacyMessages.requestKindUnknown }),
  text: z.string().trim().max(4000, privacyMessages.requestTextTooLong).optional().default(''),
})

/** POST /api/users/me/privacy-requests: the signed-in member's address is the session's. */
export const memberPrivacyRequestSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KIND_VALUES, { error: privacyMessages.requestKindUnknown }),
  text: z.string({ error: privacyMessages.requestTextNotText }).trim().max(4000, privacyMessages.requestTextTooLong).optional().default(''),
})

/** POST /api/privacy-requests/verify. */
export const privacyVerifySchema = emailSchema.extend({
  otp: z
    .union([z.string(), z.number()], { error: messages.otpRequired })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, messages.otpRequired).max(32, messages.invalidResetOtp)),
})
