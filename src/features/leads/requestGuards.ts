// What every lead POST checks before reading its body: this site's origin, and the per-address rate limit.
import { messages } from '@/lib/messages'
import { requestGuard } from '@/lib/requestGuard'

const perMinute = (keyPrefix: string, points: number) => requestGuard({ keyPrefix, points, duration: 60, msg: messages.tooManySubmissions })

/**
 * Per client address (see docs/security.md): 10 contact messages, 10 team-up requests, 10 newsletter sign-ups,
 * 5 talent applications, 20 unsubscribe and 20 subscription-confirmation clicks per minute. Every attempt counts,
 * valid or not.
 */
export const leadGuards = {
  contact: perMinute('lead-contact', 10),
  teamUp: perMinute('lead-teamup', 10),
  talent: perMinute('lead-talent', 5),
  subscription: perMinute('lead-subscription', 10),
  unsubscribe: perMinute('lead-unsubscribe', 20),
  confirmSubscription: perMinute('lead-subscribe-confirm', 20),
  jobAlert: perMinute('job-alert', 10),
  jobAlertLink: perMinute('job-alert-link', 20),
}
