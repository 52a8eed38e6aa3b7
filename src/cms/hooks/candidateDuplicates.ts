// The talent pool's "possible duplicate" flags (docs/decisions/talent-pool.md, "Possible duplicates"), checked again
// after a candidate is created, or changed where the rules look (name, e-mail, phone, LinkedIn, merged away).
import type { CollectionAfterChangeHook } from 'payload'

import { DUPLICATES_KEPT, keepDuplicateFlags, touchesDuplicateRules } from '@/features/candidates/duplicates'
import type { Candidate } from '@/payload-types'

export const flagPossibleDuplicates: CollectionAfterChangeHook<Candidate> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context[DUPLICATES_KEPT]) return doc
  if (operation === 'update' && !touchesDuplicateRules(previousDoc, doc)) return doc
  const possibleDuplicates = await keepDuplicateFlags(req, doc)
  return { ...doc, possibleDuplicates }
}
