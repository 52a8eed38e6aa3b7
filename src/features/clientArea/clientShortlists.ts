// The client area's reads and decisions (docs/decisions/clients.md): a contact sees their own company's open
// requirements and sent shortlists only, each candidate as features/clientArea/view.ts projects them, and decides per
// candidate. Another company's shortlist answers "not found", exactly like one that does not exist.
import { createLocalReq, type Payload } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { companyInterviews, type CompanyInterview } from '@/features/interviews'
import { recordActivity } from '@/features/leadActivity/record'
import { CANDIDATE_TIMELINE, REQUIREMENT_TIMELINE } from '@/features/leadActivity/kinds'
import { CLIENT_MOVE } from '@/features/pipeline/stages'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { getPayloadClient } from '@/lib/payload'
import { refuse, succeed, type Result } from '@/lib/result'
import { absoluteUrl, adminDocumentHref } from '@/lib/routes'

import { isId, loadCompany, loadProfiles, loadRequirement, loadShortlist, resumeIdFor, staffUser, type ShortlistDoc } from './data'
import { clientCandidates, shortlistResume, type ResumeFile } from './shortlistView'
import { decisionMail } from './mails'
import { clientMessages } from './messages'
import type { DecisionInput } from './schemas'
import type { ClientContact } from './session'
import { clientCandidate, clientResumeHref, idOf, type ClientCandidate, type ShortlistRow } from './view'

type ClientShortlist = {
  id: number
  requirement: { id: number; title: string }
  sentAt: string | null
  candidates: ClientCandidate[]
}

type ClientRequirement = {
  id: number
  title: string
  headcount: number | null
  location: string | null
  workMode: string | null
  skills: string[]
}

export type ClientOverview = {
  contact: { name: string; email: string }
  company: string
  requirements: ClientRequirement[]
  shortlists: ClientShortlist[]
  /** The company's interviews that took place: awaiting feedback, or with the feedback given. */
  interviews: CompanyInterview[]
}

/** The contact's company: its open requirements, its sent shortlists and its interviews that took place, newest first. */
export async function clientOverview(contact: ClientContact): Promise<ClientOverview> {
  const payload = await getPayloadClient()
  const [requirements, shortlists, interviews] = await Promise.all([
    payload.find({
      collection: 'requirements',
      where: { and: [{ client: { equals: contact.companyId } }, { status: { equals: 'open' } }] },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'shortlists',
      where: { and: [{ client: { equals: contact.companyId } }, { status: { equals: 'sent' } }] },
      sort: '-sentAt',
      limit: 100,
      depth: 1,
      overrideAccess: true,
      populate: { requirements: { title: true } },
    }),
    companyInterviews(payload, contact.companyId, contact.email),
  ])
  const lists: ClientShortlist[] = []
  for (const doc of shortlists.docs as unknown as (ShortlistDoc & { requirement: { id: number; title: string } | number })[]) {
    const requirement =
      typeof doc.requirement === 'object' && doc.requirement ? doc.requirement : { id: Number(doc.requirement), title: '' }
    lists.push({
      id: Number(doc.id),
      requirement: { id: Number(requirement.id), title: requirement.title },
      sentAt: doc.sentAt ?? null,
      candidates: await clientCandidates(payload, { ...doc, requirement: requirement.id }),
    })
  }
  return {
    contact: { name: contact.name, email: contact.email },
    company: contact.companyName,
    requirements: requirements.docs.map((doc) => {
      const row = doc as unknown as ClientRequirement & { skills?: string[] | null }
      return {
        id: Number(row.id),
        title: row.title,
        headcount: row.headcount ?? null,
        location: row.location ?? null,
        workMode: row.workMode ?? null,
        skills: row.skills ?? [],
      }
    }),
    shortlists: lists,
    interviews,
  }
}

const shortlistNotFound = refuse({ status: 404, error: 'not_found', msg: clientMessages.shortlistNotFound })

/** A sent shortlist of the contact's own company, or null (another company's is not told apart from none). */
async function ownShortlist(payload: Payload, contact: ClientContact, id: string): Promise<ShortlistDoc | null> {
  if (!isId(id)) return null
  const shortlist = await loadShortlist(payload, Number(id))
  if (!shortlist || shortlist.status !== 'sent' || idOf(shortlist.client) !== contact.companyId) return null
  return shortlist
}

type DecisionOutcome = { msg: string; candidate: ClientCandidate }

/**
 * The contact's decision on one candidate: stored on the shortlist row, the application moved (Interview / Rejected,
 * through the pipeline's own move, so its history, timeline and status follow), an entry on the candidate's and the
 * requirement's timelines and a mail to the recruiter. Interview and Reject are final; a question can be asked at any time before.
 */
