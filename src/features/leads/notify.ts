// Who hears about a new lead: staff get its essentials and a link to it in the admin; the visitor gets an
// acknowledgement that repeats nothing they typed. The mails are queued with the lead's transaction (lib/mailQueue.ts)
// and sent by the mail worker; their outcome is recorded on the lead by mailOutcome.ts.
import type { PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { companyNameForMail } from '@/features/content/queries'
import { leadReference } from '@/features/leadDesk/kinds'
import { env } from '@/lib/env'
import { queueMail, type QueuedMail } from '@/lib/mailQueue'
import { getPayloadClient } from '@/lib/payload'
import { runInTransaction } from '@/lib/payloadTransaction'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'

import { mayMailVisitorAddress } from './acknowledgementCap'
import type { LeadCollection, LeadMeta } from './lead'
import { aboutLead } from './mailOutcome'
import type { Locale } from '@/i18n/locales'
import { staffNotification, visitorAcknowledgement, type LeadKind, type MailContent, type MailRow } from './mail'

const adminUrl = (collection: LeadCollection, id: string | number) => absoluteUrl(adminDocumentHref(collection, id), env().SITE_URL)

export type NewLead = { kind: LeadKind; collection: LeadCollection; id: string | number; title: string; rows: MailRow[]; meta: LeadMeta }

/** The staff notification for a lead: its rows, then where the visitor came from. */
function staffMail(lead: NewLead, company: string): MailContent {
  const { tracking } = lead.meta
  const trackingRows: MailRow[] = [
    ['Source page', tracking.sourcePage],
    ['utm_source', tracking.utm_source],
    ['utm_medium', tracking.utm_medium],
    ['utm_campaign', tracking.utm_campaign],
  ]
  return staffNotification({
    kind: lead.kind,
    title: lead.title,
    rows: [...lead.rows, ...trackingRows],
    adminUrl: adminUrl(lead.collection, lead.id),
    companyName: company,
  })
}

/** `locale`: the language of the member it goes to (English when left out: the lead forms' visitors have none). */
type Acknowledgement = { to: string; what: string; nextStep: string; locale?: Locale }

/** What a lead's mails need that is read outside its transaction: the company name and the visitor's acknowledgement, if any. */
export type LeadMailPlan = { company: string; acknowledgement: Acknowledgement | null }

/**
 * Decided before the lead's transaction, so that transaction holds one connection and nothing else. The
 * acknowledgement goes to an address the visitor typed, so it is dropped past the per-address and per-domain caps.
 */
export async function planLeadMails(acknowledgement?: Acknowledgement): Promise<LeadMailPlan> {
  const company = await companyNameForMail()
  if (!acknowledgement) return { company, acknowledgement: null }
  if (await mayMailVisitorAddress(acknowledgement.to)) return { company, acknowledgement }
  const payload = await getPayloadClient()
  payload.logger.info(`acknowledgement for a new ${acknowledgement.what} not sent: daily cap for its recipient reached`)
  return { company, acknowledgement: null }
}

/**
 * Queues a new lead's mails with the transaction in `req`: the staff notification (which decides the record's mail
 * state), the acknowledgement when planned, and any `others` (e.g. a subscriber's welcome).
 */
export async function queueLeadMails(req: PayloadRequest, lead: NewLead, plan: LeadMailPlan, others: Omit<QueuedMail, 'about'>[] = []) {
  await queueMail(req, {
    to: env().STAFF_NOTIFY_EMAIL,
    content: staffMail(lead, plan.company),
    about: aboutLead(lead.collection, lead.id, 'staff'),
  })
  const { acknowledgement } = plan
  if (acknowledgement) {
    const content = visitorAcknowledgement({
      what: acknowledgement.what,
      nextStep: acknowledgement.nextStep,
      reference: leadReference(lead.kind, lead.id),
      companyName: plan.company,
      siteUrl: env().SITE_URL,
      locale: acknowledgement.locale,
    })
    await queueMail(req, { to: acknowledgement.to, content, about: aboutLead(lead.collection, lead.id, 'visitor') })
  }
  for (const mail of others) await queueMail(req, { ...mail, about: aboutLead(lead.collection, lead.id, 'visitor') })
}

/** A new lead as a form's handler hands it over: the record, and what its staff notification and acknowledgement say. */
type LeadToStore<C extends LeadCollection> = {
  collection: C
  kind: LeadKind
  /** The record, with `newLeadFields(meta)` spread in. */
  data: RequiredDataFromCollectionSlug<C>
  meta: LeadMeta
  title: string
  rows: MailRow[]
  /** The visitor's acknowledgement, if the form sends one. */
  acknowledgement?: Acknowledgement
  /** More writes in the lead's transaction (e.g. its consent entries). */
  withinTransaction?: (req: PayloadRequest) => Promise<void>
}

/**
 * Stores a new lead and queues its mails in the same transaction: staff's notification and the acknowledgement
 * (when given and within the caps). A lead that filled the honeypot is stored without mails.
 */
export async function storeLead<C extends LeadCollection>(lead: LeadToStore<C>): Promise<{ id: string }> {
  const { collection, kind, data, meta, title, rows } = lead
  const payload = await getPayloadClient()
  const plan = meta.spam ? null : await planLeadMails(lead.acknowledgement)
  const doc = await runInTransaction(payload, async (req) => {
    const created = await payload.create({ collection, data, overrideAccess: true, depth: 0, req })
    if (plan) await queueLeadMails(req, { kind, collection, id: created.id, title, rows, meta }, plan)
    await lead.withinTransaction?.(req)
    return created
  })
  return { id: String(doc.id) }
}
