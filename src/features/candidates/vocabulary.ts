// The skills vocabulary as the resume reader uses it: every skill of the `skills` collection with its synonyms,
// read afresh for each resume (or each upload), so a staff edit counts from the next one.
import type { Payload, PayloadRequest } from 'payload'

import { buildSkillMatcher, type SkillMatcher } from './skillMatch'

export async function loadSkillMatcher(payload: Payload, req?: PayloadRequest): Promise<SkillMatcher> {
  const { docs } = await payload.find({
    collection: 'skills',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, synonyms: true },
    req,
  })
  return buildSkillMatcher(docs)
}
