// What staff do with a shortlist (docs/decisions/clients.md): pick candidates from the requirement's pipeline, see
// exactly what the client will see (with each candidate's consent), ask a candidate for consent by e-mail, and send.
// A send is refused while any candidate lacks a live consent for this client; each share is logged.
import type { Payload, PayloadRequest } from 'payload'

import { logAccess } from '@/features/accessLog/record'
import { companyNameVia } from '@/features/content/siteDefaults'
import { authorOf, recordActivity } from '@/features/leadActivity/record'
import { CANDIDATE_TIMELINE, REQUIREMENT_TIMELINE } from '@/features/leadActivity/kinds'
import { stageLabel, isStage } from '@/features/pipeline/stages'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { refuse, succeed, type Result } from '@/lib/result'
import { absoluteUrl } from '@/lib/routes'

import { CONSENT_LINK_DAYS, consentToken, hasSharingConsent } from './consent'
import { clientCandidates } from './shortlistView'
import { loadCompany, loadProfiles, loadRequirement, loadShortlist, resumeIdFor } from './data'
import { consentRequestMail, shortlistSentMail } from './mails'
import { clientAreaRoutes } from './routes'
import { fieldsShown, idOf, type ClientCandidate } from './view'

type Staff = { id: number | string; name?: string | null; email?: string | null; role?: string | null }

const notFound = refuse({ status: 404, error: 'not_found', msg: 'This shortlist was not found.' })

async function context(payload: Payload, id: number, req?: PayloadRequest) {
  const shortlist = await loadShortlist(payload, id, req)
  if (!shortlist) return null
  const requirement = await loadRequirement(payload, idOf(shortlist.requirement), req)
  const company = await loadCompany(payload, idOf(requirement?.client ?? shortlist.client), req)
  return { shortlist, requirement, company }
}

type PreviewCandidate = ClientCandidate & { fullName: string; consent: boolean; sharedBefore: boolean }

export type ShortlistPreview = {
  client: string
  requirement: string
  status: 'draft' | 'sent'
  sentAt: string | null
  contacts: { name: string; email: string }[]
  candidates: PreviewCandidate[]
}

/** Exactly the client's view of each candidate, with what staff need besides: the full name and the consent. */
export async function previewShortlist(payload: Payload, id: number): Promise<Result<ShortlistPreview>> {
  const found = await context(payload, id)
  if (!found || !found.company) return notFound
  const { shortlist, requirement, company } = found
  const views = await clientCandidates(payload, shortlist)
  const profiles = await loadProfiles(
    payload,
    views.map((view) => view.candidate),
  )
  const candidates: PreviewCandidate[] = []
  for (const view of views) {
    const shared = await payload.count({
      collection: 'candidate-shares',
      where: { and: [{ candidate: { equals: view.candidate } }, { shortlist: { equals: shortlist.id } }] },
      overrideAccess: true,
    })
    candidates.push({
      ...view,
      // The staff preview shows the resume through the staff endpoint (same file the client gets).
      resume: view.resume ? { ...view.resume, href: staffResumeHref(shortlist.id, view.candidate) } : null,
      fullName: profiles.get(view.candidate)?.name ?? view.name,
      consent: await hasSharingConsent(payload, view.candidate, company.id),
      sharedBefore: shared.totalDocs > 0,
    })
  }
  return succeed({
    client: company.name,
    requirement: requirement?.title ?? '',
    status: shortlist.status === 'sent' ? 'sent' : 'draft',
    sentAt: shortlist.sentAt ?? null,
    contacts: reviewers(requirement?.contacts ?? [], company.contacts ?? []),
    candidates,
  })
}

const staffResumeHref = (shortlistId: number, candidateId: number) => `/cms-api/shortlists/${shortlistId}/resume/${candidateId}`

/** The requirement's reviewing contacts, with their names from the company's contacts. */
function reviewers(emails: string[], contacts: { name?: string | null; email?: string | null }[]) {
  return emails
    .map((email) => email.toLowerCase())
    .map((email) => ({ email, name: contacts.find((contact) => contact.email?.toLowerCase() === email)?.name ?? email }))
}

export type PipelineEntry = { application: number; candidate: number; name: string; stage: string; onShortlist: boolean }

