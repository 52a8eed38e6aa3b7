// Signed e-mail links (unsubscribe, newsletter confirmation): the token carries the address, any further fields and
// an HMAC-SHA256 of them and the link's purpose under PAYLOAD_SECRET, so a link works without a stored token and cannot
// be forged for another address or reused for another purpose.
import { createHmac, timingSafeEqual } from 'node:crypto'

const mac = (purpose: string, fields: string[], secret: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${fields.join(':')}`)
    .digest()

export function signLinkToken(purpose: string, email: string, extra: string[], secret: string): string {
  const address = email.toLowerCase()
  return [Buffer.from(address).toString('base64url'), ...extra, mac(purpose, [address, ...extra], secret).toString('base64url')].join('.')
}

/** The address and further fields of a genuine token with `extraCount` further fields, or null when it was altered. */
export function readLinkToken(
  purpose: string,
  token: string,
  extraCount: number,
  secret: string,
): { email: string; extra: string[] } | null {
  const parts = token.split('.')
  if (parts.length !== extraCount + 2 || parts.some((part) => !part)) return null
  const [encoded, ...rest] = parts
  const signature = Buffer.from(rest.pop()!, 'base64url')
  const email = Buffer.from(encoded, 'base64url').toString('utf8').toLowerCase()
  if (!email.includes('@')) return null
  const expected = mac(purpose, [email, ...rest], secret)
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? { email, extra: rest } : null
}
