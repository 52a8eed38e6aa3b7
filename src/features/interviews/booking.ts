// The candidate's side (docs/decisions/interviews.md): the page of times behind the signed link, booking
// one, moving the booking to another offered time, and cancelling. Each change is one conditional update of the
// interview (booked only while still proposed; moved only from the booking the candidate saw), so of two bookings at
// once exactly one wins and the other is told what happened. The winner's invitation goes to everyone taking part.
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { runInTransaction } from '@/lib/payloadTransaction'
import { rawQueryFor } from '@/lib/rawQuery'
import { refuse, succeed, type Refusal, type Result } from '@/lib/result'

import { announce, announcementText, recordInterviewActivity } from './announce'
import { interviewMessages as words } from './messages'
import { interviewTitle, loadInterview, type InterviewRecord } from './record'
import { queueInterviewSteps } from './schedule'
import { dbNow, INTERVIEWS, returnedSequence } from './sql'
import { indiaSlot, lengthInWords } from './time'
import { readBookingToken } from './token'

/** What the booking page shows: no address of anyone, only the interview and its times in India time. */
export type BookingView = {
  title: string
  candidateName: string
  status: 'proposed' | 'booked' | 'cancelled' | 'done'
  place: string | null
  videoLink: string | null
  slots: { id: string; when: string; length: string; past: boolean }[]
  booked: { id: string; when: string; length: string } | null
  message?: string
}

const refusal = (status: Refusal['status'], error: string, msg: string) => refuse({ status, error, msg })

function bookingView(record: InterviewRecord, now = new Date()): BookingView {
  const describe = (slot: InterviewRecord['slots'][number]) => ({
    id: slot.id,
    when: indiaSlot(slot.startsAt, slot.minutes),
    length: lengthInWords(slot.minutes),
  })
  return {
    title: interviewTitle(record),
    candidateName: record.candidate.name,
    status: record.status,
    place: record.place,
    videoLink: record.videoLink,
    slots: record.slots.map((slot) => ({ ...describe(slot), past: slot.startsAt.getTime() <= now.getTime() })),
    booked: record.bookedSlot ? describe(record.bookedSlot) : null,
  }
}

/** The interview behind a booking link, or why there is none to show. */
async function interviewForToken(payload: Payload, token: string): Promise<Result<InterviewRecord>> {
  const id = readBookingToken(token, env().PAYLOAD_SECRET)
  if (id === null) return refusal(404, 'invalid_link', words.badLink)
  const record = await loadInterview(payload, id)
  if (!record) return refusal(404, 'not_found', words.gone)
  return succeed(record)
}

export async function viewBooking(payload: Payload, token: string): Promise<Result<BookingView>> {
  const found = await interviewForToken(payload, token)
  return found.ok ? succeed(bookingView(found.value)) : found
}

/**
 * Books `slotId` (`mode` "book": the interview must still be waiting for a choice) or moves the booking to it
 * (`mode` "reschedule": the interview must be booked at another time).
 */
