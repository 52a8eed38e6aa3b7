// Sending a lead's e-mails. The lead is stored first; its mails are sent after the answer went out and their
// outcome is written back to the record, so a mail failure never loses a lead.
import { after } from 'next/server'

import { trackBackgroundWork } from '@/lib/backgroundWork'
import { mailTransport } from '@/lib/email'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import type { LeadCollection } from './lead'
import type { MailContent } from './mail'

export type Outgoing = { to: string; content: MailContent }

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

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

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
      payload.logger.error(`lead mail to staff failed for ${collection} ${id} (attempt ${attempt + 1}): ${reason(error)}`)
      state = { notifyState: 'failed', notifyError: `attempt ${attempt + 1}: ${reason(error)}`.slice(0, 500) }
      staffRetry = staff
    }
  }
  const othersRetry: Outgoing[] = []
  for (const mail of others) {
    try {
      await send(mail)
    } catch (error) {
      payload.logger.error(`lead acknowledgement failed for ${collection} ${id} (attempt ${attempt + 1}): ${reason(error)}`)
      othersRetry.push(mail)
    }
  }
  if (state) {
    try {
      await payload.update({ collection, id, data: state, overrideAccess: true, depth: 0 })
    } catch (error) {
      payload.logger.error(`could not record the mail state of ${collection} ${id}: ${reason(error)}`)
    }
  }
  const delay = retryDelays()[attempt]
  if ((staffRetry || othersRetry.length) && delay) {
    setTimeout(() => void deliverLeadMails(collection, id, staffRetry, othersRetry, attempt + 1), delay * 1000).unref()
  }
}

/** Sends a stored lead's mails once the answer is out: the staff notification (if any) and the others. */
export function scheduleMails(collection: LeadCollection, id: string | number, staff: Outgoing | null, others: Outgoing[] = []) {
  afterResponse(() => deliverLeadMails(collection, id, staff, others))
}
