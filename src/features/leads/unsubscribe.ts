// Signed unsubscribe links: the token carries the address and an HMAC of it under PAYLOAD_SECRET, so a link works
// without a stored token and cannot be forged for another address.
import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (email: string, secret: string) => createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest()

export function unsubscribeToken(email: string, secret: string): string {
  return `${Buffer.from(email.toLowerCase()).toString('base64url')}.${sign(email, secret).toString('base64url')}`
}

/** The address a token was made for, or null when it was altered or made with another secret. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [encoded, signature, extra] = token.split('.')
  if (!encoded || !signature || extra !== undefined) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!email.includes('@')) return null
  const expected = sign(email, secret)
  const given = Buffer.from(signature, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected) ? email.toLowerCase() : null
}
