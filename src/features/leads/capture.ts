// Storing leads and notifying about them. Every lead is stored first; mail is sent afterwards (after the answer
// went out) and its outcome is written back to the record, so a mail failure never loses a lead.
import { after } from 'next/server'

import { companyNameForMail } from '@/features/content/queries'
import { trackBackgroundWork } from '@/lib/backgroundWork'
import { mailTransport } from '@/lib/email'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { absoluteUrl, adminDocumentHref, unsubscribeHref } from '@/lib/routes'

import { staffNotification, subscriptionWelcome, visitorAcknowledgement, type LeadKind, type MailContent, type MailRow } from './mail'
import { CONSENT_VERSION, type ContactInput, type TalentInput, type TeamUpInput, type Tracking } from './schemas'
import { unsubscribeToken } from './unsubscribe'

export type LeadCollection = 'contact-messages' | 'team-up-requests' | 'talent-applications' | 'subscribers' | 'support-requests'

/** What every capture knows besides the form: was the honeypot filled, and where did the visitor come from. */
export type LeadMeta = { spam: boolean; tracking: Tracking }

type Outgoing = { to: string; content: MailContent }

const common = (meta: LeadMeta) => ({
  ...meta.tracking,
  spam: meta.spam,
  status: 'new' as const,
  notifyState: meta.spam ? ('skipped' as const) : ('pending' as const),
})

/** Runs `task` once the answer has been sent (or right away outside a request, e.g. in a script). */
function afterResponse(task: () => Promise<void>) {
  try {
    after(() => trackBackgroundWork(task))
  } catch {
    void trackBackgroundWork(task)
  }
}


/** Seconds between further attempts after a failed send (LEAD_MAIL_RETRY_SECONDS, default 1 min, 5 min, 30 min). */
function retryDelays(): number[] {
  return env()
    .LEAD_MAIL_RETRY_SECONDS.split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isFinite(value) && value > 0)
}

/**
 * Sends the staff notification (which decides the record's notification state) and any other mails. A failed send
 * is logged, recorded on the lead ("failed", with the error) and tried again later in this process; the lead itself
 * is already stored.
 */
