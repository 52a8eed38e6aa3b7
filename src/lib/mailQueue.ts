// The durable mail queue: every e-mail a visitor's action causes (lead notifications, acknowledgements, newsletter
// confirmations) is a Payload job in the `payload-jobs` table, written with the request's transaction, so a stored
// lead always has its mails queued and a failed request leaves none. Workers in every instance send them
// (mailWorker.ts). One-time codes stay synchronous (features/accounts/mailer.ts): see docs/decisions.md "Mail queue".
// The queue knows no leads: a mail names what it is about (`about`), and the feature that queued it registers, once
// at start-up, what to do with each send's outcome (`onMailOutcome`); see docs/architecture.md, "Layers".
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { processSingleton } from '../../server/processBridge.mjs'

import { mailTransport } from './email'
import { env } from './env'
import type { MailContent } from './mailContent'
import { afterCommit } from './payloadTransaction'

export const MAIL_QUEUE = 'mail'
const SEND_MAIL_TASK = 'sendMail'

/** What a mail is about: a kind with a handler registered by `onMailOutcome`, and whatever that handler needs. */
export type MailAbout = { kind: string }

/** `from` and `replyTo` default to the site's address (MAIL_FROM); a staff reply names its author. */
export type QueuedMail = {
  to: string
  content: MailContent
  about?: MailAbout
  from?: string
  replyTo?: string
  /** A staff reply's own Message-ID, which carries its lead's token (features/inboundMail/token.ts). */
  messageId?: string
  /** Further headers, e.g. a mailing's List-Unsubscribe and List-Unsubscribe-Post (features/jobAlerts). */
  headers?: Record<string, string>
  /** Small text files sent with the mail (an interview's calendar invitation), stored in the job as they are. */
  attachments?: MailAttachment[]
}

/** `contentType` e.g. 'text/calendar; method=REQUEST; charset=utf-8'. */
export type MailAttachment = { filename: string; content: string; contentType: string }

/** One send of a queued mail: `failure` is the error text, null when it went out. `attempt` counts from 1. */
export type MailOutcome = { to: string; subject: string; attempt: number; final: boolean; failure: string | null }

type OutcomeHandler<About extends MailAbout> = (payload: Payload, about: About, outcome: MailOutcome) => Promise<void>

/** One handler per kind, for the whole process: the worker and Payload's jobs endpoint run in different bundles. */
const outcomeHandlers = processSingleton('mailOutcomeHandlers', () => new Map<string, OutcomeHandler<MailAbout>>())

/**
 * Registers what happens after each send of a mail about `kind` (e.g. a lead's mail state and timeline). The handler
 * also logs the failures in its own words; a mail with no handler is logged here.
 */
export function onMailOutcome<About extends MailAbout>(kind: About['kind'], handler: OutcomeHandler<About>): void {
  outcomeHandlers.set(kind, handler as OutcomeHandler<MailAbout>)
}

/**
 * Queues one mail. Pass the request whose transaction writes the record it belongs to: the job is committed (or
 * rolled back) with it. The worker is woken once the job is committed: at once outside a transaction, after the
 * commit inside one.
 */
export async function queueMail(req: PayloadRequest, mail: QueuedMail): Promise<void> {
  // What `payload.jobs.queue` writes (jobs run no hooks here), without reading the new job back.
  await req.payload.db.create({
    collection: 'payload-jobs',
    data: { input: mail, taskSlug: SEND_MAIL_TASK, queue: MAIL_QUEUE },
    req,
    returning: false,
  })
  afterCommit(req, wakeMailWorker)
}

/** Set by the worker when it starts; a process without a worker (a script) leaves the jobs to the servers. */
const worker = processSingleton('mailWorkerWake', (): { wake?: () => void } => ({}))

const wakeMailWorker = () => worker.wake?.()

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
 * Sends one queued mail and hands the outcome to the handler of what it is about. Returns the error text of a failed
 * send, null when it went out. `attempt` counts from 1.
 */
export async function sendQueuedMail(payload: Payload, mail: QueuedMail, attempt: number, final: boolean): Promise<string | null> {
  const { to, content, about } = mail
  let failure: string | null = null
  try {
    await mailTransport().sendMail({
      from: mail.from ?? env().MAIL_FROM,
      replyTo: mail.replyTo,
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      to,
      subject: content.subject,
      text: content.text,
      html: content.html,
    })
  } catch (error) {
    failure = reason(error)
  }
  const handler = about ? outcomeHandlers.get(about.kind) : undefined
  if (handler && about) {
    try {
      await handler(payload, about, { to, subject: content.subject, attempt, final, failure })
    } catch (error) {
      payload.logger.error(`could not record the outcome of a mail about ${about.kind} to ${to}: ${reason(error)}`)
    }
  } else if (failure) {
    payload.logger.error(`mail to ${to} failed (attempt ${attempt}${final ? ', the last' : ''}): ${failure}`)
  }
  return failure
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
    { name: 'about', type: 'json' },
    { name: 'from', type: 'text' },
    { name: 'replyTo', type: 'text' },
    { name: 'messageId', type: 'text' },
    { name: 'headers', type: 'json' },
    { name: 'attachments', type: 'json' },
  ],
  handler: async ({ input, req }) => {
    const failure = await sendQueuedMail(req.payload, input as QueuedMail, 1, false)
    if (failure) throw new Error(failure)
    return { output: {} }
  },
}
