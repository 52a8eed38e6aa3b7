// One interview as this feature works with it: its slots as instants, the candidate, the client's people and the
// recruiter, read once with the relationships it needs.
import type { Payload, PayloadRequest } from 'payload'

type InterviewStatus = 'proposed' | 'booked' | 'cancelled' | 'done'

export type InterviewSlot = { id: string; startsAt: Date; minutes: number }

export type Person = { name: string | null; email: string }

export type InterviewRecord = {
  id: number
  status: InterviewStatus
  slots: InterviewSlot[]
  bookedSlot: InterviewSlot | null
  icsUid: string | null
  icsSequence: number
  place: string | null
  videoLink: string | null
  candidate: { id: number; name: string; email: string | null }
  applicationId: number | null
  requirementId: number | null
  requirementTitle: string | null
  clientName: string | null
  /** The client's interviewers and the requirement's reviewing contacts, once each. */
  clientPeople: Person[]
  /** The application's assignee, else the requirement's recruiter. */
  recruiter: Person | null
  feedback: { decision: string | null; reason: string | null; at: string | null; by: string | null }
}

type Related<T> = number | T | null | undefined
type UserRow = { name?: string | null; email?: string | null }
type ContactRow = { name?: string | null; email?: string | null }
type Row = {
  id: number
  status?: string | null
  slots?: { id?: string | null; startsAt?: string | null; minutes?: number | null }[] | null
  bookedSlot?: string | null
  icsUid?: string | null
  icsSequence?: number | null
  place?: string | null
  videoLink?: string | null
  interviewers?: string[] | null
  candidate: Related<{ id: number; name?: string | null; email?: string | null }>
  application?: Related<{ id: number; assignee?: Related<UserRow> }>
  requirement?: Related<{ id: number; title?: string | null; contacts?: string[] | null; owner?: Related<UserRow> }>
  client?: Related<{ name?: string | null; contacts?: ContactRow[] | null }>
  feedback?: { decision?: string | null; reason?: string | null; at?: string | null; by?: string | null } | null
}

const object = <T>(value: Related<T>): T | null => (value && typeof value === 'object' ? value : null)
const idOf = (value: Related<{ id: number }>) => (typeof value === 'number' ? value : (object(value)?.id ?? null))

const person = (user: UserRow | null): Person | null =>
  user?.email ? { name: user.name?.trim() || null, email: user.email.toLowerCase() } : null

function toInterviewRecord(row: Row): InterviewRecord {
  const slots = (row.slots ?? [])
    .filter((slot) => slot.id && slot.startsAt)
    .map((slot) => ({ id: String(slot.id), startsAt: new Date(String(slot.startsAt)), minutes: slot.minutes || 60 }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
  const candidate = object(row.candidate)
  const application = object(row.application)
  const requirement = object(row.requirement)
  const client = object(row.client)
  const names = new Map((client?.contacts ?? []).filter((c) => c.email).map((c) => [String(c.email).toLowerCase(), c.name ?? null]))
  const addresses = [...(row.interviewers ?? []), ...(requirement?.contacts ?? [])].map((email) => email.trim().toLowerCase())
  const clientPeople = [...new Set(addresses.filter((email) => email.includes('@')))].map((email) => ({
    email,
    name: names.get(email) ?? null,
  }))
  return {
    id: row.id,
    status: (row.status ?? 'proposed') as InterviewStatus,
    slots,
    bookedSlot: slots.find((slot) => slot.id === row.bookedSlot) ?? null,
    icsUid: row.icsUid ?? null,
    icsSequence: row.icsSequence ?? 0,
    place: row.place?.trim() || null,
    videoLink: row.videoLink?.trim() || null,
    candidate: {
      id: idOf(row.candidate) ?? 0,
      name: candidate?.name?.trim() || 'Candidate',
      email: candidate?.email?.toLowerCase() ?? null,
    },
    applicationId: idOf(row.application),
    requirementId: idOf(row.requirement),
    requirementTitle: requirement?.title ?? null,
    clientName: client?.name ?? null,
    clientPeople,
    recruiter: person(object(application?.assignee)) ?? person(object(requirement?.owner)),
    feedback: {
      decision: row.feedback?.decision ?? null,
      reason: row.feedback?.reason ?? null,
      at: row.feedback?.at ?? null,
      by: row.feedback?.by ?? null,
    },
  }
}

/** The interview with what this feature needs of its relationships, or null when there is none with this id. */
export async function loadInterview(payload: Payload, id: number, req?: PayloadRequest): Promise<InterviewRecord | null> {
  const row = await payload
    .findByID({ collection: 'interviews', id, depth: 2, overrideAccess: true, disableErrors: true, ...(req ? { req } : {}) })
    .catch(() => null)
  return row ? toInterviewRecord(row) : null
}

/** What the interview is for, in a subject line: "Interview for Java developer at Acme". */
export function interviewTitle(record: InterviewRecord): string {
  const role = record.requirementTitle ? ` for ${record.requirementTitle}` : ''
  const at = record.clientName ? ` at ${record.clientName}` : ''
  return `Interview${role}${at}`
}
