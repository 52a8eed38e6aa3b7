// Counting each visitor once (docs/security.md, "The assistant's learning figures count each visitor once"). A visitor is the chat's session: a random id the widget keeps in
// sessionStorage for the tab's life (components/chat/chatStore) and sends with each question and click; without one
// (a script, an old page), the client address. Only a keyed hash of it is stored (HMAC with the server secret), in the
// hidden `assistant-visitors` collection, one row per figure and visitor: the first row counts, a repeat does not.
import { createHash, createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { rawQuery } from '@/lib/rawQuery'

import { processSingleton } from '../../../server/processBridge.mjs'

/** How long a visitor's rows are kept: a session lives as long as its tab, so a month is far more than needed. */
const KEEP_DAYS = 30
const PRUNE_EVERY_MS = 60 * 60_000

const pruneState = processSingleton('assistantVisitorsPrune', (): { prunedAt?: number } => ({}))

/** The stored name of a visitor: a keyed hash of the chat session, or of the client address without one. */
export function visitorHash(session: string | undefined, clientAddress: string): string {
  const who = session ? `session:${session}` : `address:${clientAddress}`
  return createHmac('sha256', env().PAYLOAD_SECRET).update(`assistant-visitor\n${who}`).digest('hex').slice(0, 40)
}

/** The figure of an unanswered question (by its grouped text) and of an answer's helpful / not helpful clicks. */
export const questionSubject = (normalised: string) => `q:${createHash('sha256').update(normalised).digest('hex').slice(0, 40)}`
export const answerSubject = (key: string) => `a:${key}`

/** Whether this is the visitor's first time for `subject` (and remembers it). One statement, safe under concurrency. */
export async function firstTimeFor(payload: Payload, subject: string, visitor: string, now = new Date()): Promise<boolean> {
  const query = rawQuery(payload)
  const rows = await query(
    `INSERT INTO assistant_visitors (subject, visitor, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (subject, visitor) DO NOTHING RETURNING id`,
    [subject, visitor, now.toISOString()],
  )
  await pruneOldVisitors(payload, now)
  return rows.length > 0
}

/** Data minimisation: at most once an hour per process, rows older than KEEP_DAYS go. */
async function pruneOldVisitors(payload: Payload, now: Date) {
  const last = pruneState.prunedAt ?? 0
  if (now.getTime() - last < PRUNE_EVERY_MS) return
  pruneState.prunedAt = now.getTime()
  await rawQuery(payload)('DELETE FROM assistant_visitors WHERE seen_at < $1', [
    new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60_000).toISOString(),
  ])
}
