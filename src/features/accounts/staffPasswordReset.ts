// Payload's staff "forgot password" (POST /cms-api/users/forgot-password, the admin's "Forgot password?" screen)
// gets the member codes' limits (otp.ts sendDecision, OTP_RESEND_COOLDOWN_SECONDS, OTP_MAX_PER_HOUR): one mail a
// minute and five an hour per staff address, and the same per client address, counted by the limiter every public
// endpoint uses (lib/rateLimit: this process's memory, or Redis shared by every instance). Payload alone only waited
// 15 seconds between two mails to one address (240 an hour). Unknown addresses count exactly like staff ones, so the
// answer (Payload's 200, or the 429 below) never tells whether an address belongs to staff.
import type { CollectionBeforeOperationHook } from 'payload'

import { OTP_MAX_PER_HOUR, OTP_RESEND_COOLDOWN_SECONDS } from '@/lib/constants'
import { messages } from '@/lib/messages'
import { clientLimitKey } from '@/lib/http'
import { createLimiter, type Limiter } from '@/lib/rateLimit'

import { tooManyAttempts } from './staffLogin'

const HOUR_SECONDS = 60 * 60

const limits = (scope: string): { minute: Limiter; hour: Limiter } => ({
  minute: createLimiter({ keyPrefix: `staff-reset-${scope}-minute`, points: 1, duration: OTP_RESEND_COOLDOWN_SECONDS }),
  hour: createLimiter({ keyPrefix: `staff-reset-${scope}-hour`, points: OTP_MAX_PER_HOUR, duration: HOUR_SECONDS }),
})

const perAddress = limits('email')
const perClient = limits('ip')

/** Counts one request against both windows; the first refusal wins (a minute's wait before the hour's). */
async function consume(limit: { minute: Limiter; hour: Limiter }, key: string) {
  const minute = await limit.minute.consume(key)
  if (!minute.ok) return { retryAfterSeconds: minute.retryAfterSeconds, message: messages.staffResetCooldown }
  const hour = await limit.hour.consume(key)
  if (!hour.ok) return { retryAfterSeconds: hour.retryAfterSeconds, message: messages.staffResetHourlyLimit }
  return null
}

export const limitStaffPasswordReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const raw = (args as { data?: { email?: unknown } }).data?.email
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (!email) return args // Payload answers its own 400 naming the missing field
  const refused = (await consume(perClient, clientLimitKey(req))) ?? (await consume(perAddress, email))
  if (!refused) return args
  throw tooManyAttempts(req, refused.retryAfterSeconds, refused.message)
}
