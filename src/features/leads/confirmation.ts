// Signed newsletter confirmation links (double opt-in). Like the unsubscribe token, the link carries the address and
// an HMAC under PAYLOAD_SECRET, plus the moment it was issued: it expires after SUBSCRIPTION_CONFIRM_TTL_SECONDS, and
// a link issued before the address unsubscribed no longer works (checked against the stored row on confirmation).
import { createHmac, timingSafeEqual } from 'node:crypto'

import { SUBSCRIPTION_CONFIRM_TTL_SECONDS } from '@/lib/constants'

const sign = (email: string, issuedAt: number, secret: string) =>
  createHmac('sha256', secret).update(`subscribe-confirm:${email.toLowerCase()}:${issuedAt}`).digest()

export function confirmationToken(email: string, secret: string, now = new Date()): string {
  const issuedAt = now.getTime()
  return [
    Buffer.from(email.toLowerCase()).toString('base64url'),
    issuedAt.toString(36),
    sign(email, issuedAt, secret).toString('base64url'),
  ].join('.')
}

export type ConfirmationCheck = { ok: true; email: string; issuedAt: Date } | { ok: false; reason: 'invalid' | 'expired' }

/** The address and issue time of a genuine, unexpired token; `expired` only for a genuine token past its lifetime. */
export function verifyConfirmationToken(token: string, secret: string, now = new Date()): ConfirmationCheck {
  const [encoded, issued, signature, extra] = token.split('.')
  if (!encoded || !issued || !signature || extra !== undefined || !/^[0-9a-z]{1,10}$/.test(issued)) return { ok: false, reason: 'invalid' }
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const issuedAt = parseInt(issued, 36)
  if (!email.includes('@')) return { ok: false, reason: 'invalid' }
  const expected = sign(email, issuedAt, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const ageSeconds = (now.getTime() - issuedAt) / 1000
  if (ageSeconds > SUBSCRIPTION_CONFIRM_TTL_SECONDS || ageSeconds < -300) return { ok: false, reason: 'expired' }
  return { ok: true, email: email.toLowerCase(), issuedAt: new Date(issuedAt) }
}
