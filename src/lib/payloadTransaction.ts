// One database transaction through a given Payload (see transaction.ts for what it means on each database). Code that
// runs inside Payload (collection hooks, endpoints) passes its own Payload: importing the client would import the
// Payload config, which imports that code.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { wakeMailWorker } from './mailQueue'

export async function runInTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let result: T
  try {
    result = await work(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  await commitTransaction(req)
  wakeMailWorker()
  return result
}
