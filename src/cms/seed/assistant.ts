// Fills the assistant's knowledge base and its word groups when they are empty, and adds the starter entries written
// after a database was first seeded. Separate from the one-time starter seed (./index.ts) so that databases seeded
// before the assistant existed get the entries on their next start. A knowledge base (or word list) that staff
// emptied on purpose is therefore refilled at the next start; deactivate entries instead of deleting them all.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { assistantAnswers, assistantWordGroups } from './data/assistant'
import { assistantLanguages } from './data/assistantLanguages'

/** Starter entries added after the first knowledge base (docs/decisions/assistant.md; and the job board's open roles): created on start
 * when no entry has their key. */
const ADDED_LATER = ['otp-not-received', 'cities-remote', 'women-returners-figure', 'open-roles']

export async function seedAssistantIfEmpty(payload: Payload): Promise<'seeded' | 'skipped'> {
  const [answers, groups] = await Promise.all([
    payload.find({
      collection: 'assistant-answers',
      limit: 1000,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { key: true, marathi: { answer: true }, hindi: { answer: true } },
    }),
    payload.count({ collection: 'assistant-word-groups', overrideAccess: true }),
  ])
  const existing = new Set(answers.docs.map((doc) => doc.key))
  const missing = assistantAnswers.filter(({ key }) => (answers.totalDocs === 0 ? true : ADDED_LATER.includes(key) && !existing.has(key)))
  const seedGroups = groups.totalDocs === 0
  // A knowledge base from before the Marathi and Hindi answers: its starter entries that have neither get both (an
  // entry that staff gave either keeps what they wrote).
  const untranslated = answers.docs.filter((doc) => !doc.marathi?.answer && !doc.hindi?.answer && assistantLanguages[doc.key])
  if (!missing.length && !seedGroups && !untranslated.length) return 'skipped'
  const context = { disableRevalidate: true }
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    for (const { cta, marathi, hindi, ...entry } of missing) {
      await payload.create({
        collection: 'assistant-answers',
        data: { ...entry, active: true, cta: cta ?? undefined, marathi: marathi ?? undefined, hindi: hindi ?? undefined },
        context,
        req,
        overrideAccess: true,
      })
    }
    for (const doc of untranslated) {
      const starter = assistantAnswers.find(({ key }) => key === doc.key)
      await payload.update({
        collection: 'assistant-answers',
        id: doc.id,
        data: { marathi: starter?.marathi ?? undefined, hindi: starter?.hindi ?? undefined },
        context,
        req,
        overrideAccess: true,
      })
    }
    if (seedGroups) {
      for (const words of assistantWordGroups) {
        await payload.create({ collection: 'assistant-word-groups', data: { words }, context, req, overrideAccess: true })
      }
    }
    await commitTransaction(req)
    payload.logger.info(
      `Seeded the assistant: ${missing.length} answers${seedGroups ? `, ${assistantWordGroups.length} word groups` : ''}${untranslated.length ? `, Marathi and Hindi for ${untranslated.length} answers` : ''}.`,
    )
    return 'seeded'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
