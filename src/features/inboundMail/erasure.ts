// Right to erasure for answers by e-mail (docs/security.md's erasure; docs/decisions/lead-desk.md, "Replies come
// back"): when a member is deleted, every stored mail from their address goes too, with its kept files (the
// collection's afterDelete hook). Addresses are stored lower-case, as members' are.
import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { removeResume } from '@/features/leads/resumes'

import { INBOUND_MAIL, type InboundMailDoc } from './receive'

export async function eraseInboundMail(req: PayloadRequest, email: string): Promise<void> {
  await req.payload.delete({ collection: INBOUND_MAIL, where: { fromAddress: { equals: email.toLowerCase() } }, overrideAccess: true, req })
}

/** Every stored answer to one lead, with its kept files (a lead erased by the retention rules, features/retention). */
export async function eraseLeadMail(req: PayloadRequest, leadCollection: string, leadId: number): Promise<void> {
  await req.payload.delete({
    collection: INBOUND_MAIL,
    where: { and: [{ leadCollection: { equals: leadCollection } }, { leadId: { equals: leadId } }] },
    overrideAccess: true,
    req,
  })
}

/** A deleted mail's kept files go with it. */
export const removeMailFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
  for (const file of (doc as InboundMailDoc).files ?? []) {
    if (file.storedName)
      await removeResume(file.storedName).catch((error: Error) =>
        req.payload.logger.warn(`inbound mail file not removed: ${error.message}`),
      )
  }
}
