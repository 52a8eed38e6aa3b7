// The opening every public state-changing endpoint shares: a request from this site (lib/http
// rejectForeignOrigin), then the per-address limit. One guard per endpoint, made once per module.
import { clientLimitKey, rejectForeignOrigin, tooManyRequests } from './http'
import { createLimiter, type LimitOptions } from './rateLimit'

export type RequestGuard = (request: Request) => Promise<Response | null>

/** `msg` is what a visitor past the limit reads. Every attempt counts, valid or not, per client (an IPv6 client by its /64). */
export function requestGuard(limit: LimitOptions & { msg: string }): RequestGuard {
  const limiter = createLimiter(limit)
  return async (request) => {
    const foreign = rejectForeignOrigin(request)
    if (foreign) return foreign
    const result = await limiter.consume(clientLimitKey(request))
    return result.ok ? null : tooManyRequests(result.retryAfterSeconds, limit.msg)
  }
}
