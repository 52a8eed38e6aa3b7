// Caps on mail the site sends to an address a visitor typed (acknowledgements, newsletter confirmations), so the
// forms cannot be used to mail a third party over and over (docs/security.md). The lead is always stored and
// staff are always notified; only the visitor-facing mail is skipped past a cap.
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY } from '@/lib/constants'
import { createLimiter } from '@/lib/rateLimit'

const DAY_SECONDS = 24 * 60 * 60

/**
 * Big public mailbox providers: every address there is a different person, so a per-domain cap would let one
 * attacker silence the whole provider for everyone. They get the per-address cap only.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'outlook.in',
  'hotmail.com',
  'live.com',
  'live.in',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'zoho.com',
  'zohomail.in',
  'rediffmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'yandex.com',
])

/**
 * The mailbox an address really reaches, so `a.b+1@gmail.com` and `ab+2@gmail.com` share one counter: the
 * `+tag` is dropped everywhere (plus-addressing), and Gmail also ignores dots and answers to googlemail.com.
 */
export function mailboxKey(address: string): { mailbox: string; domain: string } {
  const at = address.lastIndexOf('@')
  let local = address.slice(0, at).toLowerCase()
  let domain = address
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '')
  local = local.split('+')[0] || local
  if (domain === 'googlemail.com') domain = 'gmail.com'
  if (domain === 'gmail.com') local = local.replace(/\./g, '')
  return { mailbox: `${local}@${domain}`, domain }
}

export const isPublicMailDomain = (domain: string) => PUBLIC_MAIL_DOMAINS.has(domain)

const perAddress = createLimiter({ keyPrefix: 'ack-address', points: ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, duration: DAY_SECONDS })
const perDomain = createLimiter({ keyPrefix: 'ack-domain', points: ACKNOWLEDGEMENTS_PER_DOMAIN_PER_DAY, duration: DAY_SECONDS })

/**
 * Counts one mail to `address` and says whether it may be sent: at most 3 per mailbox and 20 per domain (public
 * providers excepted) in 24 hours, counted across instances when Redis is configured.
 */
export async function mayMailVisitorAddress(address: string): Promise<boolean> {
  const { mailbox, domain } = mailboxKey(address)
  if (!(await perAddress.consume(mailbox)).ok) return false
  if (isPublicMailDomain(domain)) return true
  return (await perDomain.consume(domain)).ok
}
