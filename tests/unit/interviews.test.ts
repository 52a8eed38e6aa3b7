// Interviews booked by the candidate (features/interviews): India-time wording, the signed links, and the calendar
// invitation read back with a real iCalendar parser (ical.js).
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { invitationFile, type Invitation } from '@/features/interviews/invitation'
import { fromIndiaTime, indiaDateTime, indiaSlot, lengthInWords } from '@/features/interviews/time'
import { bookingToken, feedbackToken, readBookingToken, readFeedbackToken } from '@/features/interviews/token'

const SECRET = 'unit-test-secret-unit-test-secret'

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[])
  const event = calendar.getFirstSubcomponent('vevent')
  if (!event) throw new Error('no event')
  return { calendar, event }
}

describe('interview times', () => {
  it('read a date and a time in India time as the instant, and write it out in India time', () => {
    const start = fromIndiaTime('2026-12-01', '15:00')
    expect(start?.toISOString()).toBe('2026-12-01T09:30:00.000Z')
    expect(indiaDateTime(start!)).toBe('Tuesday, 1 December 2026, 3:00 pm IST')
    expect(indiaSlot(start!, 90)).toBe('Tuesday, 1 December 2026, 3:00 pm to 4:30 pm IST')
    expect(indiaDateTime(new Date('2026-12-01T18:45:00Z'))).toBe('Wednesday, 2 December 2026, 12:15 am IST')
    expect(lengthInWords(90)).toBe('1 hour 30 minutes')
    expect(lengthInWords(45)).toBe('45 minutes')
  })

  it('refuse dates and times that are not', () => {
    expect(fromIndiaTime('2026-02-30', '10:00')).toBeNull()
    expect(fromIndiaTime('2026-12-01', '25:00')).toBeNull()
    expect(fromIndiaTime('1 Dec', '10:00')).toBeNull()
  })
})

describe('interview links', () => {
  it('open the interview they were made for, and nothing once altered or made with another secret', () => {
    const token = bookingToken(42, SECRET)
    expect(readBookingToken(token, SECRET)).toBe(42)
    expect(readBookingToken(token.toUpperCase(), SECRET)).toBe(42)
    expect(readBookingToken(token.replace('i42x', 'i43x'), SECRET)).toBeNull()
    expect(readBookingToken(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`, SECRET)).toBeNull()
    expect(readBookingToken(token, `${SECRET}x`)).toBeNull()
    expect(readBookingToken('anything', SECRET)).toBeNull()
  })

  it('name the contact a feedback link was made for, and cannot be moved to another address', () => {
    const token = feedbackToken(7, 'Ravi@Client.example.in', SECRET)
    expect(readFeedbackToken(token, SECRET)).toEqual({ interview: 7, email: 'ravi@client.example.in' })
    const other = Buffer.from('mallory@client.example.in').toString('hex')
    expect(readFeedbackToken(token.replace(/x[0-9a-f]+x/, `x${other}x`), SECRET)).toBeNull()
    expect(readFeedbackToken(bookingToken(7, SECRET), SECRET)).toBeNull()
  })
})

describe('the calendar invitation', () => {
  const base: Invitation = {
    uid: 'interview-9-abc@example.in',
    sequence: 1,
    method: 'REQUEST',
    start: fromIndiaTime('2026-12-01', '15:00')!,
    minutes: 60,
    title: 'Interview for Java developer at Acme: Asha Rao',
    place: 'Acme office, Baner, Pune',
    videoLink: null,
    manageUrl: 'https://example.in/interview/i9x0',
    organizer: { name: 'Pune Talent Works', email: 'hello@example.in' },
    attendees: [
      { name: 'Asha Rao', email: 'asha@example.in' },
      { name: null, email: 'ravi@acme.example.in' },
    ],
    company: 'Pune Talent Works',
  }

  it('is a REQUEST in UTC with the India time written in the description', () => {
    const { calendar, event } = parse(invitationFile(base))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const parsed = new ICAL.Event(event)
    expect(parsed.uid).toBe(base.uid)
    expect(parsed.sequence).toBe(1)
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z')
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-01T10:30:00.000Z')
    expect(parsed.startDate.zone?.tzid).toBe('UTC')
    expect(parsed.description).toContain('When: Tuesday, 1 December 2026, 3:00 pm to 4:00 pm IST (India time)')
    expect(parsed.location).toBe('Acme office, Baner, Pune')
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED')
    const attendees = parsed.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())
    expect(attendees).toEqual(['mailto:asha@example.in', 'mailto:ravi@acme.example.in'])
  })

  it('is a CANCEL under the same UID with a higher SEQUENCE when cancelled', () => {
    const { calendar, event } = parse(invitationFile({ ...base, method: 'CANCEL', sequence: 2 }))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    const parsed = new ICAL.Event(event)
    expect(parsed.uid).toBe(base.uid)
    expect(parsed.sequence).toBe(2)
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED')
  })
})
