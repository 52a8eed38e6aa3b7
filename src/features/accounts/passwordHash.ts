// Checks a password against a Payload-hashed one (same PBKDF2 parameters as Payload 3.90), and burns the same
// work for unknown accounts so that response times do not reveal which e-mail addresses have an account.
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

function parameters(hash: string) {
  return hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 }
}

const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )

export async function verifyPassword(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const { hex, iterations, keyLength } = parameters(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  const actual = await derive(password, stored.salt, iterations, keyLength)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The hashing work of one login attempt, for an address without an account. */
export async function burnPasswordWork(password: string): Promise<void> {
  await derive(password, randomBytes(32).toString('hex'), 600_000, 32)
}