export async function chooseSlot(
  payload: Payload,
  token: string,
  slotId: string,
  mode: 'book' | 'reschedule',
): Promise<Result<BookingView>> {
  const found = await interviewForToken(payload, token)
  if (!found.ok) return found
  const record = found.value
  if (record.status === 'cancelled') return refusal(409, 'cancelled', words.cancelled)
  if (record.status === 'done') return refusal(409, 'done', words.done)
  const slot = record.slots.find((one) => one.id === slotId)
  if (!slot) return refuse({ status: 400, error: 'validation_error', msg: words.noSlot, fields: { slot: words.noSlot } })
  if (slot.startsAt.getTime() <= Date.now()) return refusal(409, 'slot_past', words.slotPast)
  if (mode === 'book' && record.status === 'booked' && record.bookedSlot)
    return refusal(409, 'already_booked', words.alreadyBooked(indiaSlot(record.bookedSlot.startsAt, record.bookedSlot.minutes)))
  if (mode === 'reschedule' && record.status !== 'booked') return refusal(409, 'not_booked', words.notBooked)
  if (mode === 'reschedule' && record.bookedSlot?.id === slot.id) return refusal(409, 'same_slot', words.sameSlot)

  const outcome = await runInTransaction(payload, async (req) => {
    const query = await rawQueryFor(req)
    const now = dbNow(payload)
    const rows =
      mode === 'book'
        ? await query(
            `UPDATE ${INTERVIEWS} SET status = 'booked', booked_slot = $1, ics_sequence = ics_sequence + 1,
               reminder24h_sent_at = NULL, reminder2h_sent_at = NULL, updated_at = ${now}
             WHERE id = $2 AND status = 'proposed' RETURNING ics_sequence`,
            [slot.id, record.id],
          )
        : await query(
            `UPDATE ${INTERVIEWS} SET booked_slot = $1, ics_sequence = ics_sequence + 1,
               reminder24h_sent_at = NULL, reminder2h_sent_at = NULL, updated_at = ${now}
             WHERE id = $2 AND status = 'booked' AND booked_slot = $3 RETURNING ics_sequence`,
            [slot.id, record.id, record.bookedSlot?.id ?? ''],
          )
    const sequence = returnedSequence(rows)
    if (sequence === null) return null
    const fresh = { ...record, status: 'booked' as const, bookedSlot: slot, icsSequence: sequence }
    const kind = mode === 'book' ? 'booked' : 'moved'
    await announce(req, fresh, slot, kind, sequence)
    await queueInterviewSteps(req, fresh, slot, sequence)
    await recordInterviewActivity(req, fresh, announcementText(fresh, slot, kind), undefined, { onRequirement: true })
    return fresh
  })
  if (!outcome) {
    const now = await loadInterview(payload, record.id)
    if (now?.status === 'booked' && now.bookedSlot && mode === 'book')
      return refusal(409, 'already_booked', words.alreadyBooked(indiaSlot(now.bookedSlot.startsAt, now.bookedSlot.minutes)))
    return refusal(409, 'changed', words.taken)
  }
  const when = indiaSlot(slot.startsAt, slot.minutes)
  return succeed({ ...bookingView(outcome), message: mode === 'book' ? words.booked(when) : words.moved(when) })
}

/** Cancels the interview (booked or still waiting for a choice); a booked one's invitation is cancelled everywhere. */
export async function cancelInterview(
  payload: Payload,
  record: InterviewRecord,
  by: { label: string; user?: Parameters<typeof recordInterviewActivity>[3] },
): Promise<Result<InterviewRecord>> {
  if (record.status === 'cancelled' || record.status === 'done') return refusal(409, 'cannot_cancel', words.staff.cannotCancel)
  const outcome = await runInTransaction(payload, async (req) => {
    const query = await rawQueryFor(req)
    const rows = await query(
      `UPDATE ${INTERVIEWS} SET status = 'cancelled', ics_sequence = ics_sequence + 1, updated_at = ${dbNow(payload)}
       WHERE id = $1 AND status = $2 RETURNING ics_sequence`,
      [record.id, record.status],
    )
    const sequence = returnedSequence(rows)
    if (sequence === null) return null
    const fresh = { ...record, status: 'cancelled' as const, icsSequence: sequence }
    if (record.bookedSlot) {
      await announce(req, fresh, record.bookedSlot, 'cancelled', sequence)
      await recordInterviewActivity(req, fresh, announcementText(fresh, record.bookedSlot, 'cancelled', by.label), by.user, {
        onRequirement: true,
      })
    } else {
      await recordInterviewActivity(req, fresh, `Interview cancelled by ${by.label} before a time was chosen.`, by.user, {
        onRequirement: true,
      })
    }
    return fresh
  })
  return outcome ? succeed(outcome) : refusal(409, 'changed', words.taken)
}

export async function cancelByCandidate(payload: Payload, token: string): Promise<Result<BookingView>> {
  const found = await interviewForToken(payload, token)
  if (!found.ok) return found
  if (found.value.status === 'cancelled') return refusal(409, 'cancelled', words.cancelled)
  if (found.value.status === 'done') return refusal(409, 'done', words.done)
  const cancelled = await cancelInterview(payload, found.value, { label: 'the candidate' })
  return cancelled.ok ? succeed({ ...bookingView(cancelled.value), message: words.cancelledByYou }) : cancelled
}
