// Signed newsletter confirmation links (double opt-in, see linkToken.ts), which also carry the moment they were issued:
// a link expires after SUBSCRIPTION_CONFIRM_TTL_SECONDS, and one issued before the address unsubscribed no longer works
// (checked against the stored row on confirmation).
import { SUBSCRIPTION_CONFIRM_TTL_SECONDS } from '@/lib/constants'

import { readLinkToken, signLinkToken } from './linkToken'

const PURPOSE = 'subscribe-confirm'

export const confirmationToken = (email: string, secret: string, now = new Date()): string =>
  signLinkToken(PURPOSE, email, [now.getTime().toString(36)], secret)

export type ConfirmationCheck = { ok: true; email: string; issuedAt: Date } | { ok: false; reason: 'invalid' | 'expired' }

/** The address and issue time of a genuine, unexpired token; `expired` only for a genuine token past its lifetime. */
export function verifyConfirmationToken(token: string, secret: string, now = new Date()): ConfirmationCheck {
  const genuine = readLinkToken(PURPOSE, token, 1, secret)
  const issuedAt = genuine && /^[0-9a-z]{1,10}$/.test(genuine.extra[0]) ? parseInt(genuine.extra[0], 36) : NaN
  if (!genuine || !Number.isFinite(issuedAt)) return { ok: false, reason: 'invalid' }
  const ageSeconds = (now.getTime() - issuedAt) / 1000
  if (ageSeconds > SUBSCRIPTION_CONFIRM_TTL_SECONDS || ageSeconds < -300) return { ok: false, reason: 'expired' }
  return { ok: true, email: genuine.email, issuedAt: new Date(issuedAt) }
}
