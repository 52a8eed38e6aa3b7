// Every new row of `resumes` (an application's resume, a staff upload) queues its reading with the same transaction
// (features/candidates/readResume.ts): the row and its job are stored together or not at all.
import type { CollectionAfterChangeHook } from 'payload'

import { queueResumeReading } from '@/features/candidates/readResume'

export const queueReadingOfNewResume: CollectionAfterChangeHook<{ id: number }> = async ({ doc, operation, req }) => {
  if (operation === 'create') await queueResumeReading(req, Number(doc.id))
  return doc
}