export async function deliverLeadMails(collection: LeadCollection, id: string | number, staff: Outgoing | null, others: Outgoing[] = [], attempt = 0) {
  const payload = await getPayloadClient()
  const transport = mailTransport()
  const from = env().MAIL_FROM
  const send = ({ to, content }: Outgoing) => transport.sendMail({ from, to, subject: content.subject, text: content.text, html: content.html })
  let state: { notifyState: 'sent' | 'failed'; notifiedAt?: string; notifyError?: string | null } | null = null
  let staffRetry: Outgoing | null = null
  if (staff) {
    try {
      await send(staff)
      state = { notifyState: 'sent', notifiedAt: new Date().toISOString(), notifyError: null }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      payload.logger.error(`lead mail to staff failed for ${collection} ${id} (attempt ${attempt + 1}): ${message}`)
      state = { notifyState: 'failed', notifyError: `attempt ${attempt + 1}: ${message}`.slice(0, 500) }
      staffRetry = staff
    }
  }
  const othersRetry: Outgoing[] = []
  for (const mail of others) {
    try {
      await send(mail)
    } catch (error) {
      payload.logger.error(`lead acknowledgement failed for ${collection} ${id} (attempt ${attempt + 1}): ${error instanceof Error ? error.message : String(error)}`)
      othersRetry.push(mail)
    }
  }
  if (state) {
    try {
      await payload.update({ collection, id, data: state, overrideAccess: true, depth: 0 })
    } catch (error) {
      payload.logger.error(`could not record the mail state of ${collection} ${id}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const delay = retryDelays()[attempt]
  if ((staffRetry || othersRetry.length) && delay) {
    setTimeout(() => void deliverLeadMails(collection, id, staffRetry, othersRetry, attempt + 1), delay * 1000).unref()
  }
}

function scheduleMails(collection: LeadCollection, id: string | number, staff: Outgoing, others: Outgoing[] = []) {
  afterResponse(() => deliverLeadMails(collection, id, staff, others))
}

const adminUrl = (collection: LeadCollection, id: string | number) => absoluteUrl(adminDocumentHref(collection, id), env().SITE_URL)

function staffMail(kind: LeadKind, collection: LeadCollection, id: string | number, title: string, rows: MailRow[], meta: LeadMeta, company: string): Outgoing {
  const trackingRows: MailRow[] = [
    ['Source page', meta.tracking.sourcePage],
    ['utm_source', meta.tracking.utm_source],
    ['utm_medium', meta.tracking.utm_medium],
    ['utm_campaign', meta.tracking.utm_campaign],
  ]
  return {
    to: env().STAFF_NOTIFY_EMAIL,
    content: staffNotification({ kind, title, rows: [...rows, ...trackingRows], adminUrl: adminUrl(collection, id), companyName: company }),
  }
}

/** A new lead's mails: the staff notification and the visitor's acknowledgement, both sent after the answer. */
async function notifyLead(
  lead: { kind: LeadKind; collection: LeadCollection; id: string | number; title: string; rows: MailRow[]; meta: LeadMeta },
  visitor: { to: string; name: string; what: string; nextStep: string; rows?: MailRow[] },
) {
  const company = await companyNameForMail()
  scheduleMails(lead.collection, lead.id, staffMail(lead.kind, lead.collection, lead.id, lead.title, lead.rows, lead.meta, company), [
    {
      to: visitor.to,
      content: visitorAcknowledgement({
        name: visitor.name,
        what: visitor.what,
        nextStep: visitor.nextStep,
        rows: visitor.rows ?? lead.rows,
        companyName: company,
        siteUrl: env().SITE_URL,
      }),
    },
  ])
}

export async function captureContact(input: ContactInput, meta: LeadMeta): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const doc = await payload.create({ collection: 'contact-messages', data: { ...input, ...common(meta) }, overrideAccess: true, depth: 0 })
  if (!meta.spam) {
    const rows: MailRow[] = [
      ['Name', input.fullName],
      ['E-mail', input.emailAddress],
      ['Inquiry type', input.inquiryType],
      ['Message', input.message],
    ]
    await notifyLead(
      { kind: 'contact', collection: 'contact-messages', id: doc.id, title: `${input.fullName} (${input.inquiryType})`, rows, meta },
      { to: input.emailAddress, name: input.fullName, what: 'message', nextStep: 'Our team will get back to you within 24 hours.' },
    )
  }
  return { id: String(doc.id) }
}

export async function captureTeamUp(
  input: TeamUpInput,
  labels: { mainCategory: string; subCategory: string },
  meta: LeadMeta,
): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'team-up-requests',
    data: { ...input, mainCategory: Number(input.mainCategory), subCategory: Number(input.subCategory), ...common(meta) },
    overrideAccess: true,
    depth: 0,
  })
  if (!meta.spam) {
    const rows: MailRow[] = [
      ['Company', input.companyName],
      ['Name', `${input.firstName} ${input.lastName}`],
      ['Phone', input.phone],
      ['E-mail', input.email],
      ['Main category', labels.mainCategory],
      ['Sub category', labels.subCategory],
      ['Staffing needs', input.description],
    ]
    await notifyLead(
      { kind: 'teamUp', collection: 'team-up-requests', id: doc.id, title: `${input.companyName} (${labels.subCategory})`, rows, meta },
      { to: input.email, name: input.firstName, what: 'team-up request', nextStep: 'We will contact you shortly, usually within one working day.' },
    )
  }
  return { id: String(doc.id) }
}

export type StoredResume = { storedName: string; originalName: string; mime: string; size: number }

export async function captureTalentApplication(
  input: TalentInput,
  resume: StoredResume,
  member: { id: string | number },
  meta: LeadMeta,
): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const { consent: _consent, ...fields } = input
  const doc = await payload.create({
    collection: 'talent-applications',
    data: {
      ...fields,
      member: Number(member.id),
      resumeFile: resume.storedName,
      resumeName: resume.originalName.slice(0, 255),
      resumeType: resume.mime,
      resumeSize: resume.size,
      consentAt: new Date().toISOString(),
      consentVersion: CONSENT_VERSION,
      ...common(meta),
    },
    overrideAccess: true,
    depth: 0,
  })
  if (!meta.spam) {
    const name = `${input.firstName} ${input.lastName}`
    const rows: MailRow[] = [
      ['Name', name],
      ['E-mail', input.email],
      ['Phone', input.phone],
      ['Location', input.location],
      ['About', input.anythingElse],
      ['Resume', `${resume.originalName} (${Math.ceil(resume.size / 1024)} KB)`],
    ]
    await notifyLead(
      { kind: 'talent', collection: 'talent-applications', id: doc.id, title: name, rows, meta },
      {
        to: input.email,
        name: input.firstName,
        what: 'application',
        nextStep: 'We verify applications within 24–48 hours and will e-mail you about next steps.',
        rows: rows.slice(0, 5),
      },
    )
  }
  return { id: String(doc.id) }
}

/**
 * One row per address. New (or unsubscribed, or only ever seen from a bot) → stored/re-activated, `created: true`;
 * already subscribed → nothing changes, `created: false`.
 */
export async function captureSubscription(email: string, meta: LeadMeta): Promise<{ created: boolean }> {
  const payload = await getPayloadClient()
  const consent = { consentAt: new Date().toISOString(), consentVersion: CONSENT_VERSION }
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, overrideAccess: true, depth: 0 })
  const existing = docs[0]
  let id: string | number
  if (existing && existing.subscribed && (!existing.spam || meta.spam)) return { created: false }
  if (existing) {
    if (meta.spam) return { created: false }
    const updated = await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { subscribed: true, unsubscribedAt: null, spam: false, ...consent, ...meta.tracking, notifyState: 'pending' },
      overrideAccess: true,
      depth: 0,
    })
    id = updated.id
  } else {
    try {
      const created = await payload.create({ collection: 'subscribers', data: { email, subscribed: true, ...consent, ...common(meta) }, overrideAccess: true, depth: 0 })
      id = created.id
    } catch (error) {
      // Two requests for the same new address at once: the unique index lets one in; the other is "already subscribed".
      const again = await payload.count({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true })
      if (again.totalDocs > 0) return { created: false }
      throw error
    }
  }
  if (!meta.spam) {
    const company = await companyNameForMail()
    const { SITE_URL, PAYLOAD_SECRET } = env()
    const unsubscribeUrl = absoluteUrl(unsubscribeHref(unsubscribeToken(email, PAYLOAD_SECRET)), SITE_URL)
    scheduleMails('subscribers', id, staffMail('subscriber', 'subscribers', id, email, [['E-mail', email]], meta, company), [
      { to: email, content: subscriptionWelcome({ companyName: company, unsubscribeUrl }) },
    ])
  }
  return { created: true }
}

/** Marks an address unsubscribed; false when it was never subscribed. Idempotent. */
export async function unsubscribeAddress(email: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, overrideAccess: true, depth: 0 })
  const existing = docs[0]
  if (!existing) return false
  if (existing.subscribed) {
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { subscribed: false, unsubscribedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  }
  return true
}

/**
 * For the chat assistant's Customer Care flow: stores the visitor's e-mail with the conversation so far and the page
 * it came from, then notifies staff. `conversation` may be text or any JSON value (stored as pretty JSON).
 */
export async function createSupportRequest({
  email,
  conversation,
  page,
  utm,
}: {
  email: string
  conversation: unknown
  page?: string
  utm?: { utm_source?: string; utm_medium?: string; utm_campaign?: string }
}): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const text = (typeof conversation === 'string' ? conversation : JSON.stringify(conversation ?? '', null, 2)).slice(0, 20_000)
  const source = page?.slice(0, 500)
  const meta: LeadMeta = {
    spam: false,
    tracking: {
      sourcePage: source,
      utm_source: utm?.utm_source?.slice(0, 500),
      utm_medium: utm?.utm_medium?.slice(0, 500),
      utm_campaign: utm?.utm_campaign?.slice(0, 500),
    },
  }
  const normalized = email.trim().toLowerCase()
  const doc = await payload.create({
    collection: 'support-requests',
    data: { email: normalized, conversation: text, page: source, ...common(meta) },
    overrideAccess: true,
    depth: 0,
  })
  const company = await companyNameForMail()
  scheduleMails(
    'support-requests',
    doc.id,
    staffMail('support', 'support-requests', doc.id, normalized, [['E-mail', normalized], ['Page', source], ['Conversation', text.slice(0, 4000)]], meta, company),
  )
  return { id: String(doc.id) }
}
