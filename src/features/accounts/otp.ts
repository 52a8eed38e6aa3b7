// One-time codes: the pure rules (generation, keyed hash, state checks). Storage lives in otpStore.ts.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

// Signup and reset codes have the same length: the spec's reset-code length.
import { RESET_OTP_LENGTH as OTP_LENGTH } from '@/lib/constants'
import { messages } from '@/lib/messages'

import { OTP_MAX_ATTEMPTS, OTP_MAX_PER_HOUR, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_MS, type OtpPurpose } from '@/lib/constants'

/** 6 digits from the operating system's cryptographic random source (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** HMAC-SHA256 keyed with the server secret, bound to purpose and e-mail: a stolen table reveals no codes. */
export function hashCode(secret: string, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex')
}

export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

export const otpExpiry = (now: Date) => new Date(now.getTime() + OTP_TTL_MS)

export type StoredOtp = { codeHash: string; expiresAt: string | Date; attempts: number; usedAt?: string | Date | null }

export type OtpCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'used' | 'expired' | 'too_many_attempts' | 'wrong'; message: string; attemptsAfter?: number }

/**
 * Decides whether `candidateHash` unlocks `stored` at `now`. A wrong code counts an attempt (attemptsAfter);
 * the fifth wrong one invalidates the code.
 */
export function checkOtp(stored: StoredOtp | null, candidateHash: string, now: Date): OtpCheck {
  if (!stored) return { ok: false, reason: 'missing', message: messages.otpInvalid }
  if (stored.usedAt) return { ok: false, reason: 'used', message: messages.otpUsed }
  if (stored.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'too_many_attempts', message: messages.otpTooManyAttempts }
  if (new Date(stored.expiresAt).getTime() <= now.getTime()) return { ok: false, reason: 'expired', message: messages.otpExpired }
  if (hashesMatch(stored.codeHash, candidateHash)) return { ok: true }
  const attemptsAfter = stored.attempts + 1
  return {
    ok: false,
    reason: 'wrong',
    attemptsAfter,
    message: attemptsAfter >= OTP_MAX_ATTEMPTS ? messages.otpTooManyAttempts : messages.otpInvalid,
  }
}

export type SendHistory = { lastSentAt?: string | Date | null; windowStart?: string | Date | null; windowCount?: number | null }
export type SendDecision =
  | { ok: true; next: { lastSentAt: string; windowStart: string; windowCount: number } }
  | { ok: false; retryAfterSeconds: number; message: string }

const HOUR_MS = 60 * 60 * 1000

/** Resend limits per address and purpose: one code per 60 s and at most 5 per rolling hour window. */
export function sendDecision(history: SendHistory | null, now: Date): SendDecision {
  const nowMs = now.getTime()
  const last = history?.lastSentAt ? new Date(history.lastSentAt).getTime() : null
  if (last !== null && nowMs - last < OTP_RESEND_COOLDOWN_SECONDS * 1000) {
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((last + OTP_RESEND_COOLDOWN_SECONDS * 1000 - nowMs) / 1000)),
      message: messages.otpCooldown,
    }
  }
  const windowStart = history?.windowStart ? new Date(history.windowStart).getTime() : null
  const windowOpen = windowStart !== null && nowMs - windowStart < HOUR_MS
  const count = windowOpen ? (history?.windowCount ?? 0) : 0
  if (windowOpen && count >= OTP_MAX_PER_HOUR) {
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart + HOUR_MS - nowMs) / 1000)),
      message: messages.otpHourlyLimit,
    }
  }
  return {
    ok: true,
    next: { lastSentAt: now.toISOString(), windowStart: new Date(windowOpen ? windowStart : nowMs).toISOString(), windowCount: count + 1 },
  }
}