/** The applications of the requirement's published opening: the pipeline staff pick from. */
export async function shortlistPipeline(payload: Payload, id: number): Promise<Result<PipelineEntry[]>> {
  const found = await context(payload, id)
  if (!found) return notFound
  const opening = idOf(found.requirement?.opening)
  if (opening === null) return succeed([])
  const { docs } = await payload.find({
    collection: 'talent-applications',
    where: { and: [{ opening: { equals: opening } }, { candidate: { exists: true } }] },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { candidate: true, stage: true, fullName: true, firstName: true, lastName: true },
  })
  const onList = new Set((found.shortlist.candidates ?? []).map((row) => idOf(row.candidate)))
  return succeed(
    docs.map((doc) => {
      const row = doc as unknown as {
        id: number
        candidate: number | null
        stage?: string
        firstName?: string
        lastName?: string
        fullName?: string
      }
      return {
        application: Number(row.id),
        candidate: Number(row.candidate),
        name: row.fullName || [row.firstName, row.lastName].filter(Boolean).join(' '),
        stage: isStage(row.stage) ? stageLabel[row.stage] : '',
        onShortlist: onList.has(Number(row.candidate)),
      }
    }),
  )
}

/** Adds the chosen applications' candidates (each once), the resume masked and contact details off. */
export async function pickFromPipeline(req: PayloadRequest, id: number, applicationIds: number[]): Promise<Result<{ added: number }>> {
  const { payload } = req
  const pipeline = await shortlistPipeline(payload, id)
  if (!pipeline.ok) return pipeline
  const chosen = pipeline.value.filter((entry) => applicationIds.includes(entry.application) && !entry.onShortlist)
  if (!chosen.length)
    return refuse({
      status: 400,
      error: 'nothing_chosen',
      msg: 'Choose at least one candidate from the pipeline who is not on the shortlist yet.',
    })
  const shortlist = (await loadShortlist(payload, id, req))!
  const seen = new Set<number>()
  const rows = chosen
    .filter((entry) => !seen.has(entry.candidate) && seen.add(entry.candidate))
    .map((entry) => ({ candidate: entry.candidate, application: entry.application, maskResume: true }))
  await payload.update({
    collection: 'shortlists',
    id,
    data: { candidates: [...(shortlist.candidates ?? []), ...rows] } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
  return succeed({ added: rows.length })
}

/** Mails the candidate the one-click consent link for this shortlist's client. */
export async function askForConsent(req: PayloadRequest, id: number, candidateId: number): Promise<Result<{ msg: string }>> {
  const { payload } = req
  const found = await context(payload, id, req)
  if (!found || !found.company) return notFound
  const row = (found.shortlist.candidates ?? []).find((each) => idOf(each.candidate) === candidateId)
  if (!row) return refuse({ status: 404, error: 'not_found', msg: 'This candidate is not on this shortlist.' })
  const profile = (await loadProfiles(payload, [candidateId], req)).get(candidateId)
  if (!profile?.email)
    return refuse({ status: 400, error: 'no_email', msg: 'This candidate has no e-mail address. Add one to their profile first.' })
  const token = consentToken(profile.email, candidateId, found.company.id)
  await queueMail(req, {
    to: profile.email,
    content: consentRequestMail({
      company: await companyNameVia(payload, req),
      candidate: profile.name,
      client: found.company.name,
      requirement: found.requirement?.title ?? '',
      link: absoluteUrl(`${clientAreaRoutes.consent}?token=${encodeURIComponent(token)}`, env().SITE_URL),
      days: CONSENT_LINK_DAYS,
    }),
  })
  const staff = req.user as Staff | null
  await recordActivity(
    payload,
    {
      leadCollection: CANDIDATE_TIMELINE,
      leadId: candidateId,
      type: 'mail',
      text: `Asked for consent to share the profile with ${found.company.name} (${found.requirement?.title ?? 'shortlist'}).`,
      ...authorOf(staff ? { id: Number(staff.id), name: staff.name, email: staff.email, role: staff.role } : null),
    },
    req,
  )
  return succeed({ msg: `We e-mailed ${profile.name} a link to give consent.` })
}

export type SendOutcome = { msg: string; shared: number; contacts: string[] }

/**
 * Sends the shortlist: refused (409, naming each candidate) while one has no live consent for this client; then each
 * candidate's share is logged, the shortlist marked sent, every reviewing contact mailed a link to /client.
 */
export async function sendShortlist(req: PayloadRequest, id: number): Promise<Result<SendOutcome>> {
  const { payload } = req
  const found = await context(payload, id, req)
  if (!found || !found.company) return notFound
  const { shortlist, requirement, company } = found
  const rows = shortlist.candidates ?? []
  if (!rows.length) return refuse({ status: 400, error: 'empty', msg: 'Add at least one candidate to the shortlist before sending it.' })
  const contacts = reviewers(requirement?.contacts ?? [], company.contacts ?? [])
  if (!contacts.length)
    return refuse({
      status: 400,
      error: 'no_contacts',
      msg: 'Name at least one client contact on the requirement who reviews its shortlists, then send.',
    })
  const profiles = await loadProfiles(payload, rows.map((row) => idOf(row.candidate)!).filter(Boolean), req)
  const missing: string[] = []
  for (const row of rows) {
    const candidateId = idOf(row.candidate)!
    if (!(await hasSharingConsent(payload, candidateId, company.id, req)))
      missing.push(profiles.get(candidateId)?.name ?? `candidate #${candidateId}`)
  }
  if (missing.length)
    return refuse({
      status: 409,
      error: 'consent_missing',
      msg: `${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} not agreed to share ${missing.length === 1 ? 'their profile' : 'their profiles'} with ${company.name}. Ask for consent first; nothing was sent.`,
    })
  const staff = req.user as Staff
  const now = new Date().toISOString()
  let shared = 0
  for (const row of rows) {
    const candidateId = idOf(row.candidate)!
    const before = await payload.count({
      collection: 'candidate-shares',
      where: { and: [{ candidate: { equals: candidateId } }, { shortlist: { equals: shortlist.id } }] },
      overrideAccess: true,
      req,
    })
    if (before.totalDocs) continue
    const hasResume = (await resumeIdFor(payload, row, req)) !== null
    await payload.create({
      collection: 'candidate-shares',
      data: {
        candidate: candidateId,
        client: company.id,
        shortlist: shortlist.id,
        summary: `${profiles.get(candidateId)?.name ?? 'Candidate'} to ${company.name}`,
        fields: fieldsShown(row, hasResume),
        sharedBy: Number(staff.id),
        at: now,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await recordActivity(
      payload,
      {
        leadCollection: CANDIDATE_TIMELINE,
        leadId: candidateId,
        type: 'shared',
        text: `Profile sent to ${company.name} on the shortlist for ${requirement?.title ?? 'a requirement'}. Shown: ${fieldsShown(row, hasResume).join(', ')}.`,
        ...authorOf({ id: Number(staff.id), name: staff.name, email: staff.email, role: staff.role }),
      },
      req,
    )
    await logAccess(
      payload,
      {
        user: req.user,
        action: 'share',
        subject: `${profiles.get(candidateId)?.name ?? 'A candidate'} (candidate #${candidateId})`,
        detail: `Sent to ${company.name} on the shortlist for ${requirement?.title ?? 'a requirement'}. Shown: ${fieldsShown(row, hasResume).join(', ')}.`,
      },
      req,
    )
    shared++
  }
  if (requirement)
    await recordActivity(
      payload,
      {
        leadCollection: REQUIREMENT_TIMELINE,
        leadId: requirement.id,
        type: 'shared',
        text: `Shortlist of ${rows.length} sent to ${contacts.map((contact) => `${contact.name} (${contact.email})`).join(', ')}: ${rows.map((row) => profiles.get(idOf(row.candidate)!)?.name ?? 'a candidate').join(', ')}.`,
        ...authorOf({ id: Number(staff.id), name: staff.name, email: staff.email, role: staff.role }),
      },
      req,
    )
  await payload.update({
    collection: 'shortlists',
    id: shortlist.id,
    data: { status: 'sent', sentAt: now, sentBy: Number(staff.id) } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
  const agency = await companyNameVia(payload, req)
  for (const contact of contacts)
    await queueMail(req, {
      to: contact.email,
      content: shortlistSentMail({
        company: agency,
        contactName: contact.name,
        requirement: requirement?.title ?? 'your requirement',
        count: rows.length,
        link: absoluteUrl(clientAreaRoutes.home, env().SITE_URL),
      }),
    })
  return succeed({
    msg: `Shortlist sent to ${contacts.map((contact) => contact.name).join(', ')}.`,
    shared,
    contacts: contacts.map((contact) => contact.email),
  })
}
