// Every new talent application is attached to its candidate in the talent pool (docs/decisions/talent-pool.md,
// "Matching"), in the application's own transaction: whichever path created it (the site's form, staff, a test).
import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { attachApplication } from '@/features/candidates/attach'
import type { TalentApplication } from '@/payload-types'

export const attachCandidate: CollectionAfterChangeHook<TalentApplication> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { candidate } = await attachApplication(req, doc)
  return { ...doc, candidate }
}

/** A deleted application's resume row goes with it (its file goes with the application: TalentApplications' afterDelete). */
export const forgetApplicationResume: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'resumes', where: { application: { equals: id } }, overrideAccess: true, req })
}
