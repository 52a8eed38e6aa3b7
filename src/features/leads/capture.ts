// Storing leads and notifying about them. Every lead is stored first; mail is sent afterwards (after the answer
// went out) and its outcome is written back to the record, so a mail failure never loses a lead.
import { after } from 'next/server'

import { companyNameForMail } from '@/features/content/queries'
import { trackBackgroundWork } from '@/lib/backgroundWork'
import { mailTransport } from '@/lib/email'
import { ENGAGEMENT_MODELS } from '@/lib/constants'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'

import { mayMailVisitorAddress } from './acknowledgementCap'
import { staffNotification, visitorAcknowledgement, type LeadKind, type MailContent, type MailRow } from './mail'
import { CONSENT_VERSION, type ContactInput, type TalentInput, type TeamUpInput, type Tracking } from './schemas'
import { supportTranscript, type ConversationLine } from './transcript'

export type LeadCollection = 'contact-messages' | 'team-up-requests' | 'talent-applications' | 'subscribers' | 'support-requests'

/** What every capture knows besides the form: was the honeypot filled, and where did the visitor come from. */
export type LeadMeta = { spam: boolean; tracking: Tracking }

const engagementModelName = (key: string | undefined) => ENGAGEMENT_MODELS.find((model) => model.key === key)?.name ?? 'Not sure yet'

export type Outgoing = { to: string; content: MailContent }

export const common = (meta: LeadMeta) => ({
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
async function deliverLeadMails(
  collection: LeadCollection,
  id: string | number,
  staff: Outgoing | null,
  others: Outgoing[] = [],
  attempt = 0,
) {
  const payload = await getPayloadClient()
  const transport = mailTransport()
  const from = env().MAIL_FROM
  const send = ({ to, content }: Outgoing) =>
    transport.sendMail({ from, to, subject: content.subject, text: content.text, html: content.html })
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
      payload.logger.error(
        `lead acknowledgement failed for ${collection} ${id} (attempt ${attempt + 1}): ${error instanceof Error ? error.message : String(error)}`,
      )
      othersRetry.push(mail)
    }
  }
  if (state) {
    try {
      await payload.update({ collection, id, data: state, overrideAccess: true, depth: 0 })
    } catch (error) {
      payload.logger.error(
        `could not record the mail state of ${collection} ${id}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  const delay = retryDelays()[attempt]
  if ((staffRetry || othersRetry.length) && delay) {
    setTimeout(() => void deliverLeadMails(collection, id, staffRetry, othersRetry, attempt + 1), delay * 1000).unref()
  }
}

export function scheduleMails(collection: LeadCollection, id: string | number, staff: Outgoing | null, others: Outgoing[] = []) {
  afterResponse(() => deliverLeadMails(collection, id, staff, others))
}

const adminUrl = (collection: LeadCollection, id: string | number) => absoluteUrl(adminDocumentHref(collection, id), env().SITE_URL)

export function staffMail(
  kind: LeadKind,
  collection: LeadCollection,
  id: string | number,
  title: string,
  rows: MailRow[],
  meta: LeadMeta,
  company: string,
): Outgoing {
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

/**
 * A new lead's mails: the staff notification and the visitor's acknowledgement, both sent after the answer. The
 * acknowledgement goes to an address the visitor typed, so it is skipped past the per-address and per-domain caps.
 */
async function notifyLead(
  lead: { kind: LeadKind; collection: LeadCollection; id: string | number; title: string; rows: MailRow[]; meta: LeadMeta },
  visitor: { to: string; what: string; nextStep: string },
) {
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
  scheduleMails(lead.collection, lead.id, staffMail(lead.kind, lead.collection, lead.id, lead.title, lead.rows, lead.meta, company), others)
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
      { to: input.emailAddress, what: 'message', nextStep: 'Our team will get back to you within 24 hours.' },
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
      ['Engagement model', engagementModelName(input.engagementModel)],
      ['Staffing needs', input.description],
    ]
    await notifyLead(
      { kind: 'teamUp', collection: 'team-up-requests', id: doc.id, title: `${input.companyName} (${labels.subCategory})`, rows, meta },
      { to: input.email, what: 'team-up request', nextStep: 'We will contact you shortly, usually within one working day.' },
    )
  }
  return { id: String(doc.id) }
}

export type StoredResume = { storedName: string; originalName: string; mime: string; size: number }

export async function captureTalentApplication(
  input: TalentInput,
  resume: StoredResume,
  member: { id: string | number; email: string },
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
      ['Member account', member.email],
      ['Phone', input.phone],
      ['Location', input.location],
      ['About', input.anythingElse],
      ['Resume', `${resume.originalName} (${Math.ceil(resume.size / 1024)} KB)`],
    ]
    await notifyLead(
      { kind: 'talent', collection: 'talent-applications', id: doc.id, title: name, rows, meta },
      // To the member's verified address, not the form's e-mail field (which anyone can fill in).
      {
        to: member.email,
        what: 'application',
        nextStep: 'We verify applications within 24–48 hours and will e-mail you about next steps.',
      },
    )
  }
  return { id: String(doc.id) }
}

/**
 * For the chat assistant's Customer Care flow: stores the visitor's e-mail with the conversation so far and the page
 * it came from, then notifies staff. The conversation is what the visitor's browser sent, so it is stored and shown
 * as the visitor's claim (see transcript.ts), never as what the assistant said.
 */
export async function createSupportRequest({
  email,
  conversation,
  page,
  utm,
}: {
  email: string
  conversation: ConversationLine[]
  page?: string
  utm?: { utm_source?: string; utm_medium?: string; utm_campaign?: string }
}): Promise<{ id: string }> {
  const payload = await getPayloadClient()
  const text = supportTranscript(conversation).slice(0, 20_000)
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
  const rows: MailRow[] = [
    ['E-mail', normalized],
    ['Page', source],
    ['Conversation (as sent by the visitor, not verified)', text.slice(0, 4000)],
  ]
  scheduleMails('support-requests', doc.id, staffMail('support', 'support-requests', doc.id, normalized, rows, meta, company))
  return { id: String(doc.id) }
}
