// The talent pool's "possible duplicate" flags (docs/decisions/talent-pool.md, "Possible duplicates"), checked again
// after a candidate is created, or changed where the rules look (name, e-mail, phone, LinkedIn, merged away).
import type { CollectionAfterChangeHook } from 'payload'

import { DUPLICATES_KEPT, keepDuplicateFlags, touchesDuplicateRules } from '@/features/candidates/duplicates'

type Candidate = Parameters<typeof keepDuplicateFlags>[1]

export const flagPossibleDuplicates: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context[DUPLICATES_KEPT]) return doc
  const candidate = doc as Candidate
  if (operation === 'update' && !touchesDuplicateRules(previousDoc as Candidate, candidate)) return doc
  const possibleDuplicates = await keepDuplicateFlags(req, candidate)
  return { ...doc, possibleDuplicates }
}
