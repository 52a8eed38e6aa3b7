// Keeping the "possible duplicate" flags of the talent pool (docs/decisions/talent-pool.md, "Possible duplicates"):
// after a candidate is created or changed, the profiles that match it (duplicateRules.ts) list it and it lists them;
// a profile that no longer matches, or was merged away, drops out of both lists. The flags are the server's
// (`possibleDuplicates` cannot be written through the API); they are written through Payload with DUPLICATES_KEPT set,
// so writing them does not start the check again.
import type { PayloadRequest } from 'payload'

import { rawQueryFor } from '@/lib/rawQuery'

import { duplicateReasons, normaliseEmail, normaliseName, type DuplicateProbe } from './duplicateRules'

/** Request context flag: this save only writes the duplicate flags. */
export const DUPLICATES_KEPT = 'candidateDuplicatesKept'

/** More matches than this on one profile is a data problem, not a list to work through. */
const MAX_MATCHES = 50

type Candidate = DuplicateProbe & { mergedInto?: unknown; possibleDuplicates?: unknown }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(idOf).filter((id): id is number => id !== null) : [])

/**
 * The live profiles (not merged away) that match `candidate`. The database narrows them by e-mail, phone or name
 * (the expression indexes of src/migrations/talentPool.ts); the rules then decide.
 */
async function findDuplicates(req: PayloadRequest, candidate: Candidate): Promise<number[]> {
  const email = normaliseEmail(candidate.email)
  const phone = candidate.phone?.trim() || null
  const name = normaliseName(candidate.name)
  if (!email && !phone && !name) return []
  const rows = await (
    await rawQueryFor(req)
  )(
    `SELECT id, name, email, phone, links_linkedin FROM candidates
      WHERE id <> $1 AND merged_into_id IS NULL AND (lower(email) = $2 OR phone = $3 OR lower(trim(name)) = $4)
      ORDER BY id LIMIT ${MAX_MATCHES * 4}`,
    [candidate.id, email, phone, name],
  )
  return rows
    .map((row) => ({
      id: Number(row.id),
      name: row.name as string | null,
      email: row.email as string | null,
      phone: row.phone as string | null,
      links: { linkedin: row.links_linkedin as string | null },
    }))
    .filter((other) => duplicateReasons(candidate, other).length > 0)
    .slice(0, MAX_MATCHES)
    .map((other) => other.id)
}

async function writeFlags(req: PayloadRequest, id: number, possibleDuplicates: number[]) {
  await req.payload.update({
    collection: 'candidates',
    id,
    data: { possibleDuplicates },
    overrideAccess: true,
    depth: 0,
    // No `select`: other afterChange hooks of candidates read the whole stored document.
    context: { [DUPLICATES_KEPT]: true },
    req,
  })
}

/** The candidates whose flags name `id`. */
async function flaggedWith(req: PayloadRequest, id: number) {
  const { docs } = await req.payload.find({
    collection: 'candidates',
    where: { possibleDuplicates: { equals: id } },
    depth: 0,
    limit: MAX_MATCHES * 4,
    pagination: false,
    overrideAccess: true,
    select: { possibleDuplicates: true },
    req,
  })
  return docs as { id: number; possibleDuplicates?: unknown }[]
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id))

/** Brings the flags of `candidate` and of every profile it matches, or matched before, up to date. */
export async function keepDuplicateFlags(req: PayloadRequest, candidate: Candidate): Promise<number[]> {
  const matches = idOf(candidate.mergedInto) ? [] : await findDuplicates(req, candidate)
  if (!sameSet(idsOf(candidate.possibleDuplicates), matches)) await writeFlags(req, candidate.id, matches)
  const listing = await flaggedWith(req, candidate.id)
  // Those flagged with it that no longer match drop it; those that match and do not list it yet add it.
  for (const other of listing) {
    if (matches.includes(other.id)) continue
    await writeFlags(
      req,
      other.id,
      idsOf(other.possibleDuplicates).filter((id) => id !== candidate.id),
    )
  }
  for (const id of matches) {
    if (listing.some((other) => other.id === id)) continue
    const other = await req.payload.findByID({
      collection: 'candidates',
      id,
      depth: 0,
      overrideAccess: true,
      select: { possibleDuplicates: true },
      disableErrors: true,
      req,
    })
    if (other) await writeFlags(req, id, [...idsOf(other.possibleDuplicates), candidate.id])
  }
  return matches
}

/** Whether a save changed what the rules read (or merged the profile away): only then are the flags checked again. */
export function touchesDuplicateRules(before: Candidate | undefined, after: Candidate): boolean {
  if (!before) return true
  return (
    before.name !== after.name ||
    before.email !== after.email ||
    before.phone !== after.phone ||
    (before.links?.linkedin ?? null) !== (after.links?.linkedin ?? null) ||
    idOf(before.mergedInto) !== idOf(after.mergedInto)
  )
}
