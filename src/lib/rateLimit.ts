// Rate limits for the public endpoints (rate-limiter-flexible): in memory by default, shared through Redis when
// REDIS_URL is set so that several instances count together.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisCommands } from './redis'

export type LimitOptions = {
  /** Distinguishes one limit's counters from another's (and from other apps on the same Redis). */
  keyPrefix: string
  /** Allowed attempts per window. */
  points: number
  /** Window length in seconds. */
  duration: number
}

type LimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export type Limiter = {
  /** Counts one attempt (or `points`) for `key`; refuses once the window's allowance is used up. */
  consume(key: string, points?: number): Promise<LimitResult>
  /** Forgets `key`'s counter (for example after a successful login). */
  reset(key: string): Promise<void>
}

/** The store behind a limit, for counters that need more than consume/reset (the login delay's blocks). */
export function limiterBackend(options: LimitOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ ...options, keyPrefix: `ptw:${options.keyPrefix}` })
  const redis = redisCommands()
  if (!redis) return memory
  // If Redis is unreachable the limiter falls back to this process's memory instead of failing requests.
  return new RateLimiterRedis({ ...options, keyPrefix: `ptw:${options.keyPrefix}`, storeClient: redis, insuranceLimiter: memory })
}

export function createLimiter(options: LimitOptions): Limiter {
  let limiter: RateLimiterAbstract | undefined
  const get = () => (limiter ??= limiterBackend(options))
  return {
    async consume(key, points = 1) {
      try {
        await get().consume(key, points)
        return { ok: true }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        throw rejection
      }
    },
    async reset(key) {
      await get().delete(key)
    },
  }
}
