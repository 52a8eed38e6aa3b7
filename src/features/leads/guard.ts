// What every lead POST checks before reading its body: this site's origin, and the per-address rate limit.
import type { NextResponse } from 'next/server'

import { clientIp, rejectForeignOrigin, tooManyRequests } from '@/lib/http'
import { createLimiter, type Limiter } from '@/lib/rateLimit'

import { isHoneypotFilled, trackingSchema } from './schemas'
import type { LeadMeta } from './capture'

/**
 * Per client address (see README): 10 contact messages, 10 team-up requests, 10 newsletter sign-ups,
 * 5 talent applications, 20 unsubscribe and 20 subscription-confirmation clicks per minute. Every attempt counts,
 * valid or not.
 */
export const leadLimits = {
  contact: { keyPrefix: 'lead-contact', points: 10, duration: 60 },
  teamUp: { keyPrefix: 'lead-teamup', points: 10, duration: 60 },
  talent: { keyPrefix: 'lead-talent', points: 5, duration: 60 },
  subscription: { keyPrefix: 'lead-subscription', points: 10, duration: 60 },
  unsubscribe: { keyPrefix: 'lead-unsubscribe', points: 20, duration: 60 },
  confirmSubscription: { keyPrefix: 'lead-subscribe-confirm', points: 20, duration: 60 },
} as const

const limiters = new Map<keyof typeof leadLimits, Limiter>()
const limiterFor = (form: keyof typeof leadLimits) => {
  let limiter = limiters.get(form)
  if (!limiter) limiters.set(form, (limiter = createLimiter(leadLimits[form])))
  return limiter
}

export async function guardLeadPost(request: Request, form: keyof typeof leadLimits): Promise<NextResponse | null> {
  const foreign = rejectForeignOrigin(request)
  if (foreign) return foreign
  const result = await limiterFor(form).consume(clientIp(request))
  return result.ok
    ? null
    : tooManyRequests(result.retryAfterSeconds, 'Too many submissions from your address. Please try again in a minute.')
}

/** Honeypot and source/UTM fields, read from the raw body (they are not part of the form schemas). */
export function leadMeta(data: Record<string, unknown>): LeadMeta {
  const tracking = trackingSchema.parse(data)
  return { spam: isHoneypotFilled(data), tracking }
}
