// One database transaction for a request's writes through Payload's Local API: pass `req` to each call. On
// PostgreSQL the writes commit or roll back together; Payload's SQLite adapter runs without transactions (its
// driver is synchronous, so a second writer would block the event loop while a transaction waits on it), so there
// each write commits on its own, in order. After a commit the mail worker is woken for the mails queued with it.
import type { PayloadRequest } from 'payload'

import { getPayloadClient } from './payload'
import { runInTransaction } from './payloadTransaction'

export async function withTransaction<T>(work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  return runInTransaction(await getPayloadClient(), work)
}
