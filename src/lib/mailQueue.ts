// The durable mail queue: every e-mail a visitor's action causes (lead notifications, acknowledgements, newsletter
// confirmations) is a Payload job in the `payload-jobs` table, written with the request's transaction, so a stored
// lead always has its mails queued and a failed request leaves none. Workers in every instance send them
// (mailWorker.ts). One-time codes stay synchronous (features/accounts/mailer.ts): see docs/decisions.md "Mail queue".
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import type { LeadCollectionSlug } from '@/features/leadActivity/kinds'
import { recordActivity } from '@/features/leadActivity/record'

import { processSingleton } from '../../server/processBridge.mjs'

import { mailTransport } from './email'
import { env } from './env'
import type { MailContent } from './mailContent'

export const MAIL_QUEUE = 'mail'
const SEND_MAIL_TASK = 'sendMail'

/** The record a mail belongs to. The staff notification decides the record's mail state (notifyState). */
type MailSubject = { collection: MailRecordCollection; id: string | number; role: 'staff' | 'visitor' }

/** Collections with the mail-state fields (notifyState, notifiedAt, notifyError). */
export type MailRecordCollection = LeadCollectionSlug

/** `from` and `replyTo` default to the site's address (MAIL_FROM); a staff reply names its author. */
export type QueuedMail = {
  to: string
  content: MailContent
  lead?: MailSubject
  from?: string
  replyTo?: string
  /** A staff reply's own Message-ID, which carries its lead's token (features/inboundMail/token.ts). */
  messageId?: string
}

/**
 * Queues one mail. Pass the request whose transaction writes the record it belongs to: the job is committed (or
 * rolled back) with it. Outside a transaction the worker is woken at once; inside one, `withTransaction` wakes it
 * after the commit.
 */
export async function queueMail(req: PayloadRequest, mail: QueuedMail): Promise<void> {
  // What `payload.jobs.queue` writes (jobs run no hooks here), without reading the new job back.
  await req.payload.db.create({
    collection: 'payload-jobs',
    data: { input: mail, taskSlug: SEND_MAIL_TASK, queue: MAIL_QUEUE },
    req,
    returning: false,
  })
  if (!req.transactionID) wakeMailWorker()
}

/** Set by the worker when it starts; a process without a worker (a script) leaves the jobs to the servers. */
const worker = processSingleton('mailWorkerWake', (): { wake?: () => void } => ({}))

export const wakeMailWorker = () => worker.wake?.()

export const setMailWorkerWake = (wake: (() => void) | undefined) => {
  worker.wake = wake
}

/** Seconds between further attempts after a failed send (LEAD_MAIL_RETRY_SECONDS, default 1 min, 5 min, 30 min). */
export function retryDelays(): number[] {
  return env()
    .LEAD_MAIL_RETRY_SECONDS.split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isFinite(value) && value > 0)
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends one queued mail and records the outcome on its record (the staff notification only). Returns the error
 * text of a failed send, null when it went out. `attempt` counts from 1.
 */
export async function sendQueuedMail(payload: Payload, mail: QueuedMail, attempt: number, final: boolean): Promise<string | null> {
  const { to, content, lead } = mail
  let failure: string | null = null
  try {
    await mailTransport().sendMail({
      from: mail.from ?? env().MAIL_FROM,
      replyTo: mail.replyTo,
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
    })
  } catch (error) {
    failure = reason(error)
    const what = lead
      ? `${lead.role === 'staff' ? 'lead mail to staff' : 'mail to the visitor'} for ${lead.collection} ${lead.id}`
      : `mail to ${to}`
    payload.logger.error(`${what} failed (attempt ${attempt}${final ? ', the last' : ''}): ${failure}`)
  }
  if (lead?.role === 'staff') {
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
  if (lead && (!failure || final)) await recordMailOnTimeline(payload, mail, failure)
  return failure
}

/** A lead's timeline shows each of its e-mails once: sent, or given up after the last attempt. */
async function recordMailOnTimeline(payload: Payload, { to, content, lead }: QueuedMail, failure: string | null) {
  if (!lead) return
  const text = failure ? `Could not be sent to ${to} after every attempt: ${failure}` : `Sent to ${to}`
  try {
    // A lead deleted meanwhile has no timeline to add to (issue 28, item 11): an entry under its id would surface on
    // a later lead that gets the same id.
    const { totalDocs } = await payload.count({ collection: lead.collection, where: { id: { equals: lead.id } }, overrideAccess: true })
    if (totalDocs === 0) return
    await recordActivity(payload, { leadCollection: lead.collection, leadId: lead.id, type: 'mail', subject: content.subject, text })
  } catch (error) {
    payload.logger.warn(`could not add the mail to the timeline of ${lead.collection} ${lead.id}: ${reason(error)}`)
  }
}

/**
 * The job type, so Payload validates and stores it. The instances' workers (mailWorker.ts) claim and run these jobs
 * themselves; this handler only serves a staff member who runs the queue by hand through Payload's jobs endpoint.
 */
export const sendMailTask: TaskConfig = {
  slug: SEND_MAIL_TASK,
  label: 'Send an e-mail',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'content', type: 'json', required: true },
    { name: 'lead', type: 'json' },
    { name: 'from', type: 'text' },
    { name: 'replyTo', type: 'text' },
    { name: 'messageId', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    const failure = await sendQueuedMail(req.payload, input as QueuedMail, 1, false)
    if (failure) throw new Error(failure)
    return { output: {} }
  },
}
