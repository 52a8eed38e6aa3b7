// Reading shortlists, requirements and candidate profiles for the client area and the staff actions (Local API,
// access overridden: every caller checks who may see what before it gets here).
import type { Payload, PayloadRequest } from 'payload'

import { idOf, type CandidateProfile, type ShortlistRow } from './view'

export type ShortlistDoc = {
  id: number
  requirement: number | { id: number } | null
  client: number | { id: number } | null
  status?: 'draft' | 'sent' | null
  sentAt?: string | null
  sentBy?: number | { id: number } | null
  candidates?: ShortlistRow[] | null
}

export type RequirementDoc = {
  id: number
  title: string
  client: number | { id: number } | null
  contacts?: string[] | null
  owner?: number | { id: number } | null
  opening?: number | { id: number } | null
  status?: string | null
  location?: string | null
  workMode?: string | null
  headcount?: number | null
  skills?: string[] | null
}

export type CompanyDoc = {
  id: number
  name: string
  owner?: number | { id: number } | null
  contacts?: { name?: string | null; email?: string | null; role?: string | null }[] | null
}

const withReq = (req?: PayloadRequest) => (req ? { req } : {})

export const isId = (value: string) => /^\d{1,12}$/.test(value)

export async function loadShortlist(payload: Payload, id: number, req?: PayloadRequest): Promise<ShortlistDoc | null> {
  const doc = await payload
    .findByID({ collection: 'shortlists', id, depth: 0, overrideAccess: true, disableErrors: true, ...withReq(req) })
    .catch(() => null)
  return (doc as ShortlistDoc | null) ?? null
}

export async function loadRequirement(payload: Payload, id: number | null, req?: PayloadRequest): Promise<RequirementDoc | null> {
  if (id === null) return null
  const doc = await payload
    .findByID({ collection: 'requirements', id, depth: 0, overrideAccess: true, disableErrors: true, ...withReq(req) })
    .catch(() => null)
  return doc ?? null
}

export async function loadCompany(payload: Payload, id: number | null, req?: PayloadRequest): Promise<CompanyDoc | null> {
  if (id === null) return null
  const doc = await payload
    .findByID({ collection: 'client-companies', id, depth: 0, overrideAccess: true, disableErrors: true, ...withReq(req) })
    .catch(() => null)
  return doc ?? null
}

/** The candidates' profiles by id (only the fields a client view can ever use, plus the e-mail for consent). */
export async function loadProfiles(payload: Payload, ids: number[], req?: PayloadRequest): Promise<Map<number, CandidateProfile>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'candidates',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    select: {
      name: true,
      email: true,
      phone: true,
      headline: true,
      skills: true,
      yearsExperience: true,
      noticeDays: true,
      expectedSalary: true,
    },
    ...withReq(req),
  })
  return new Map(docs.map((doc) => [Number(doc.id), doc as unknown as CandidateProfile]))
}

/** The resume row a shortlist shows for a candidate: the one staff chose, else the candidate's newest. */
export async function resumeIdFor(payload: Payload, row: ShortlistRow, req?: PayloadRequest): Promise<number | null> {
  const chosen = idOf(row.resume)
  if (chosen !== null) return chosen
  const candidate = idOf(row.candidate)
  if (candidate === null) return null
  const { docs } = await payload.find({
    collection: 'resumes',
    where: { candidate: { equals: candidate } },
    sort: '-receivedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { receivedAt: true },
    ...withReq(req),
  })
  return docs[0] ? Number(docs[0].id) : null
}

/** A staff member's name and address, for mails and timelines. */
export async function staffUser(payload: Payload, id: number | null, req?: PayloadRequest) {
  if (id === null) return null
  const user = await payload
    .findByID({
      collection: 'users',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { name: true, email: true },
      ...withReq(req),
    })
    .catch(() => null)
  return user ? { id, name: (user as { name?: string | null }).name ?? null, email: user.email } : null
}
