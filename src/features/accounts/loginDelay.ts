// The growing per-address login delay (store side; the rules are in loginWait.ts). It is keyed by the e-mail address
// typed, whether or not an account exists, and it runs before any database lookup, so its answers and timing are the
// same for registered and unknown addresses. Counters live in the rate-limit store: memory, or Redis across instances.
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

import { isRefusal, limiterBackend } from '@/lib/rateLimit'

import { processSingleton } from '../../../server/processBridge.mjs'

import { LOGIN_FAILURE_MEMORY_SECONDS, LOGIN_FREE_FAILURES, LOGIN_MAX_WAIT_SECONDS } from '@/lib/constants'
import { loginWaitSeconds } from './loginWait'

/** A password check may go ahead (`failureNumber`: what this attempt counts as if it fails), or must wait. */
export type LoginTurn = { ok: true; failureNumber: number } | { ok: false; retryAfterSeconds: number }

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

type DelayStores = { failures: RateLimiterAbstract; waits: RateLimiterAbstract }
/**
 * One store per scope for the whole process: Next bundles route handlers and the Payload config (whose hooks also
 * lift the delay) separately, and in-memory counters must be the same object for all of them.
 */

export function createLoginDelay(scope: 'member' | 'staff') {
  // Created on first use: the Redis client must not be opened while the app is being built.
  const get = (): DelayStores => {
    const stores = processSingleton('loginDelayStores', () => new Map<string, DelayStores>())
    let scoped = stores.get(scope)
    if (!scoped) {
      scoped = {
        // Failed checks in a row (an attempt counts as failed until it succeeds, so parallel attempts are numbered).
        failures: limiterBackend({
          keyPrefix: `login-failures-${scope}`,
          points: Number.MAX_SAFE_INTEGER,
          duration: LOGIN_FAILURE_MEMORY_SECONDS,
        }),
        // While this key exists the address waits. One point: past the free failures, only one check at a time.
        waits: limiterBackend({ keyPrefix: `login-wait-${scope}`, points: 1, duration: LOGIN_MAX_WAIT_SECONDS }),
      }
      stores.set(scope, scoped)
    }
    return scoped
  }

  return {
    /** Before a password check: refuses while the address waits; otherwise numbers the attempt. */
    async begin(email: string): Promise<LoginTurn> {
      const { failures, waits } = get()
      const waiting = await waits.get(email)
      if (waiting && waiting.msBeforeNext > 0) return { ok: false, retryAfterSeconds: seconds(waiting.msBeforeNext) }
      const { consumedPoints } = await failures.penalty(email, 1)
      if (consumedPoints > LOGIN_FREE_FAILURES) {
        // Past the free failures a burst of parallel attempts gets one check, not one each.
        try {
          await waits.consume(email)
        } catch (refusal) {
          await failures.reward(email, 1)
          if (isRefusal(refusal)) return { ok: false, retryAfterSeconds: seconds(refusal.msBeforeNext) }
          throw refusal
        }
      }
      return { ok: true, failureNumber: consumedPoints }
    },

    /** The check failed: starts the wait this failure earns; returns its length in seconds (0 while still free). */
    async failed(email: string, failureNumber: number): Promise<number> {
      const wait = loginWaitSeconds(failureNumber)
      if (wait > 0) await get().waits.block(email, wait)
      return wait
    },

    /** A successful login, password reset or change, or an admin's unlock: the address starts afresh. */
    async forget(email: string): Promise<void> {
      const { failures, waits } = get()
      await Promise.all([failures.delete(email), waits.delete(email)])
    },
  }
}

/** The site's member login and the current-password check of "My account" share one delay per address. */
export const memberLoginDelay = createLoginDelay('member')
