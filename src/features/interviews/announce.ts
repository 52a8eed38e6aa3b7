// What follows every change of a booking: the calendar invitation (same UID, the new SEQUENCE) with a mail to each
// person taking part, and an entry on the candidate's application's timeline (or the candidate's own).
import type { PayloadRequest } from 'payload'

import { companyNameVia } from '@/features/content/siteDefaults'
import { CANDIDATE_TIMELINE, REQUIREMENT_TIMELINE } from '@/features/leadActivity/kinds'
import { SYSTEM_ACTIVITY, authorOf } from '@/features/leadActivity/record'
import { siteSender } from '@/lib/email'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { absoluteUrl, interviewBookingHref } from '@/lib/routes'

import type { Invitation } from './invitation'
import { confirmationMail, invitationAttachment, type ConfirmationKind } from './mails'
import { interviewTitle, type InterviewRecord, type InterviewSlot, type Person } from './record'
import { indiaSlot } from './time'
import { bookingToken } from './token'

/** The candidate's page of times, as an absolute link for a mail. */
export const bookingLink = (id: number) => absoluteUrl(interviewBookingHref(bookingToken(id, env().PAYLOAD_SECRET)), env().SITE_URL)

/** Everyone the invitation goes to: the candidate, the client's people, the recruiter (each address once). */
export function participants(record: InterviewRecord): (Person & { candidate: boolean })[] {
  const all = [
    ...(record.candidate.email ? [{ name: record.candidate.name, email: record.candidate.email, candidate: true }] : []),
    ...record.clientPeople.map((person) => ({ ...person, candidate: false })),
    ...(record.recruiter ? [{ ...record.recruiter, candidate: false }] : []),
  ]
  return all.filter((person, index) => all.findIndex((other) => other.email === person.email) === index)
}

type StaffUser = Parameters<typeof authorOf>[0]

/**
 * A timeline entry about the interview, on the application it belongs to, or on the candidate; with `onRequirement`
 * (a booking, a cancellation, the client's feedback) also on the requirement's timeline, naming the candidate.
 */
export async function recordInterviewActivity(
  req: PayloadRequest,
  record: InterviewRecord,
  text: string,
  by?: StaffUser,
  { onRequirement = false }: { onRequirement?: boolean } = {},
) {
  const [leadCollection, leadId] = record.applicationId
    ? (['talent-applications', record.applicationId] as const)
    : ([CANDIDATE_TIMELINE, record.candidate.id] as const)
  const entries = [{ leadCollection, leadId, text }]
  if (onRequirement && record.requirementId !== null)
    entries.push({ leadCollection: REQUIREMENT_TIMELINE, leadId: record.requirementId, text: `${record.candidate.name}: ${text}` } as never)
  for (const entry of entries)
    await req.payload.create({
      collection: 'lead-activity',
      data: { ...entry, type: 'interview', ...authorOf(by ?? null) },
      overrideAccess: true,
      depth: 0,
      select: { leadCollection: true },
      context: { [SYSTEM_ACTIVITY]: true },
      req,
    })
}

/** Queues the confirmation with its invitation to every participant. */
export async function announce(
  req: PayloadRequest,
  record: InterviewRecord,
  slot: InterviewSlot,
  kind: ConfirmationKind,
  sequence: number,
) {
  const company = await companyNameVia(req.payload, req)
  const manageUrl = bookingLink(record.id)
  const people = participants(record)
  const invitation: Invitation = {
    uid: record.icsUid ?? `interview-${record.id}@${new URL(env().SITE_URL).hostname}`,
    sequence,
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    start: slot.startsAt,
    minutes: slot.minutes,
    title: `${interviewTitle(record)}: ${record.candidate.name}`,
    place: record.place,
    videoLink: record.videoLink,
    organizer: { name: company, email: siteSender().address },
    attendees: people,
    company,
  }
  for (const person of people) {
    // Only the candidate's copy carries the link to their page: it is theirs alone.
    const link = person.candidate ? manageUrl : null
    await queueMail(req, {
      to: person.email,
      content: confirmationMail(record, slot, kind, { name: person.name, manageUrl: link }, company),
      attachments: [invitationAttachment({ ...invitation, manageUrl: link })],
    })
  }
}

const activityWords: Record<ConfirmationKind, string> = {
  booked: 'Interview booked by the candidate',
  moved: 'Interview moved by the candidate',
  cancelled: 'Interview cancelled',
}

/** "Interview booked by the candidate: Tuesday, 1 December 2026, 3:00 pm to 4:00 pm IST. Invitation sent to …". */
export function announcementText(record: InterviewRecord, slot: InterviewSlot, kind: ConfirmationKind, by?: string) {
  const who = participants(record)
    .map((person) => person.email)
    .join(', ')
  const what = kind === 'cancelled' && by ? `Interview cancelled by ${by}` : activityWords[kind]
  return `${what}: ${indiaSlot(slot.startsAt, slot.minutes)}. Calendar ${kind === 'cancelled' ? 'cancellation' : 'invitation'} sent to ${who}.`
}
