// The interview's e-mails, in the words each reader needs: the candidate's choice of times, the confirmation (with the
// calendar invitation) to everyone taking part, the reminders, and the client's request for feedback.
import { composeMail, type MailContent } from '@/lib/mailContent'
import type { MailAttachment } from '@/lib/mailQueue'

import { invitationFile, type Invitation } from './invitation'
import { interviewTitle, type InterviewRecord, type InterviewSlot } from './record'
import { indiaSlot, lengthInWords } from './time'

const where = (record: InterviewRecord): [string, string | null][] => [
  ['Place', record.place],
  ['Video call', record.videoLink],
]

const hello = (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,')

/** The candidate's mail with the link to the page of times. */
export function slotsMail(record: InterviewRecord, link: string, company: string): MailContent {
  return composeMail({
    subject: `Choose a time for your interview${record.clientName ? ` with ${record.clientName}` : ''}`,
    heading: hello(record.candidate.name),
    paragraphs: [
      `${interviewTitle(record)}: please choose the time that suits you best. Times are in India time (IST).`,
      'Once you choose, everyone taking part gets a calendar invitation. You can change the time or cancel from the same page.',
    ],
    rows: [
      ...record.slots.map((slot, index): [string, string] => [`Time ${index + 1}`, indiaSlot(slot.startsAt, slot.minutes)]),
      ...where(record),
    ],
    link: { text: 'Choose your interview time', href: link },
    footer: `${company}. Reply to this e-mail if none of these times works for you.`,
  })
}

export type ConfirmationKind = 'booked' | 'moved' | 'cancelled'

const confirmationWords: Record<ConfirmationKind, { subject: string; first: string }> = {
  booked: { subject: 'Interview booked', first: 'The interview is booked.' },
  moved: { subject: 'Interview moved', first: 'The interview has a new time.' },
  cancelled: { subject: 'Interview cancelled', first: 'The interview is cancelled.' },
}

/** The mail everyone taking part gets when the interview is booked, moved or cancelled; the invitation rides along. */
export function confirmationMail(
  record: InterviewRecord,
  slot: InterviewSlot,
  kind: ConfirmationKind,
  reader: { name: string | null; manageUrl?: string | null },
  company: string,
): MailContent {
  const words = confirmationWords[kind]
  return composeMail({
    subject: `${words.subject}: ${record.candidate.name}, ${indiaSlot(slot.startsAt, slot.minutes)}`,
    heading: hello(reader.name),
    paragraphs: [
      `${words.first} ${interviewTitle(record)} with ${record.candidate.name}.`,
      kind === 'cancelled'
        ? 'The attached calendar file removes it from your calendar.'
        : 'The attached calendar invitation adds it to your calendar (or updates the one you have).',
    ],
    rows: [['When', indiaSlot(slot.startsAt, slot.minutes)], ['Length', lengthInWords(slot.minutes)], ...where(record)],
    ...(reader.manageUrl && kind !== 'cancelled' ? { link: { text: 'Change the time or cancel', href: reader.manageUrl } } : {}),
    footer: `${company}.`,
  })
}

/** The .ics attachment of an invitation. */
export function invitationAttachment(invitation: Invitation): MailAttachment {
  return {
    filename: invitation.method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
    content: invitationFile(invitation),
    contentType: `text/calendar; method=${invitation.method}; charset=utf-8`,
  }
}

export type ReminderKind = '24h' | '2h'

/** A reminder a day or two hours before. */
export function reminderMail(
  record: InterviewRecord,
  slot: InterviewSlot,
  kind: ReminderKind,
  reader: { name: string | null; manageUrl?: string | null },
  company: string,
): MailContent {
  const when = kind === '24h' ? 'tomorrow' : 'in two hours'
  return composeMail({
    subject: `Reminder: interview ${when}, ${indiaSlot(slot.startsAt, slot.minutes)}`,
    heading: hello(reader.name),
    paragraphs: [`A reminder: ${interviewTitle(record)} with ${record.candidate.name} is ${when}.`],
    rows: [['When', indiaSlot(slot.startsAt, slot.minutes)], ...where(record)],
    ...(reader.manageUrl ? { link: { text: 'Change the time or cancel', href: reader.manageUrl } } : {}),
    footer: `${company}.`,
  })
}

/** The client's request for feedback after the interview, with the one-click page. */
export function feedbackMail(record: InterviewRecord, slot: InterviewSlot, reader: { name: string | null }, link: string, company: string) {
  return composeMail({
    subject: `How did the interview with ${record.candidate.name} go?`,
    heading: hello(reader.name),
    paragraphs: [
      `${interviewTitle(record)} with ${record.candidate.name} took place on ${indiaSlot(slot.startsAt, slot.minutes)}.`,
      'Tell us in one click whether to move forward with this candidate, or why they are not a fit.',
    ],
    link: { text: 'Give your feedback', href: link },
    footer: `${company}.`,
  })
}
