// The signed links of an interview's e-mails (docs/decisions/interviews.md): the candidate's booking page
// and a client contact's feedback page. Like the inbound mail tokens (features/inboundMail/token.ts), a token is the
// interview's id and an HMAC-SHA256 under PAYLOAD_SECRET, in lower-case letters and digits; the feedback link also
// carries the contact's address, so a feedback names who gave it. Nothing is stored: a link works until the
// interview is deleted, and cannot be altered to reach another interview or another person.
import { createHmac, timingSafeEqual } from 'node:crypto'

const BOOKING = /^i(\d{1,12})x([0-9a-f]{24})$/
const FEEDBACK = /^f(\d{1,12})x([0-9a-f]{2,400})x([0-9a-f]{24})$/

const mac = (purpose: string, fields: string[], secret: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${fields.join(':')}`)
    .digest('hex')
    .slice(0, 24)

const same = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The token of the candidate's booking page of interview `id`. */
export const bookingToken = (id: number, secret: string) => `i${id}x${mac('interview-booking', [String(id)], secret)}`

/** The interview a genuine booking token was made for, or null when it was altered, guessed or made with another secret. */
export function readBookingToken(token: string, secret: string): number | null {
  const match = BOOKING.exec(token.trim().toLowerCase())
  if (!match) return null
  return same(match[2], mac('interview-booking', [match[1]], secret)) ? Number(match[1]) : null
}

/** The token of `email`'s feedback page of interview `id` (the address in hex: lower-case survives every mail program). */
export function feedbackToken(id: number, email: string, secret: string): string {
  const address = Buffer.from(email.trim().toLowerCase()).toString('hex')
  return `f${id}x${address}x${mac('interview-feedback', [String(id), address], secret)}`
}

/** The interview and the address of a genuine feedback token, or null. */
export function readFeedbackToken(token: string, secret: string): { interview: number; email: string } | null {
  const match = FEEDBACK.exec(token.trim().toLowerCase())
  if (!match || match[2].length % 2) return null
  if (!same(match[3], mac('interview-feedback', [match[1], match[2]], secret))) return null
  return { interview: Number(match[1]), email: Buffer.from(match[2], 'hex').toString('utf8') }
}