export async function decide(contact: ClientContact, shortlistId: string, input: DecisionInput): Promise<Result<DecisionOutcome>> {
  const payload = await getPayloadClient()
  const shortlist = await ownShortlist(payload, contact, shortlistId)
  if (!shortlist) return shortlistNotFound
  const rows = shortlist.candidates ?? []
  const index = rows.findIndex((row) => String(idOf(row.candidate)) === input.candidate)
  if (index < 0) return refuse({ status: 404, error: 'not_found', msg: clientMessages.candidateNotOnShortlist })
  const row = rows[index]
  if (row.decision === 'interview' || row.decision === 'reject')
    return refuse({ status: 409, error: 'already_decided', msg: alreadyDecided(row.decision) })
  const candidateId = idOf(row.candidate)!
  const profile = (await loadProfiles(payload, [candidateId])).get(candidateId)
  if (!profile) return refuse({ status: 404, error: 'not_found', msg: clientMessages.candidateNotOnShortlist })
  const now = new Date().toISOString()
  const reason = input.decision === 'reject' ? (input.reason ?? null) : null
  const text = input.text || null
  const decided: ShortlistRow = {
    ...row,
    decision: input.decision,
    decisionReason: reason,
    decisionText: text,
    decidedAt: now,
    decidedBy: contact.email,
  }
  const requirement = await loadRequirement(payload, idOf(shortlist.requirement))
  const req = await createLocalReq({}, payload)
  await payload.update({
    collection: 'shortlists',
    id: shortlist.id,
    data: { candidates: rows.map((each, i) => (i === index ? decided : each)) } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
  const who = `${contact.name} (${contact.email}) of ${contact.companyName}`
  const wording =
    input.decision === 'interview'
      ? `${contact.companyName} would like to interview this candidate`
      : input.decision === 'reject'
        ? `${contact.companyName} rejected this candidate. Reason: ${reason}`
        : `${contact.companyName} asked a question about this candidate`
  const timelineText = [`${wording} (shortlist for ${requirement?.title ?? 'a requirement'}; ${who}).`, text ? `"${text}"` : null]
    .filter(Boolean)
    .join('\n')
  await recordActivity(
    payload,
    { leadCollection: CANDIDATE_TIMELINE, leadId: candidateId, type: 'client-feedback', text: timelineText },
    req,
  )
  if (requirement)
    await recordActivity(
      payload,
      {
        leadCollection: REQUIREMENT_TIMELINE,
        leadId: requirement.id,
        type: 'client-feedback',
        text: [`${wording.replace('this candidate', profile.name)} (${who}).`, text ? `"${text}"` : null].filter(Boolean).join('\n'),
      },
      req,
    )
  if (input.decision !== 'question')
    await moveApplication(payload, row, requirement?.opening ?? null, input.decision, who, reason, text, req)
  await tellOwner(payload, req, {
    shortlist,
    requirementTitle: requirement?.title ?? '',
    ownerId: idOf(requirement?.owner),
    contact,
    candidate: profile.name,
    input,
    reason,
    text,
  })
  const resume = await resumeIdFor(payload, decided)
  return succeed({
    msg: input.decision === 'question' ? clientMessages.questionSent : clientMessages.decisionSaved,
    candidate: clientCandidate(decided, profile, resume === null ? null : clientResumeHref(shortlist.id, candidateId)),
  })
}

const alreadyDecided = (decision: 'interview' | 'reject') =>
  decision === 'interview'
    ? 'You already asked to interview this candidate. Your recruiter will be in touch.'
    : 'You already rejected this candidate.'

/** Interview / Rejected through the pipeline's move (cms/hooks/stageHistory): history, status and timeline follow. */
async function moveApplication(
  payload: Payload,
  row: ShortlistRow,
  opening: number | { id: number } | null,
  decision: 'interview' | 'reject',
  who: string,
  reason: string | null,
  text: string | null,
  req: Awaited<ReturnType<typeof createLocalReq>>,
) {
  let applicationId = idOf(row.application)
  if (applicationId === null && idOf(opening) !== null) {
    const { docs } = await payload.find({
      collection: 'talent-applications',
      where: { and: [{ candidate: { equals: idOf(row.candidate) } }, { opening: { equals: idOf(opening) } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { stage: true },
      req,
    })
    applicationId = docs[0] ? Number(docs[0].id) : null
  }
  if (applicationId === null) return
  const note = [`Client decision by ${who}.`, reason ? `Reason: ${reason}` : null, text].filter(Boolean).join(' ')
  req.context[CLIENT_MOVE] = who
  await payload.update({
    collection: 'talent-applications',
    id: applicationId,
    // The recruiter tells the candidate in their own words: no automatic stage mail on a client's decision.
    data: { stage: decision === 'interview' ? 'interview' : 'rejected', stageNote: note, notifyCandidate: false },
    overrideAccess: true,
    depth: 0,
    req,
  })
  delete req.context[CLIENT_MOVE]
}

async function tellOwner(
  payload: Payload,
  req: Awaited<ReturnType<typeof createLocalReq>>,
  p: {
    shortlist: ShortlistDoc
    requirementTitle: string
    ownerId: number | null
    contact: ClientContact
    candidate: string
    input: DecisionInput
    reason: string | null
    text: string | null
  },
) {
  const company = await loadCompany(payload, p.contact.companyId)
  const owner =
    (await staffUser(payload, p.ownerId)) ??
    (await staffUser(payload, idOf(company?.owner))) ??
    (await staffUser(payload, idOf(p.shortlist.sentBy)))
  if (!owner?.email) return
  await queueMail(req, {
    to: owner.email,
    content: decisionMail({
      company: await companyNameVia(payload),
      client: p.contact.companyName,
      contact: p.contact.name,
      candidate: p.candidate,
      requirement: p.requirementTitle,
      decision: p.input.decision,
      reason: p.reason,
      text: p.text,
      link: absoluteUrl(adminDocumentHref('shortlists', p.shortlist.id), env().SITE_URL),
    }),
  })
}

/** The client's own resume view: only for a sent shortlist of their company. */
export async function clientResume(contact: ClientContact, shortlistId: string, candidateId: string): Promise<Result<ResumeFile>> {
  const payload = await getPayloadClient()
  const shortlist = await ownShortlist(payload, contact, shortlistId)
  if (!shortlist) return shortlistNotFound
  return shortlistResume(payload, shortlist, candidateId)
}
