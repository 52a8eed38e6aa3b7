// Stores and checks one-time codes in the hidden `otp-codes` collection: one row per e-mail and purpose holding
// the live code (issuing a new one replaces it, so the previous code stops working) and the send history.
import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'

import type { OtpPurpose } from '@/lib/constants'
import { checkOtp, generateCode, hashCode, otpExpiry, sendDecision, type OtpCheck } from './otp'

async function findRow(payload: Payload, email: string, purpose: OtpPurpose) {
  const { docs } = await payload.find({
    collection: 'otp-codes',
    where: { email: { equals: email }, purpose: { equals: purpose } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Data minimisation: rows whose last code went out more than a day ago (long expired, outside every limit window). */
async function forgetStaleRows(payload: Payload, now: Date) {
  await payload.delete({
    collection: 'otp-codes',
    where: { lastSentAt: { less_than: new Date(now.getTime() - DAY_MS).toISOString() } },
    depth: 0,
  })
}

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number; message: string }

/** Applies the resend limits, then stores a fresh code for the address and returns it (to be mailed, or not). */
export async function issueOtp(payload: Payload, email: string, purpose: OtpPurpose, now = new Date()): Promise<IssueResult> {
  const existing = await findRow(payload, email, purpose)
  const decision = sendDecision(existing, now)
  if (!decision.ok) return decision
  const code = generateCode()
  const data = {
    codeHash: hashCode(env().PAYLOAD_SECRET, purpose, email, code),
    expiresAt: otpExpiry(now).toISOString(),
    attempts: 0,
    usedAt: null,
    ...decision.next,
  }
  if (existing) await payload.update({ collection: 'otp-codes', id: existing.id, data, depth: 0 })
  else await payload.create({ collection: 'otp-codes', data: { email, purpose, ...data }, depth: 0 })
  await forgetStaleRows(payload, now)
  return { ok: true, code }
}

/** The code mail could not be sent: the attempt does not count against the resend limits. */
export async function undoSend(payload: Payload, email: string, purpose: OtpPurpose) {
  const row = await findRow(payload, email, purpose)
  if (row)
    await payload.update({
      collection: 'otp-codes',
      id: row.id,
      data: { lastSentAt: null, windowCount: Math.max(0, (row.windowCount ?? 1) - 1) },
      depth: 0,
    })
}

/** Checks `code` and, when it is right, marks it used (single use). Wrong codes are counted. */
export async function consumeOtp(payload: Payload, email: string, purpose: OtpPurpose, code: string, now = new Date()): Promise<OtpCheck> {
  const candidate = hashCode(env().PAYLOAD_SECRET, purpose, email, code)
  const stored = await findRow(payload, email, purpose)
  const result = checkOtp(stored, candidate, now)
  if (!stored) return result
  if (result.ok) {
    // Only the request that flips usedAt from empty wins; a parallel second use finds no row to update.
    const { docs } = await payload.update({
      collection: 'otp-codes',
      where: { id: { equals: stored.id }, usedAt: { exists: false } },
      data: { usedAt: now.toISOString() },
      depth: 0,
    })
    return docs.length ? result : checkOtp({ ...stored, usedAt: now }, candidate, now)
  }
  if (result.reason === 'wrong') {
    await payload.update({ collection: 'otp-codes', id: stored.id, data: { attempts: result.attemptsAfter }, depth: 0 })
  }
  return result
}

/** Forgets every code and send history of an address (account deleted). */
export async function deleteOtps(payload: Payload, email: string, req?: PayloadRequest) {
  await payload.delete({ collection: 'otp-codes', where: { email: { equals: email } }, req })
}

/** A new password: every open code of the address stops working (it reads as expired); the send history stays. */
export async function cancelOtps(payload: Payload, email: string, req?: PayloadRequest) {
  await payload.update({
    collection: 'otp-codes',
    where: { email: { equals: email }, usedAt: { exists: false } },
    data: { expiresAt: new Date().toISOString() },
    depth: 0,
    req,
  })
}
