// Signed unsubscribe links (see linkToken.ts): the address and its signature, nothing stored.
import { readLinkToken, signLinkToken } from './linkToken'

export const unsubscribeToken = (email: string, secret: string): string => signLinkToken('unsubscribe', email, [], secret)

/** The address a token was made for, or null when it was altered or made with another secret. */
export const verifyUnsubscribeToken = (token: string, secret: string): string | null =>
  readLinkToken('unsubscribe', token, 0, secret)?.email ?? null
