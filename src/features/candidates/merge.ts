// Merging two profiles of one person (docs/decisions/talent-pool.md, "Merging two profiles"). Staff choose, field by
// field, which value the kept profile ends with; every application, resume and timeline entry of the other profile
// moves to the kept one, the other stays as it was with `mergedInto` pointing at the kept one, and both timelines say
// so. All of it is one transaction (lib/rawQuery rawTransaction): either every row moved and the merge is recorded,
// or nothing changed. Nothing is deleted, so a merge cannot lose a row.
import type { Payload, PayloadRequest } from 'payload'

import { logAccess } from '@/features/accessLog/record'
import { authorOf } from '@/features/leadActivity/record'
import { isPostgres, rawTransaction, type Statement } from '@/lib/rawQuery'
import { refuse, succeed, type Result } from '@/lib/result'

import { DUPLICATES_KEPT, keepDuplicateFlags } from './duplicates'
import { MERGE_FIELDS, defaultSide, isMergeFieldKey, type MergeField, type MergeSide } from './mergeFields'

/** The request's timeline entries name the collection this way (features/leadActivity/kinds.ts CANDIDATE_TIMELINE). */
const TIMELINE = 'candidates'

type StaffUser = { id: number; name?: string | null; email?: string | null; role?: string | null }
type CandidateRow = Record<string, unknown> & { id: number; name: string; mergedInto?: unknown; fromResume?: unknown }

export type MergeInput = { keptId: number; otherId: number; keep: Record<string, unknown> }
export type MergeOutcome = {
  kept: number
  merged: number
  moved: { applications: number; resumes: number; timelineEntries: number }
  fromOther: string[]
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** Which side each field keeps: staff's choice, else the default (the kept profile's unless it is empty). */
export function resolveChoices(
  kept: Record<string, unknown>,
  other: Record<string, unknown>,
  keep: Record<string, unknown>,
): Result<Map<MergeField, MergeSide>> {
  for (const [key, side] of Object.entries(keep)) {
    if (!isMergeFieldKey(key))
      return refuse({ status: 400, error: 'unknown_field', msg: `"${key}" is not a field of a candidate that a merge can keep.` })
    if (side !== 'this' && side !== 'other')
      return refuse({ status: 400, error: 'invalid_choice', msg: `Choose "this" or "other" for ${key}, the profile whose value to keep.` })
  }
  return succeed(
    new Map(MERGE_FIELDS.map((field) => [field, (keep[field.key] as MergeSide | undefined) ?? defaultSide(kept, other, field)])),
  )
}

/** The names in `fromResume` (fields whose value came from a resume) that belong to a merge field. */
const fromResumeOf = (field: MergeField, names: string[]) =>
  names.filter((name) => name === field.key || name === field.path || field.path.split('.')[0] === name)

/** The kept profile's "came from a resume" list after the merge: each field's marks follow the value kept. */
export function mergedFromResume(kept: CandidateRow, other: CandidateRow, choices: Map<MergeField, MergeSide>): string[] | null {
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [])
  const [keptNames, otherNames] = [list(kept.fromResume), list(other.fromResume)]
  const covered = new Set(MERGE_FIELDS.flatMap((field) => [...fromResumeOf(field, keptNames), ...fromResumeOf(field, otherNames)]))
  const names = new Set(keptNames.filter((name) => !covered.has(name)))
  for (const [field, side] of choices) for (const name of fromResumeOf(field, side === 'this' ? keptNames : otherNames)) names.add(name)
  return names.size ? [...names] : null
}

/**
 * The statements of one merge, in order. Each carries the same condition, that both profiles are still live (not
 * merged into another): if a concurrent merge took one of them, every statement does nothing, and the last one, which
 * marks the other profile merged, reports no row (the caller answers 409).
 */
