// The calendar invitation of a booked interview (an iCalendar file made with the `ics` library): METHOD:REQUEST when
// it is booked or moved, METHOD:CANCEL when it is cancelled. Every version of one interview keeps its UID and has a
// higher SEQUENCE, so calendars update the event they already have instead of adding a second one. Times are written
// in UTC (every calendar shows them in its own zone); the description repeats them in India time.
import { createEvent, type Attendee } from 'ics'

import { indiaSlot, lengthInWords } from './time'

type InvitationPerson = { name?: string | null; email: string }

export type Invitation = {
  uid: string
  sequence: number
  method: 'REQUEST' | 'CANCEL'
  start: Date
  minutes: number
  title: string
  place?: string | null
  videoLink?: string | null
  /** Where the candidate manages the booking (the signed page). */
  manageUrl?: string | null
  organizer: InvitationPerson
  attendees: InvitationPerson[]
  company: string
}

/** The lines of the description: the time in India time, the length, the place or the video link. */
function invitationDescription(invitation: Invitation): string {
  return [
    invitation.method === 'CANCEL' ? 'This interview is cancelled.' : null,
    `When: ${indiaSlot(invitation.start, invitation.minutes)} (India time)`,
    `Length: ${lengthInWords(invitation.minutes)}`,
    invitation.place ? `Place: ${invitation.place}` : null,
    invitation.videoLink ? `Video call: ${invitation.videoLink}` : null,
    invitation.manageUrl && invitation.method === 'REQUEST' ? `Change or cancel: ${invitation.manageUrl}` : null,
    `Arranged by ${invitation.company}.`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** The .ics text, or an error when the library refuses the data (an address it cannot write, a title too long). */
export function invitationFile(invitation: Invitation): string {
  const start = invitation.start.getTime()
  const attendees: Attendee[] = invitation.attendees.map((person) => ({
    ...(person.name ? { name: person.name } : {}),
    email: person.email,
    rsvp: invitation.method === 'REQUEST',
    partstat: 'NEEDS-ACTION',
    role: 'REQ-PARTICIPANT',
  }))
  const { error, value } = createEvent({
    productId: `-//${invitation.company}//Interviews//EN`,
    method: invitation.method,
    uid: invitation.uid,
    sequence: invitation.sequence,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + invitation.minutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invitation.title,
    description: invitationDescription(invitation),
    ...(invitation.place || invitation.videoLink ? { location: invitation.place || invitation.videoLink || '' } : {}),
    ...(invitation.videoLink ? { url: invitation.videoLink } : {}),
    status: invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { ...(invitation.organizer.name ? { name: invitation.organizer.name } : {}), email: invitation.organizer.email },
    attendees,
  })
  if (error || !value) throw new Error(`the calendar invitation could not be written: ${error?.message ?? 'no content'}`)
  return value
}
