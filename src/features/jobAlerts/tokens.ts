// Signed job-alert links (features/leads/linkToken.ts): each names the address and the alert, and its purpose is part
// of the signature, so a change link cannot confirm and a confirmation link cannot unsubscribe. The confirmation link
// also carries its issue time and expires as the newsletter's does.
import { SUBSCRIPTION_CONFIRM_TTL_SECONDS } from '@/lib/constants'
import { readLinkToken, signLinkToken } from '@/features/leads/linkToken'

type Purpose = 'job-alert-confirm' | 'job-alert-change' | 'job-alert-unsubscribe'

export const jobAlertToken = (purpose: Exclude<Purpose, 'job-alert-confirm'>, email: string, id: number, secret: string) =>
  signLinkToken(purpose, email, [String(id)], secret)

export const jobAlertConfirmToken = (email: string, id: number, secret: string, now = new Date()) =>
  signLinkToken('job-alert-confirm', email, [String(id), now.getTime().toString(36)], secret)

const alertId = (value: string | undefined) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null)

/** The address and alert of a genuine change or unsubscribe token, or null. */
export function readJobAlertToken(purpose: Exclude<Purpose, 'job-alert-confirm'>, token: string, secret: string) {
  const genuine = readLinkToken(purpose, token, 1, secret)
  const id = alertId(genuine?.extra[0])
  return genuine && id !== null ? { email: genuine.email, id } : null
}

export type ConfirmCheck = { ok: true; email: string; id: number; issuedAt: Date } | { ok: false; reason: 'invalid' | 'expired' }

export function readJobAlertConfirmToken(token: string, secret: string, now = new Date()): ConfirmCheck {
  const genuine = readLinkToken('job-alert-confirm', token, 2, secret)
  const id = alertId(genuine?.extra[0])
  const issuedAt = genuine && /^[0-9a-z]{1,10}$/.test(genuine.extra[1]) ? parseInt(genuine.extra[1], 36) : NaN
  if (!genuine || id === null || !Number.isFinite(issuedAt)) return { ok: false, reason: 'invalid' }
  const ageSeconds = (now.getTime() - issuedAt) / 1000
  if (ageSeconds > SUBSCRIPTION_CONFIRM_TTL_SECONDS || ageSeconds < -300) return { ok: false, reason: 'expired' }
  return { ok: true, email: genuine.email, id, issuedAt: new Date(issuedAt) }
}
