// Reading the inbound mailbox (docs/decisions/lead-desk.md, "Replies come back"): every INBOUND_POLL_SECONDS this
// instance opens the IMAP folder and reads each message after the last UID it stored, in order. A message is
// marked \Seen and the UID remembered only after the message is stored (receive.ts), so a mailbox or app that goes
// down between the two reads the message again on the next round, and its unique Message-ID keeps it single. When
// the folder's UIDVALIDITY changes (the mailbox was rebuilt) the whole folder is read again, for the same reason.
// A mail that cannot be stored (larger than INBOUND_MAIL_MAX_BYTES, or its storing failed INBOUND_MAIL_TRIES rounds in
// a row while the database answers) is skipped: recorded under Unmatched mail with the reason, flagged in the
// mailbox, and the reading goes on past it (docs/decisions/lead-desk.md, "A mail that cannot be stored is skipped").
import type { Payload, TaskConfig } from 'payload'
import { ImapFlow } from 'imapflow'

import { INBOUND_MAIL_MAX_BYTES, INBOUND_MAIL_TRIES } from '@/lib/constants'
import { env } from '@/lib/env'

import { inboundMailOn } from './outgoing'
import { receiveMessage, recordUnreadable } from './receive'

const INBOUND_MAILBOXES = 'inbound-mailboxes'

type MailboxState = { id?: number; uidValidity: string; lastUid: number }

/** Failed rounds per message (folder, UIDVALIDITY and UID) in this instance; a success or a skip forgets it. */
const failedRounds = new Map<string, number>()

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** Why a storing failed, in a line staff can read (the error's own first line, at most 300 characters). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300)

async function loadState(payload: Payload, folder: string): Promise<MailboxState> {
  const { docs } = await payload.find({
    collection: INBOUND_MAILBOXES,
    where: { folder: { equals: folder } },
    limit: 1,
    overrideAccess: true,
  })
  const row = docs[0] as { id: number; uidValidity?: string | null; lastUid?: number | null } | undefined
  return row ? { id: row.id, uidValidity: row.uidValidity ?? '', lastUid: row.lastUid ?? 0 } : { uidValidity: '', lastUid: 0 }
}

async function saveState(payload: Payload, folder: string, state: MailboxState): Promise<MailboxState> {
  const data = { folder, uidValidity: state.uidValidity, lastUid: state.lastUid }
  if (state.id) {
    await payload.update({ collection: INBOUND_MAILBOXES, id: state.id, data, overrideAccess: true, depth: 0 })
    return state
  }
  const created = await payload.create({ collection: INBOUND_MAILBOXES, data, overrideAccess: true, depth: 0 })
  return { ...state, id: (created as { id: number }).id }
}

function imapClient(): ImapFlow {
  const url = new URL(env().INBOUND_IMAP_URL!)
  const secure = url.protocol === 'imaps:'
  return new ImapFlow({
    host: url.hostname,
    port: Number(url.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  })
}

/** One round: stores every message after the last stored UID. Returns how many were new. */
async function pollInboundMail(payload: Payload): Promise<{ stored: number; seen: number }> {
  const folder = env().INBOUND_IMAP_FOLDER
  const client = imapClient()
  // An unexpected drop is reported by the round that was using the connection; the event itself needs a listener.
  client.on('error', () => {})
  await client.connect()
  let stored = 0
  let seen = 0
  try {
    const lock = await client.getMailboxLock(folder)
    try {
      const mailbox = client.mailbox
      if (!mailbox) throw new Error(`the folder ${folder} could not be opened`)
      const uidValidity = String(mailbox.uidValidity)
      let state = await loadState(payload, folder)
      if (state.uidValidity !== uidValidity) state = { ...state, uidValidity, lastUid: 0 }
      const found = (await client.search({ uid: `${state.lastUid + 1}:*` }, { uid: true })) || []
      const uids = found.filter((uid) => uid > state.lastUid).sort((a, b) => a - b)
      for (const uid of uids) {
        const key = `${folder}:${uidValidity}:${uid}`
        const head = await client.fetchOne(String(uid), { uid: true, size: true, envelope: true }, { uid: true })
        let problem: string | null = null
        let read = false
        if (head && (head.size ?? 0) > INBOUND_MAIL_MAX_BYTES) {
          problem = `it is ${megabytes(head.size!)}, larger than the ${megabytes(INBOUND_MAIL_MAX_BYTES)} the website reads`
        } else if (head) {
          try {
            const message = await client.fetchOne(String(uid), { source: true, uid: true }, { uid: true })
            if (message && message.source) {
              if ((await receiveMessage(payload, message.source, `uid-${uidValidity}-${uid}`)) === 'stored') stored += 1
              read = true
            }
            failedRounds.delete(key)
          } catch (error) {
            // Tried again on the next rounds (the database or the mailbox may be down for a moment); skipped after
            // INBOUND_MAIL_TRIES failed rounds, if the skip itself can be recorded (else the database is down).
            const failures = (failedRounds.get(key) ?? 0) + 1
            failedRounds.set(key, failures)
            if (failures < INBOUND_MAIL_TRIES) throw error
            problem = `it could not be stored after ${failures} tries (${reasonOf(error)})`
          }
        }
        if (read) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true })
        if (head && problem) {
          await recordUnreadable(payload, { envelope: head.envelope, uidValidity, uid, folder, problem })
          // Flagged (starred) for whoever opens the mailbox, and seen like every mail the website is done with.
          await client.messageFlagsAdd(String(uid), ['\\Seen', '\\Flagged'], { uid: true })
          failedRounds.delete(key)
          payload.logger.warn(`inbound mail: skipped the mail at UID ${uid} of ${folder}: ${problem}`)
        }
        seen += 1
        state = await saveState(payload, folder, { ...state, lastUid: uid })
      }
    } finally {
      lock.release()
    }
  } finally {
    await client.logout().catch(() => client.close())
  }
  return { stored, seen }
}

/**
 * The job type (Payload's jobs queue): staff can run a round by hand (POST /cms-api/payload-jobs/run?queue=inbound
 * after queueing it); each instance's own timer (startInboundMail) runs the same round.
 */
export const readInboundMailTask: TaskConfig = {
  slug: 'readInboundMail',
  label: 'Read answers from the inbound mailbox',
  handler: async ({ req }) => {
    if (inboundMailOn()) await pollInboundMail(req.payload)
    return { output: {} }
  },
}

/** Polls every INBOUND_POLL_SECONDS while INBOUND_IMAP_URL is set; returns the stop for a graceful shutdown. */
export function startInboundMail(payload: Payload): () => Promise<void> {
  if (!inboundMailOn()) return async () => {}
  let running: Promise<void> | null = null
  let failures = 0
  const round = () => {
    if (running) return
    running = pollInboundMail(payload)
      .then(({ stored }) => {
        if (failures) payload.logger.info('inbound mail: the mailbox answers again')
        failures = 0
        if (stored) payload.logger.info(`inbound mail: ${stored} new message(s) stored`)
      })
      .catch((error: unknown) => {
        failures += 1
        // The first failure is worth a warning; a mailbox that stays down is reported again every 20 rounds.
        if (failures === 1 || failures % 20 === 0)
          payload.logger.warn({ err: error }, 'inbound mail: could not read the mailbox; trying again on the next round')
      })
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(round, env().INBOUND_POLL_SECONDS * 1000)
  timer.unref()
  const first = setTimeout(round, 1000)
  first.unref()
  return async () => {
    clearInterval(timer)
    clearTimeout(first)
    if (running) await running
  }
}
