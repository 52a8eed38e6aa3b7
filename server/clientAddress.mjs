// The client's address, for every per-address limit (logins, codes, forms, the assistant, resets).
// docs: docs/operations.md "Production and operations" (behind a load balancer).
import { positiveInteger } from './settings.mjs'

/**
 * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY=n); 0 = none: the socket's peer is
 * the client. Anything but a whole number of at least 1 counts as 0.
 * @param {Record<string, string | undefined>} environment
 */
export function trustedProxyHops(environment) {
  return positiveInteger(environment.TRUST_PROXY, 0)
}

/**
 * The address the nearest trusted proxy saw. Load balancers and reverse proxies append the address that connected to
 * them to whatever X-Forwarded-For the client sent (nginx's `$proxy_add_x_forwarded_for`, cloud load balancers, CDNs),
 * so only the last `hops` entries were written by proxies the operator runs; anything left of them is the client's
 * own text. With `hops` proxies the client is the `hops`-th entry from the right; a header with fewer entries (a
 * request that did not pass every proxy) gives its leftmost one.
 * @param {string | string[] | undefined} forwardedFor every X-Forwarded-For header of the request
 * @param {string | undefined} peer the socket's remote address
 * @param {number} hops
 */
export function clientAddress(forwardedFor, peer, hops) {
  if (hops > 0 && forwardedFor) {
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (entries.length) return entries[Math.max(0, entries.length - hops)]
  }
  return peer || 'unknown'
}
