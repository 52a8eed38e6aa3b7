// One database transaction for a piece of work's writes through Payload's Local API: pass `req` to each call. On
// PostgreSQL the writes commit or roll back together; Payload's SQLite adapter runs without transactions (its driver
// is synchronous, so a second writer would block the event loop while a transaction waits on it), so there each
// write commits on its own, in order. The caller passes its Payload: code that runs inside Payload (collection hooks,
// endpoints) has its own, and importing the client here would import the Payload config, which imports that code.
import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { processSingleton } from '../../server/processBridge.mjs'

/** What runs once the transaction of a request committed, by request: nothing of a rolled-back one runs. */
const afterCommitOf = new WeakMap<PayloadRequest, (() => void)[]>()

/**
 * Runs `then` once the transaction `req` belongs to has committed, or at once when `req` is in none (SQLite, or no
 * transaction begun). A transaction Payload began itself (a collection hook's) runs none: its work waits for its next
 * pass (the mail worker's poll).
 */
export function afterCommit(req: PayloadRequest, then: () => void): void {
  if (!req.transactionID) return then()
  const list = afterCommitOf.get(req)
  if (list) list.push(then)
  else afterCommitOf.set(req, [then])
}

export async function runInTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let result: T
  try {
    result = await work(req)
  } catch (error) {
    afterCommitOf.delete(req)
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  const then = afterCommitOf.get(req) ?? []
  afterCommitOf.delete(req)
  for (const run of then) run()
  return result
}

/** The queue of each in-process lock: the promise the next holder waits for. */
const lockTails = processSingleton('payloadTransactionLocks', () => new Map<number, Promise<unknown>>())

type PostgresSessions = { sessions?: Record<string, { db?: { execute(query: unknown): Promise<unknown> } }> }

/**
 * Runs `work` while no other holder of lock `key` runs: two requests that would each find nothing and create the same
 * row (a candidate for one person) take turns. On PostgreSQL it is a transaction-scoped advisory lock on `req`'s
 * transaction, so it holds across instances until that transaction commits or rolls back, and the next holder sees
 * the first's rows. On SQLite (one process, each write committed at once) it is a queue in this process.
 */
export async function withLock<T>(req: PayloadRequest, key: number, work: () => Promise<T>): Promise<T> {
  const transactionID = req.transactionID ? await req.transactionID : null
  const session = transactionID ? (req.payload.db as unknown as PostgresSessions).sessions?.[String(transactionID)]?.db : undefined
  if (session) {
    await session.execute(sql`SELECT pg_advisory_xact_lock(${key})`)
    return work()
  }
  const before = lockTails.get(key) ?? Promise.resolve()
  const turn = before.then(work, work)
  const tail = turn.catch(() => undefined)
  lockTails.set(key, tail)
  try {
    return await turn
  } finally {
    if (lockTails.get(key) === tail) lockTails.delete(key)
  }
}
