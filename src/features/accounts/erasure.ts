// Right to erasure (DPDP Act): when a member is deleted, by themselves or by staff, every row that carries their
// e-mail address goes too. Leads store e-mail addresses lower-case, as members do, so an exact match finds them all.
import type { PayloadRequest, Where } from 'payload'

import { eraseCandidate } from '@/features/candidates/erasure'
import { eraseInboundMail } from '@/features/inboundMail/erasure'
import { reduceConsents } from '@/features/leads/consentErasure'
import { ERASURE } from '@/features/leadActivity/record'
import { LEAD_KINDS } from '@/features/leadDesk/kinds'

import { deleteOtps } from './otpStore'

/**
 * Each lead collection and the field that holds the visitor's e-mail address; talent applications go first, by
 * member or address, in eraseApplications. Privacy requests stay: they are the record that the person's rights were
 * answered (docs/decisions/privacy.md, "Privacy requests in the inbox").
 */
const rowsByEmail = LEAD_KINDS.filter((kind) => kind.collection !== 'talent-applications' && kind.collection !== 'privacy-requests').map(
  (kind) => ({
    collection: kind.collection,
    field: kind.emailField,
  }),
)

/**
 * Before the member row goes: their talent applications, by link or by address (the collection's own hook removes
 * each resume file), while the applications still point at the member.
 */
export async function eraseApplications(req: PayloadRequest, member: { id: string | number; email?: unknown }) {
  const where: Where[] = [{ member: { equals: member.id } }]
  if (typeof member.email === 'string') where.push({ email: { equals: member.email } })
  // Their candidates in the talent pool (docs/decisions/talent-pool.md), read while they still point at the member.
  const { docs: candidates } = await req.payload.find({
    collection: 'candidates',
    where: { or: where },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  await req.payload.delete({
    collection: 'talent-applications',
    where: { or: where },
    overrideAccess: true,
    req,
    context: { [ERASURE]: true },
  })
  await eraseCandidates(req, candidates)
  // Their consent entries, by account or address, kept as the proof without the person (features/leads/consentErasure.ts).
  await reduceConsents(req, { member: member.id, email: typeof member.email === 'string' ? member.email : null })
}

/**
 * A candidate of the member goes with everything hanging off it (features/candidates/erasure.ts) once none of its
 * applications is left; one still holding someone else's applications (matched by a shared phone, say) stays for them.
 */
async function eraseCandidates(req: PayloadRequest, candidates: { id: number }[]) {
  for (const { id } of candidates) {
    const left = await req.payload.count({
      collection: 'talent-applications',
      where: { candidate: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (left.totalDocs > 0) continue
    await eraseCandidate(req, id)
  }
}

/**
 * After the member row went: every lead row under their address with its timeline (context ERASURE), the kept
 * timelines of their leads that staff deleted earlier, their job alerts, and their one-time codes and send history.
 */
export async function eraseRowsByEmail(req: PayloadRequest, email: string) {
  for (const { collection, field } of rowsByEmail) {
    await req.payload.delete({ collection, where: { [field]: { equals: email } }, overrideAccess: true, req, context: { [ERASURE]: true } })
  }
  await req.payload.delete({ collection: 'lead-activity', where: { personEmail: { equals: email } }, overrideAccess: true, req })
  // Their job alerts, confirmed or not: each holds the address and what they look for.
  await req.payload.delete({ collection: 'job-alerts', where: { email: { equals: email } }, overrideAccess: true, req })
  // Answers they sent by e-mail to a staff reply, with their kept attachments.
  await eraseInboundMail(req, email)
  await deleteOtps(req.payload, email, req)
}