function mergeStatements(
  pg: boolean,
  ids: { kept: number; other: number },
  choices: Map<MergeField, MergeSide>,
  fromResume: string[] | null,
  timeline: { kept: string; other: string; author: ReturnType<typeof authorOf>; at: string },
): Statement[] {
  const cast = (param: string, type: string) => (pg ? `CAST(${param} AS ${type})` : param)
  const live = `(SELECT count(*) FROM candidates WHERE id IN ($1, $2) AND merged_into_id IS NULL) = 2`
  const base = [ids.kept, ids.other]
  const statements: Statement[] = []
  const taken = [...choices].filter(([, side]) => side === 'other').map(([field]) => field)
  const columns = taken.flatMap((field) => (field.store === 'columns' ? field.columns : []))
  if (columns.length) {
    const set = columns.map((column) => `"${column}" = (SELECT o."${column}" FROM candidates o WHERE o.id = $2)`).join(', ')
    statements.push({ text: `UPDATE candidates SET ${set} WHERE id = $1 AND ${live}`, params: base })
  }
  for (const field of taken) {
    if (field.store === 'texts') {
      statements.push(
        { text: `DELETE FROM candidates_texts WHERE parent_id = $1 AND path = $3 AND ${live}`, params: [...base, field.textPath] },
        {
          text: `INSERT INTO candidates_texts ("order", parent_id, path, text) SELECT t."order", ${cast('$1', 'integer')}, t.path, t.text FROM candidates_texts t WHERE t.parent_id = $2 AND t.path = $3 AND ${live}`,
          params: [...base, field.textPath],
        },
      )
    } else if (field.store === 'choices') {
      statements.push(
        { text: `DELETE FROM ${field.table} WHERE parent_id = $1 AND ${live}`, params: base },
        {
          text: `INSERT INTO ${field.table} ("order", parent_id, value) SELECT t."order", ${cast('$1', 'integer')}, t.value FROM ${field.table} t WHERE t.parent_id = $2 AND ${live}`,
          params: base,
        },
      )
    }
  }
  statements.push(
    // The kept profile's "came from a resume" marks, and its suggestions (the other's when it has none pending).
    {
      text: `UPDATE candidates SET from_resume = $3, suggestions = COALESCE(suggestions, (SELECT o.suggestions FROM candidates o WHERE o.id = $2)), updated_at = $4 WHERE id = $1 AND ${live}`,
      params: [...base, fromResume ? JSON.stringify(fromResume) : null, timeline.at],
    },
    { text: `UPDATE talent_applications SET candidate_id = $1 WHERE candidate_id = $2 AND ${live}`, params: base },
    { text: `UPDATE resumes SET candidate_id = $1 WHERE candidate_id = $2 AND ${live}`, params: base },
    { text: `UPDATE lead_activity SET lead_id = $1 WHERE lead_collection = $3 AND lead_id = $2 AND ${live}`, params: [...base, TIMELINE] },
  )
  const { author, authorName, authorEmail, authorRole } = timeline.author
  // The entry's candidate is its own parameter: PostgreSQL deduces one type per parameter, and $1 and $2 are integers.
  const entry = (leadId: number, text: string): Statement => ({
    text: `INSERT INTO lead_activity (lead_collection, lead_id, type, text, author_id, author_name, author_email, author_role, created_at, updated_at)
      SELECT ${cast('$3', 'enum_lead_activity_lead_collection')}, ${cast('$11', 'numeric')}, ${cast('$4', 'enum_lead_activity_type')}, ${cast('$5', 'varchar')},
        ${cast('$6', 'integer')}, ${cast('$7', 'varchar')}, ${cast('$8', 'varchar')}, ${cast('$9', 'varchar')}, ${cast('$10', 'timestamptz')}, ${cast('$10', 'timestamptz')}
      WHERE ${live}`,
    params: [...base, TIMELINE, 'merged', text, author, authorName, authorEmail, authorRole, timeline.at, leadId],
  })
  statements.push(entry(ids.kept, timeline.kept), entry(ids.other, timeline.other), {
    text: `UPDATE candidates SET merged_into_id = $1, updated_at = $3 WHERE id = $2 AND ${live}`,
    params: [...base, timeline.at],
  })
  return statements
}

const notFound = (which: 'this' | 'other') =>
  refuse({
    status: 404,
    error: 'candidate_not_found',
    msg: which === 'this' ? 'This candidate no longer exists.' : 'The other candidate no longer exists.',
  })

