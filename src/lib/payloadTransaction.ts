// One database transaction for a piece of work's writes through Payload's Local API: pass `req` to each call. On
// PostgreSQL the writes commit or roll back together; Payload's SQLite adapter runs without transactions (its driver
// is synchronous, so a second writer would block the event loop while a transaction waits on it), so there each
// write commits on its own, in order. The caller passes its Payload: code that runs inside Payload (collection hooks,
// endpoints) has its own, and importing the client here would import the Payload config, which imports that code.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

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

/** `as`: the staff member or member the work is done for, so that the collections' hooks know who did it. */
export async function runInTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  as?: PayloadRequest['user'],
): Promise<T> {
  const req = await createLocalReq(as ? { user: as } : {}, payload)
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
