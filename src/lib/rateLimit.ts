// Rate limits for the public endpoints (rate-limiter-flexible): in memory by default, shared through Redis when
// REDIS_URL is set so that several instances count together.
import { LRUCache } from 'lru-cache'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { processSingleton } from '../../server/processBridge.mjs'
import { RATE_LIMIT_MEMORY_KEYS } from './constants'
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

type Counter = { value: number; /** ms since the epoch; 0 = never */ expiresAt: number }

/**
 * The in-memory counters of the limits, in a store of at most `maxKeys` keys (least recently used go first), with
 * no timer per key. It speaks rate-limiter-flexible's MemoryStorage interface (incrby, set, get, delete), whose own
 * store starts one `setTimeout` per key from inside the request: on Node.js 24 a timer keeps the request's async
 * context, and with it the finished request and its response, alive until the window ends (26 KB of heap per key, 24
 * hours for a login delay). An expired counter here is dropped when it is next read, or pushed out by newer keys.
 * docs: docs/operations.md "Memory" (rate-limit counters).
 */
export class BoundedCounters {
  private readonly counters: LRUCache<string, Counter>

  constructor(maxKeys: number) {
    this.counters = new LRUCache<string, Counter>({ max: maxKeys })
  }

  get size() {
    return this.counters.size
  }

  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key)
    if (counter && counter.expiresAt && counter.expiresAt <= now) {
      this.counters.delete(key)
      return undefined
    }
    return counter
  }

  incrby(key: string, value: number, durationSec: number): RateLimiterRes {
    const now = Date.now()
    const counter = this.live(key, now)
    if (!counter) return this.set(key, value, durationSec)
    counter.value += value
    return new RateLimiterRes(0, counter.expiresAt ? counter.expiresAt - now : -1, counter.value, false)
  }

  set(key: string, value: number, durationSec: number): RateLimiterRes {
    const durationMs = durationSec * 1000
    this.counters.set(key, { value, expiresAt: durationMs > 0 ? Date.now() + durationMs : 0 })
    return new RateLimiterRes(0, durationMs > 0 ? durationMs : -1, value, true)
  }

  get(key: string): RateLimiterRes | null {
    const now = Date.now()
    const counter = this.live(key, now)
    return counter ? new RateLimiterRes(0, counter.expiresAt ? counter.expiresAt - now : -1, counter.value, false) : null
  }

  delete(key: string): boolean {
    return this.counters.delete(key)
  }
}

/**
 * The counters of one limit, one store per limit for the whole process. Next.js loads this module once per route
 * bundle; a limit used from several bundles (the acknowledgement caps of the contact, team-up and talent forms, a
 * login delay) must count once, and a flood of one limit's keys must not push out another limit's counters (a login
 * delay's). The limits are the code's own (their prefixes are constants), so the stores are bounded in number too:
 * docs/operations.md "Memory" (rate-limit counters).
 */
export const rateLimitCounters = (keyPrefix: string) =>
  processSingleton(`rate-limit:${keyPrefix}`, () => new BoundedCounters(RATE_LIMIT_MEMORY_KEYS))

/** rate-limiter-flexible's memory limiter (consume, penalty, reward, block) over the bounded store above. */
class BoundedMemoryLimiter extends RateLimiterMemory {
  constructor(options: LimitOptions) {
    super(options)
    // The library keeps its store in this field and offers no option to give it another.
    ;(this as unknown as { _memoryStorage: BoundedCounters })._memoryStorage = rateLimitCounters(options.keyPrefix)
  }
}

/** The store behind a limit, for counters that need more than consume/reset (the login delay's blocks). */
export function limiterBackend(options: LimitOptions): RateLimiterAbstract {
  const memory = new BoundedMemoryLimiter({ ...options, keyPrefix: `ptw:${options.keyPrefix}` })
  const redis = redisCommands()
  if (!redis) return memory
  // If Redis is unreachable the limiter falls back to this process's memory instead of failing requests.
  return new RateLimiterRedis({ ...options, keyPrefix: `ptw:${options.keyPrefix}`, storeClient: redis, insuranceLimiter: memory })
}

/**
 * A limiter's refusal (a RateLimiterRes), as opposed to a failure (an Error). Told by shape as well as by class: a
 * store shared across Next.js's bundles may hand out the class of another bundle's copy of the library.
 */
export function isRefusal(value: unknown): value is RateLimiterRes {
  return (
    value instanceof RateLimiterRes || (typeof value === 'object' && value !== null && !(value instanceof Error) && 'msBeforeNext' in value)
  )
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
        if (isRefusal(rejection)) {
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