async function readCandidate(req: PayloadRequest, id: number): Promise<CandidateRow | null> {
  const doc = await req.payload
    .findByID({ collection: 'candidates', id, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  return (doc as CandidateRow | null) ?? null
}

async function countRows(payload: Payload, req: PayloadRequest, otherId: number) {
  const [applications, resumes, timelineEntries] = await Promise.all([
    payload.count({ collection: 'talent-applications', where: { candidate: { equals: otherId } }, overrideAccess: true, req }),
    payload.count({ collection: 'resumes', where: { candidate: { equals: otherId } }, overrideAccess: true, req }),
    payload.count({
      collection: 'lead-activity',
      where: { and: [{ leadCollection: { equals: TIMELINE } }, { leadId: { equals: otherId } }] },
      overrideAccess: true,
      req,
    }),
  ])
  return { applications: applications.totalDocs, resumes: resumes.totalDocs, timelineEntries: timelineEntries.totalDocs }
}

/**
 * What follows a merge, outside its transaction because it is derived from the rows the merge wrote: each profile is
 * saved once through Payload (whatever its collection hooks keep, e.g. the search, sees the merge), and the duplicate
 * flags are worked out again (the other profile drops out of every list).
 */
async function afterMerge(req: PayloadRequest, keptId: number, otherId: number) {
  for (const id of [keptId, otherId]) {
    const doc = await req.payload.update({
      collection: 'candidates',
      id,
      data: {},
      overrideAccess: true,
      depth: 0,
      context: { [DUPLICATES_KEPT]: true },
      req,
    })
    await keepDuplicateFlags(req, doc)
  }
}

const alreadyMerged = (candidate: CandidateRow) =>
  refuse({
    status: 409,
    error: 'already_merged',
    msg: `${candidate.name} (candidate #${candidate.id}) was already merged into candidate #${idOf(candidate.mergedInto)}. Open that profile to merge again.`,
  })

/** Merges `otherId` into `keptId` as the staff member of `req`; the field choices are `keep` ({field: 'this' | 'other'}). */
export async function mergeCandidates(req: PayloadRequest, input: MergeInput): Promise<Result<MergeOutcome>> {
  const { keptId, otherId } = input
  if (keptId === otherId) return refuse({ status: 400, error: 'same_candidate', msg: 'Choose two different candidates to merge.' })
  const kept = await readCandidate(req, keptId)
  if (!kept) return notFound('this')
  const other = await readCandidate(req, otherId)
  if (!other) return notFound('other')
  if (idOf(kept.mergedInto)) return alreadyMerged(kept)
  if (idOf(other.mergedInto)) return alreadyMerged(other)
  const choices = resolveChoices(kept, other, input.keep)
  if (!choices.ok) return choices
  const payload = req.payload
  const moved = await countRows(payload, req, otherId)
  const staff = req.user as StaffUser
  const who = staff.name?.trim() || staff.email || `staff member #${staff.id}`
  const fromOther = [...choices.value].filter(([, side]) => side === 'other').map(([field]) => field)
  const keptText = [
    `Merged with ${other.name} (candidate #${other.id}) by ${who}.`,
    `Moved here: ${plural(moved.applications, 'application')}, ${plural(moved.resumes, 'resume')}, ${plural(moved.timelineEntries, 'timeline entry', 'timeline entries')}.`,
    fromOther.length
      ? `Kept from that profile: ${fromOther.map((field) => field.label).join(', ')}.`
      : 'Every field kept this profile’s value.',
  ].join(' ')
  const otherText = `Merged into ${kept.name} (candidate #${kept.id}) by ${who}: its applications, resumes and timeline are there now. This profile is kept as it was, for the record.`
  const statements = mergeStatements(
    isPostgres(payload),
    { kept: keptId, other: otherId },
    choices.value,
    mergedFromResume(kept, other, choices.value),
    { kept: keptText, other: otherText, author: authorOf(staff), at: new Date().toISOString() },
  )
  const counts = await rawTransaction(payload, statements)
  if (counts[counts.length - 1] !== 1)
    return refuse({
      status: 409,
      error: 'merged_meanwhile',
      msg: 'One of the two profiles was merged by someone else meanwhile. Reload the page.',
    })
  await afterMerge(req, keptId, otherId)
  await logAccess(
    payload,
    { user: req.user, action: 'merge', subject: `${other.name} (candidate #${other.id}) into ${kept.name} (candidate #${kept.id})` },
    req,
  )
  return succeed({ kept: keptId, merged: otherId, moved, fromOther: fromOther.map((field) => field.key) })
}
