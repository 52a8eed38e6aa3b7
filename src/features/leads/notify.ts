// Who hears about a new lead: staff get its essentials and a link to it in the admin; the visitor gets an
// acknowledgement that repeats nothing they typed.
import { companyNameForMail } from '@/features/content/queries'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'

import { mayMailVisitorAddress } from './acknowledgementCap'
import { scheduleMails, type Outgoing } from './delivery'
import type { LeadCollection, LeadMeta } from './lead'
import { staffNotification, visitorAcknowledgement, type LeadKind, type MailRow } from './mail'

const adminUrl = (collection: LeadCollection, id: string | number) => absoluteUrl(adminDocumentHref(collection, id), env().SITE_URL)

/** The staff notification for a lead: its rows, then where the visitor came from. */
function staffMail(
  lead: { kind: LeadKind; collection: LeadCollection; id: string | number; title: string; rows: MailRow[]; meta: LeadMeta },
  company: string,
): Outgoing {
  const { tracking } = lead.meta
  const trackingRows: MailRow[] = [
    ['Source page', tracking.sourcePage],
    ['utm_source', tracking.utm_source],
    ['utm_medium', tracking.utm_medium],
    ['utm_campaign', tracking.utm_campaign],
  ]
  return {
    to: env().STAFF_NOTIFY_EMAIL,
    content: staffNotification({
      kind: lead.kind,
      title: lead.title,
      rows: [...lead.rows, ...trackingRows],
      adminUrl: adminUrl(lead.collection, lead.id),
      companyName: company,
    }),
  }
}

export type NewLead = Parameters<typeof staffMail>[0]

/**
 * A new lead's mails: the staff notification and the visitor's acknowledgement, both sent after the answer. The
 * acknowledgement goes to an address the visitor typed, so it is skipped past the per-address and per-domain caps.
 */
export async function notifyLead(lead: NewLead, visitor: { to: string; what: string; nextStep: string }) {
  const company = await companyNameForMail()
  const others: Outgoing[] = []
  if (await mayMailVisitorAddress(visitor.to)) {
    const content = visitorAcknowledgement({
      what: visitor.what,
      nextStep: visitor.nextStep,
      companyName: company,
      siteUrl: env().SITE_URL,
    })
    others.push({ to: visitor.to, content })
  } else {
    const payload = await getPayloadClient()
    payload.logger.info(`acknowledgement for ${lead.collection} ${lead.id} not sent: daily cap for its recipient reached`)
  }
  scheduleMails(lead.collection, lead.id, staffMail(lead, company), others)
}

/** Staff only (Customer Care requests, confirmed subscribers): no acknowledgement. */
export async function notifyStaff(lead: NewLead, others: Outgoing[] = []) {
  scheduleMails(lead.collection, lead.id, staffMail(lead, await companyNameForMail()), others)
}
