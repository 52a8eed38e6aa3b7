// A reply from the admin (docs/decisions/lead-desk.md, "Reply from the admin"): staff write to the person behind a lead from
// the lead's page. The mail goes out through the mail queue from the site's address under the staff member's name
// (answers come back into the lead when the inbound mailbox is on, else to the staff member), is recorded on the lead's timeline, and the first one marks the lead's first reply. The text is plain: the
// HTML part escapes it and keeps only its paragraphs and line breaks.
import { z } from 'zod'

import { companyNameVia } from '@/features/content/siteDefaults'
import { replyRouting } from '@/features/inboundMail/outgoing'
import { aboutLead } from '@/features/leads/mailOutcome'
import { verifiedMemberAddress } from '@/features/leads/memberAddress'
import { fromSiteAs } from '@/lib/email'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { composeMail, type MailContent } from '@/lib/mailContent'
import { runInTransaction } from '@/lib/payloadTransaction'

import { LEAD_COLLECTIONS, leadKindOfCollection, type LeadKind } from '@/features/leadDesk/kinds'
import { statusLabel } from '@/features/leadDesk/rules'
import { staffEndpoint, staffError } from '@/features/leadDesk/staffEndpoint'

import { REPLY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from './kinds'
import { authorOf, recordActivity } from './record'

const replySchema = z.object({
  leadCollection: z.enum(LEAD_COLLECTIONS, { message: 'This lead cannot be answered from here.' }),
  leadId: z.coerce.number({ message: 'This lead cannot be answered from here.' }).int().positive(),
  subject: z
    .string({ message: 'Write a subject.' })
    .trim()
    .min(1, 'Write a subject.')
    .max(REPLY_SUBJECT_MAX_LENGTH, `A subject can have up to ${REPLY_SUBJECT_MAX_LENGTH} characters.`),
  text: z
    .string({ message: 'Write the reply first.' })
    .trim()
    .min(1, 'Write the reply first.')
    .max(REPLY_MAX_LENGTH, `A reply can have up to ${REPLY_MAX_LENGTH} characters.`),
})

/** The visitor's address and the name to greet them by, whatever the kind of lead. */
type Recipient = { email: string; name: string | null }

/**
 * Whom a reply goes to: the address in the kind's e-mail field, greeted by its greeting field (features/leadDesk/kinds).
 * A talent application is answered at its member's verified address (`verifiedEmail`, as its acknowledgement and
 * stage mails), never at the typed e-mail field; other leads at the address they gave.
 */
export function recipientOf(kind: LeadKind, lead: Record<string, unknown>, verifiedEmail?: string | null): Recipient | null {
  const typed = lead[kind.emailField]
  const email = verifiedEmail === undefined ? (typeof typed === 'string' && typed.includes('@') ? typed : undefined) : verifiedEmail
  if (!email) return null
  const name = kind.greetingField ? lead[kind.greetingField] : null
  return { email, name: typeof name === 'string' && name.trim() ? name.trim() : null }
}

/** Plain text as the mail's text part, and as escaped paragraphs with line breaks in its HTML part; no heading. */
export const replyMail = (subject: string, text: string, signature: string[]): MailContent =>
  composeMail({ subject, paragraphs: [text], signature })

export const postReply = staffEndpoint(async (req, body) => {
  const parsed = replySchema.safeParse(body)
  if (!parsed.success) return staffError(400, parsed.error.issues[0]?.message ?? 'Check the reply and try again.')
  const { leadCollection, leadId, subject, text } = parsed.data
  const lead = await req.payload
    .findByID({ collection: leadCollection, id: leadId, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!lead) return staffError(404, 'This lead no longer exists.')
  const fields = lead as unknown as Record<string, unknown>
  const verified =
    leadCollection === 'talent-applications'
      ? await verifiedMemberAddress(req, fields.member as Parameters<typeof verifiedMemberAddress>[1])
      : undefined
  if (verified === null) return staffError(400, 'This applicant no longer has an account, so there is no verified address to answer.')
  const recipient = recipientOf(leadKindOfCollection(leadCollection), fields, verified)
  if (!recipient) return staffError(400, 'This lead has no e-mail address to answer.')
  const staff = req.user as { id: number; name?: string | null; email: string; role?: string | null }
  const staffName = staff.name?.trim() || staff.email
  const company = await companyNameVia(req.payload, req)
  // With the inbound mailbox on, the answer comes back to this lead (docs/decisions/lead-desk.md, "Replies come back").
  const routing = replyRouting({ leadCollection, leadId }, subject)
  const content = replyMail(routing?.subject ?? subject, text, [staffName, company, env().SITE_URL])
  const firstReply = !(lead as { firstReplyAt?: string | null }).firstReplyAt
  // A reply starts the work on a new lead: New becomes In progress, on the timeline like any status change (see
  // docs/decisions/lead-desk.md, "Status and stage").
  const starts = (lead as { status?: string | null }).status === 'new'
  // A kind with a statutory answer (a privacy request): the first reply is its answer and stops its clock
  // (docs/decisions/privacy.md, "Privacy requests in the inbox").
  const { answeredField } = leadKindOfCollection(leadCollection)
  const answers = answeredField !== null && !fields[answeredField]
  await runInTransaction(req.payload, async (tx) => {
    await recordActivity(
      req.payload,
      { leadCollection, leadId, type: 'reply', ...authorOf(staff), subject, text: `To ${recipient.email}\n\n${text}` },
      tx,
    )
    await queueMail(tx, {
      to: recipient.email,
      from: fromSiteAs(`${staffName} · ${company}`),
      replyTo: routing?.replyTo ?? staff.email,
      ...(routing ? { messageId: routing.messageId } : {}),
      content,
      about: aboutLead(leadCollection, leadId, 'reply'),
    })
    if (firstReply || starts || answers) {
      const at = new Date().toISOString()
      await req.payload.db.updateOne({
        collection: leadCollection,
        id: leadId,
        data: {
          ...(firstReply ? { firstReplyAt: at } : {}),
          ...(starts ? { status: 'in-progress' } : {}),
          ...(answers && answeredField ? { [answeredField]: at } : {}),
        },
        req: tx,
        returning: false,
      })
    }
    if (starts) {
      await recordActivity(
        req.payload,
        {
          leadCollection,
          leadId,
          type: 'status',
          ...authorOf(staff),
          text: `Status: ${statusLabel('new')} → ${statusLabel('in-progress')}`,
        },
        tx,
      )
    }
  })
  return Response.json({ message: `Your reply to ${recipient.email} is on its way.` }, { status: 201 })
})
