// Erasing one candidate with everything hanging off it (docs/decisions/privacy.md, "Erasure"): used by a member's
// erasure (features/accounts/erasure.ts) and by the retention rules (features/retention). In order, because several
// tables refuse a row without its candidate: the profiles merged into it (the same person), its shortlist entries,
// the share log, interviews and placements, its consent entries reduced to the proof, its applications with their
// resume files and timelines, then the profile itself (its own hook takes every resume version and its files, and
// its notes with context ERASURE).
import type { PayloadRequest } from 'payload'

import { eraseLeadMail } from '@/features/inboundMail/erasure'
import { reduceConsents } from '@/features/leads/consentErasure'
import { ERASURE } from '@/features/leadActivity/record'
import { rawQueryFor } from '@/lib/rawQuery'

const erasing = { overrideAccess: true, context: { [ERASURE]: true } } as const

/** Erases candidate `id` and everything of theirs; a candidate already gone is nothing to do. */
export async function eraseCandidate(req: PayloadRequest, id: number): Promise<void> {
  const candidate = await req.payload
    .findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { email: true } })
    .catch(() => null)
  if (!candidate) return
  const { docs: merged } = await req.payload.find({
    collection: 'candidates',
    where: { mergedInto: { equals: id } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
    req,
  })
  for (const profile of merged) await eraseCandidate(req, Number(profile.id))
  const query = await rawQueryFor(req)
  // Shortlist entries are rows of the shortlist's array: the shortlist stays for its other candidates.
  await query('DELETE FROM shortlists_candidates WHERE candidate_id = $1', [id])
  const byCandidate = { candidate: { equals: id } }
  await req.payload.delete({ collection: 'candidate-shares', where: byCandidate, req, ...erasing })
  await req.payload.delete({ collection: 'interviews', where: byCandidate, req, ...erasing })
  // The fee is invoiced in the agency's accounts; the placement row (name, salary) is the candidate's data.
  await req.payload.delete({ collection: 'placements', where: byCandidate, req, ...erasing })
  // By address too, unless a website account still uses it (its own erasure reduces them; features/accounts/erasure.ts).
  const member = candidate.email
    ? await req.payload.count({ collection: 'members', where: { email: { equals: candidate.email } }, overrideAccess: true, req })
    : { totalDocs: 0 }
  await reduceConsents(req, { candidate: id, email: member.totalDocs ? null : candidate.email })
  const { docs: applications } = await req.payload.find({
    collection: 'talent-applications',
    where: byCandidate,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
    req,
  })
  for (const application of applications) await eraseLeadMail(req, 'talent-applications', Number(application.id))
  await req.payload.delete({ collection: 'talent-applications', where: byCandidate, req, ...erasing })
  await req.payload.delete({ collection: 'candidates', id, req, ...erasing })
}
