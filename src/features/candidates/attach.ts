// Every talent application belongs to one candidate (docs/decisions/talent-pool.md, "Matching"): the candidate of the
// same member account, else the one with the same e-mail (any case), else the one with the same phone number (however
// it was typed), else a new one made from the application. The application's resume becomes a row of `resumes`,
// waiting for its text to be read. Runs in the application's own transaction (its afterChange hook), under a lock, so
// that two applications from one person sent at once make one candidate, not two.
import type { PayloadRequest, Where } from 'payload'

import type { Candidate, TalentApplication } from '@/payload-types'
import { withLock } from '@/lib/payloadTransaction'

import { normaliseEmail, normalisePhone } from './phone'

/** The advisory lock every attachment takes (PostgreSQL's lock space is shared: a number no other lock uses). */
const ATTACH_LOCK = 31_000_001

/** How far a chain of merged candidates is followed to the one kept. */
const MAX_MERGE_HOPS = 10

type Ref = number | { id: number } | null | undefined

const idOf = (value: Ref): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' ? value.id : null)

/** What an application brings to its candidate. */
type ApplicationForCandidate = Pick<
  TalentApplication,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'location'
  | 'resumeFile'
  | 'resumeName'
  | 'resumeType'
  | 'resumeSize'
  | 'createdAt'
  | 'sourcePage'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
> & { member?: Ref; opening?: Ref; candidate?: Ref }

type MatchedBy = 'member' | 'email' | 'phone' | 'created' | 'given'

/**
 * The person's keys, as they are compared: member id, lower-case e-mail, E.164 phone.
 * @public for the talent pool's other paths to a candidate (a staff upload joins the matching one)
 */
export function matchKeys(application: Pick<ApplicationForCandidate, 'member' | 'email' | 'phone'>) {
  return { member: idOf(application.member), email: normaliseEmail(application.email), phone: normalisePhone(application.phone) }
}

/** The candidate kept for `id`: a merged-away candidate points at the one it was merged into. */
async function keptCandidate(req: PayloadRequest, found: Pick<Candidate, 'id' | 'mergedInto'>): Promise<number> {
  let current = found
  for (let hop = 0; hop < MAX_MERGE_HOPS; hop += 1) {
    const next = idOf(current.mergedInto)
    if (next === null || next === current.id) return current.id
    const doc = await req.payload
      .findByID({
        collection: 'candidates',
        id: next,
        depth: 0,
        overrideAccess: true,
        req,
        select: { mergedInto: true },
        disableErrors: true,
      })
      .catch(() => null)
    if (!doc) return current.id
    current = doc
  }
  return current.id
}

async function findOne(req: PayloadRequest, where: Where): Promise<Pick<Candidate, 'id' | 'mergedInto'> | null> {
  const { docs } = await req.payload.find({
    collection: 'candidates',
    where,
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { mergedInto: true },
    req,
  })
  return docs[0] ?? null
}

/**
 * The candidate this person already is, and by which key it was found; null when nobody matches.
 * @public for the talent pool's other paths to a candidate (a staff upload joins the matching one)
 */
export async function findCandidateFor(
  req: PayloadRequest,
  keys: ReturnType<typeof matchKeys>,
): Promise<{ id: number; matchedBy: Exclude<MatchedBy, 'created' | 'given'> } | null> {
  const tries: [Exclude<MatchedBy, 'created' | 'given'>, Where | null][] = [
    ['member', keys.member === null ? null : { member: { equals: keys.member } }],
    ['email', keys.email ? { email: { equals: keys.email } } : null],
    ['phone', keys.phone ? { phone: { equals: keys.phone } } : null],
  ]
  for (const [matchedBy, where] of tries) {
    if (!where) continue
    const found = await findOne(req, where)
    if (found) return { id: await keptCandidate(req, found), matchedBy }
  }
  return null
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

/** A new candidate made from the application: name, contact, location, member, and how they came (with the campaign). */
function newCandidate(application: ApplicationForCandidate, keys: ReturnType<typeof matchKeys>) {
  return {
    name: `${application.firstName} ${application.lastName}`.trim().slice(0, 200) || keys.email || 'Applicant',
    email: keys.email,
    phone: keys.phone,
    location: text(application.location)?.slice(0, 200) ?? null,
    member: keys.member,
    source: {
      kind: idOf(application.opening) === null ? ('site-application' as const) : ('role-application' as const),
      sourcePage: text(application.sourcePage),
      utmSource: text(application.utm_source),
      utmMedium: text(application.utm_medium),
      utmCampaign: text(application.utm_campaign),
    },
  }
}

/**
 * What a found candidate lacks and the application knows: the member account, e-mail, phone and location are filled
 * in, never overwritten (a recruiter's or the person's earlier value stays).
 */
async function fillGaps(req: PayloadRequest, id: number, application: ApplicationForCandidate, keys: ReturnType<typeof matchKeys>) {
  const candidate = await req.payload.findByID({
    collection: 'candidates',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    select: { member: true, email: true, phone: true, location: true },
  })
  const data: Partial<Pick<Candidate, 'member' | 'email' | 'phone' | 'location'>> = {}
  if (idOf(candidate.member) === null && keys.member !== null) data.member = keys.member
  if (!candidate.email && keys.email) data.email = keys.email
  if (!candidate.phone && keys.phone) data.phone = keys.phone
  if (!candidate.location && text(application.location)) data.location = text(application.location)!.slice(0, 200)
  // Saved even when nothing is missing: the candidate's "last activity" (updatedAt) is the new application.
  await req.payload.update({ collection: 'candidates', id, data, depth: 0, overrideAccess: true, req, select: { name: true } })
}

/** The application's resume as a row of `resumes` (once per application), its text waiting to be read. */
async function recordApplicationResume(req: PayloadRequest, candidateId: number, application: ApplicationForCandidate) {
  if (!application.resumeFile) return
  const { totalDocs } = await req.payload.count({
    collection: 'resumes',
    where: { application: { equals: application.id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await req.payload.create({
    collection: 'resumes',
    data: {
      candidate: candidateId,
      application: application.id,
      file: application.resumeFile,
      fileName: application.resumeName?.slice(0, 255) ?? null,
      fileType: application.resumeType ?? null,
      fileSize: application.resumeSize ?? null,
      receivedAt: application.createdAt,
      textStatus: 'pending',
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * Attaches a newly stored application to its candidate (found or created) and records its resume; returns the
 * candidate's id and how it was found. An application that already names its candidate (staff sourcing one into a
 * role) keeps it.
 */
export async function attachApplication(
  req: PayloadRequest,
  application: ApplicationForCandidate,
): Promise<{ candidate: number; matchedBy: MatchedBy }> {
  const given = idOf(application.candidate)
  if (given !== null) {
    await recordApplicationResume(req, given, application)
    return { candidate: given, matchedBy: 'given' }
  }
  const keys = matchKeys(application)
  const attached = await withLock(req, ATTACH_LOCK, async () => {
    const found = await findCandidateFor(req, keys)
    if (found) {
      await fillGaps(req, found.id, application, keys)
      return { candidate: found.id, matchedBy: found.matchedBy as MatchedBy }
    }
    const created = await req.payload.create({
      collection: 'candidates',
      data: newCandidate(application, keys),
      depth: 0,
      overrideAccess: true,
      req,
      select: { name: true },
    })
    return { candidate: created.id, matchedBy: 'created' as const }
  })
  await req.payload.db.updateOne({
    collection: 'talent-applications',
    id: application.id,
    data: { candidate: attached.candidate },
    req,
    returning: false,
  })
  await recordApplicationResume(req, attached.candidate, application)
  return attached
}
