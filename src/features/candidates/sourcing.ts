// Sourcing a candidate into a role (docs/decisions/talent-pool.md, "Sourcing into roles"): staff put someone from the
// talent pool on a role's pipeline. The application is created by the server as staff's: source "sourced", at
// Screening, without a resume, member account or consent (the person did not apply), and no e-mail goes to the
// candidate unless staff ask for one. A candidate is on a role's pipeline once: a second time is refused (409).
import type { PayloadRequest } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { authorOf, recordActivity } from '@/features/leadActivity/record'
import { aboutLead } from '@/features/leads/mailOutcome'
import { statusForStage } from '@/features/leadDesk/rules'
import { stageLabel } from '@/features/pipeline/stages'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { runInTransaction } from '@/lib/payloadTransaction'
import { refuse, succeed, type Result } from '@/lib/result'
import { absoluteUrl, jobHref } from '@/lib/routes'

import { sourcedCandidateMail } from './mail'

/** The stage a sourced candidate starts in: staff already chose them, so they skip Applied. */
const SOURCED_STAGE = 'screening' as const

/** The value of a talent application's `source` when staff added the candidate (the form's is "applied"). */
const SOURCED = 'sourced' as const

export type SourcingInput = { candidateId: number; openingId: number; notify: boolean }
export type Sourced = { application: number; stage: typeof SOURCED_STAGE; notified: boolean }

type Candidate = {
  id: number
  name: string
  email?: string | null
  phone?: string | null
  location?: string | null
  assignee?: unknown
  mergedInto?: unknown
}
type StaffUser = { id: number; name?: string | null; email?: string | null; role?: string | null }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/** First and last name as the applications keep them: the last word is the last name ("Meera" alone has none). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' }
  return { firstName: words.slice(0, -1).join(' ').slice(0, 100), lastName: words[words.length - 1].slice(0, 100) }
}

/** One sourcing of a candidate at a time in this process (a double click must not make two applications). */
const inProgress = new Map<number, Promise<unknown>>()
async function oneAtATime<T>(candidateId: number, work: () => Promise<T>): Promise<T> {
  const before = inProgress.get(candidateId) ?? Promise.resolve()
  const run = before.then(work, work)
  const settled = run.catch(() => undefined)
  inProgress.set(candidateId, settled)
  try {
    return await run
  } finally {
    if (inProgress.get(candidateId) === settled) inProgress.delete(candidateId)
  }
}

async function existingApplication(req: PayloadRequest, candidateId: number, openingId: number) {
  const { docs } = await req.payload.find({
    collection: 'talent-applications',
    where: { and: [{ candidate: { equals: candidateId } }, { opening: { equals: openingId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { stage: true },
    req,
  })
  return docs[0] as { id: number; stage?: keyof typeof stageLabel } | undefined
}

/** Adds the candidate to the role's pipeline at Screening, as the staff member of `req`. */
export async function addToRole(req: PayloadRequest, input: SourcingInput): Promise<Result<Sourced>> {
  const candidate = (await req.payload
    .findByID({ collection: 'candidates', id: input.candidateId, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)) as Candidate | null
  if (!candidate) return refuse({ status: 404, error: 'candidate_not_found', msg: 'This candidate no longer exists.' })
  const keptId = idOf(candidate.mergedInto)
  if (keptId)
    return refuse({
      status: 409,
      error: 'candidate_merged',
      msg: `This profile was merged into candidate #${keptId}. Add that profile to the role instead.`,
    })
  const opening = await req.payload
    .findByID({ collection: 'openings', id: input.openingId, depth: 0, req, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!opening) return refuse({ status: 404, error: 'role_not_found', msg: 'This role no longer exists.' })
  if (opening.status === 'closed')
    return refuse({ status: 409, error: 'role_closed', msg: `${opening.title} is closed. Reopen the role to add candidates to it.` })
  if (input.notify && !candidate.email)
    return refuse({
      status: 400,
      error: 'no_email',
      msg: `${candidate.name} has no e-mail address. Add it to the profile, or add them without an e-mail.`,
    })
  return oneAtATime(candidate.id, () =>
    source(req, candidate, { id: opening.id, title: opening.title ?? '', slug: opening.slug, status: opening.status }, input.notify),
  )
}

type Role = { id: number; title: string; slug?: string | null; status?: string | null }

async function source(req: PayloadRequest, candidate: Candidate, role: Role, notify: boolean): Promise<Result<Sourced>> {
  const staff = req.user as StaffUser
  return runInTransaction(
    req.payload,
    async (tx) => {
      // On PostgreSQL this takes the candidate's row lock first: a second sourcing of the same candidate (from another
      // instance) waits here until this one committed, and then finds its application.
      await tx.payload.db.updateOne({
        collection: 'candidates',
        id: candidate.id,
        data: { updatedAt: new Date().toISOString() },
        req: tx,
        returning: false,
      })
      const earlier = await existingApplication(tx, candidate.id, role.id)
      if (earlier) {
        const at = earlier.stage ? ` (at ${stageLabel[earlier.stage]})` : ''
        return refuse({
          status: 409,
          error: 'already_on_role',
          msg: `${candidate.name} is already on the pipeline for ${role.title}${at}. Open their application there instead.`,
        })
      }
      const application = await tx.payload.create({
        collection: 'talent-applications',
        data: {
          source: SOURCED,
          stage: SOURCED_STAGE,
          status: statusForStage(SOURCED_STAGE, null),
          candidate: candidate.id,
          opening: role.id,
          ...splitName(candidate.name),
          email: candidate.email || null,
          phone: candidate.phone || null,
          location: candidate.location || null,
          assignee: idOf(candidate.assignee) ?? staff.id,
          notifyState: null,
        },
        overrideAccess: true,
        depth: 0,
        // No `select`: the collection's afterChange hooks read the stored document (the candidate it names).
        req: tx,
      })
      const who = staff.name?.trim() || staff.email || `staff member #${staff.id}`
      const mailed = notify ? '; the candidate was e-mailed' : ' (no e-mail to the candidate)'
      await recordActivity(
        tx.payload,
        {
          leadCollection: 'talent-applications',
          leadId: application.id,
          type: 'stage',
          text: `Added to ${role.title} at ${stageLabel[SOURCED_STAGE]} by ${who}, from the talent pool${mailed}`,
          ...authorOf(staff),
        },
        tx,
      )
      if (notify && candidate.email) {
        const content = sourcedCandidateMail({
          roleTitle: role.title,
          roleUrl: role.status === 'open' && role.slug ? absoluteUrl(jobHref(role.slug), env().SITE_URL) : null,
          companyName: await companyNameVia(tx.payload, tx),
        })
        await queueMail(tx, { to: candidate.email, content, about: aboutLead('talent-applications', application.id, 'visitor') })
      }
      return succeed({ application: application.id, stage: SOURCED_STAGE, notified: notify })
    },
    req.user,
  )
}
