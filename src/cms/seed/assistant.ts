// Fills the assistant's knowledge base when it is empty. Separate from the one-time starter seed (./index.ts) so that
// databases seeded before the assistant existed get the entries on their next start. A knowledge base that staff
// emptied on purpose is therefore refilled at the next start; deactivate entries instead of deleting them all.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { assistantAnswers } from './data/assistant'

export async function seedAssistantIfEmpty(payload: Payload): Promise<'seeded' | 'skipped'> {
  const { totalDocs } = await payload.count({ collection: 'assistant-answers', overrideAccess: true })
  if (totalDocs > 0) return 'skipped'
  const context = { disableRevalidate: true }
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    for (const { cta, ...entry } of assistantAnswers) {
      await payload.create({
        collection: 'assistant-answers',
        data: { ...entry, active: true, cta: cta ?? undefined },
        context,
        req,
        overrideAccess: true,
      })
    }
    await commitTransaction(req)
    payload.logger.info(`Seeded the assistant's knowledge base (${assistantAnswers.length} answers).`)
    return 'seeded'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
