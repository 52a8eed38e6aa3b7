// Fills the skills vocabulary (cms/collections/candidates/Skills.ts) when it is empty. Separate from the one-time
// starter seed (./index.ts) so that databases seeded before the talent pool get it on their next start. A vocabulary
// that staff emptied on purpose is refilled at the next start.
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { seedSkills } from './data/skills'

export async function seedSkillsIfEmpty(payload: Payload): Promise<'seeded' | 'skipped'> {
  const { totalDocs } = await payload.count({ collection: 'skills', overrideAccess: true })
  if (totalDocs > 0) return 'skipped'
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const now = new Date().toISOString()
    for (const { name, area, synonyms } of seedSkills) {
      // The adapter's create: no hooks to run, and the vocabulary's 400 rows are written in a second or two.
      await payload.db.create({
        collection: 'skills',
        data: { name, area, synonyms: synonyms ?? [], createdAt: now, updatedAt: now },
        req,
        returning: false,
      })
    }
    await commitTransaction(req)
    payload.logger.info(`Seeded the skills vocabulary: ${seedSkills.length} skills.`)
    return 'seeded'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
