// What a lead's mail leaves behind once the mail queue tried to send it: the staff notification decides the lead's
// mail state (notifyState, notifiedAt, notifyError, shown on its page), and every mail about a lead goes on its
// timeline once, sent or given up after the last attempt. The queue (lib/mailQueue.ts) knows no leads: it hands each
// outcome to the handler registered here, at start-up (src/startup.ts); see docs/architecture.md, "Layers".
import type { Payload } from 'payload'

import { recordActivity } from '@/features/leadActivity/record'
import { onMailOutcome, type MailOutcome } from '@/lib/mailQueue'

import type { LeadCollection } from './lead'

/**
 * A mail about a lead: the staff notification (which decides the lead's mail state), one to the visitor, a staff
 * reply to the visitor (already on the timeline as the reply itself, so only its failure is added: a sent reply shows
 * once), or a notice to the lead's assignee (a candidate withdrew).
 */
type LeadMail = { kind: 'lead'; collection: LeadCollection; id: string | number; role: 'staff' | 'visitor' | 'reply' | 'assignee' }

/** The `about` of a mail queued for a lead. */
export const aboutLead = (collection: LeadCollection, id: string | number, role: LeadMail['role']): LeadMail => ({
  kind: 'lead',
  collection,
  id,
  role,
})

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function recordLeadMail(payload: Payload, lead: LeadMail, { to, subject, attempt, final, failure }: MailOutcome) {
  if (failure) {
    const what = `${lead.role === 'staff' ? 'lead mail to staff' : lead.role === 'assignee' ? 'notice to the assignee' : 'mail to the visitor'} for ${lead.collection} ${lead.id}`
    payload.logger.error(`${what} failed (attempt ${attempt}${final ? ', the last' : ''}): ${failure}`)
  }
  if (lead.role === 'staff') {
    const data = failure
      ? { notifyState: 'failed' as const, notifyError: `attempt ${attempt}: ${failure}`.slice(0, 500) }
      : { notifyState: 'sent' as const, notifiedAt: new Date().toISOString(), notifyError: null }
    try {
      // Straight to the row: three fields of the worker's own, no hooks to run, nothing to read back.
      await payload.db.updateOne({ collection: lead.collection, id: lead.id, data, returning: false })
    } catch (error) {
      payload.logger.error(`could not record the mail state of ${lead.collection} ${lead.id}: ${reason(error)}`)
    }
  }
  // A reply is on the timeline already (features/leadActivity/reply.ts): only a reply that could not be sent adds to it.
  if (lead.role === 'reply' ? failure && final : !failure || final) await recordOnTimeline(payload, lead, to, subject, failure)
}

/** A lead's timeline shows each of its e-mails once: sent, or given up after the last attempt. */
async function recordOnTimeline(payload: Payload, lead: LeadMail, to: string, subject: string, failure: string | null) {
  const text = failure ? `Could not be sent to ${to} after every attempt: ${failure}` : `Sent to ${to}`
  try {
    // A lead deleted meanwhile has no timeline to add to: an entry under its id would surface on a later lead that
    // gets the same id.
    const { totalDocs } = await payload.count({ collection: lead.collection, where: { id: { equals: lead.id } }, overrideAccess: true })
    if (totalDocs === 0) return
    await recordActivity(payload, { leadCollection: lead.collection, leadId: lead.id, type: 'mail', subject, text })
  } catch (error) {
    payload.logger.warn(`could not add the mail to the timeline of ${lead.collection} ${lead.id}: ${reason(error)}`)
  }
}

/** Called once by the composition root (src/startup.ts), before the mail worker starts. */
export const recordLeadMailOutcomes = () => onMailOutcome<LeadMail>('lead', recordLeadMail)
