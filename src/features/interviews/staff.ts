// Staff's side: proposing the times of an interview and sending them to the candidate, and cancelling it. Sending
// again after a booking offers the new times and releases the booking (its invitation is cancelled, same UID, higher
// SEQUENCE); the candidate's next choice sends a new invitation under the same UID.
import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { companyNameVia } from '@/features/content/siteDefaults'
import { env } from '@/lib/env'
import { queueMail } from '@/lib/mailQueue'
import { refuse, succeed, type Result } from '@/lib/result'

import { announce, announcementText, bookingLink, recordInterviewActivity } from './announce'
import { cancelInterview } from './booking'
import { slotsMail } from './mails'
import { interviewMessages } from './messages'
import { loadInterview, type InterviewRecord } from './record'
import { fromIndiaTime, indiaSlot } from './time'

const words = interviewMessages.staff

const slotInput = z.object({
  date: z.string({ message: words.badSlot }),
  time: z.string({ message: words.badSlot }),
  minutes: z.coerce.number({ message: words.badSlot }).int(words.badSlot).min(15, words.badSlot).max(480, words.badSlot),
})

/** POST /cms-api/interviews/:id/send: optional new times in India time, place, video link and client interviewers. */
export const sendSlotsBody = z.object({
  slots: z.array(slotInput, { message: words.badSlot }).max(10, words.tooManySlots).optional(),
  place: z.string().trim().max(300).optional(),
  videoLink: z.string().trim().max(500).optional(),
  interviewers: z.array(z.string().trim().toLowerCase().email('Enter each interviewer’s e-mail address.')).max(20).optional(),
})

type StaffUser = NonNullable<PayloadRequest['user']>

const staffName = (user: StaffUser) => {
  const person = user as { name?: string | null; email?: string | null }
  return person.name?.trim() || person.email || 'staff'
}

const refusal = (status: 400 | 404 | 409, msg: string) => refuse({ status, error: status === 404 ? 'not_found' : 'refused', msg })

export async function sendSlots(req: PayloadRequest & { user: StaffUser }, id: number, body: z.infer<typeof sendSlotsBody>) {
  const { payload } = req
  const before = await loadInterview(payload, id, req)
  if (!before) return refusal(404, words.notFound)
  if (!before.candidate.email) return refusal(400, words.noCandidateEmail)
  const slots = body.slots?.map((slot) => ({ startsAt: fromIndiaTime(slot.date, slot.time), minutes: slot.minutes }))
  if (slots?.some((slot) => !slot.startsAt)) return refusal(400, words.badSlot)
  const offered = slots ? slots.map((slot) => ({ startsAt: slot.startsAt as Date, minutes: slot.minutes })) : before.slots
  if (!offered.length) return refusal(400, words.noSlots)
  if (offered.some((slot) => slot.startsAt.getTime() <= Date.now())) return refusal(400, words.slotInPast)

  const wasBooked = before.status === 'booked' && before.bookedSlot ? before.bookedSlot : null
  const icsUid = before.icsUid ?? `interview-${id}-${randomBytes(6).toString('hex')}@${new URL(env().SITE_URL).hostname}`
  const sequence = before.icsSequence + (wasBooked ? 1 : 0)
  await payload.update({
    collection: 'interviews',
    id,
    data: {
      ...(slots ? { slots: offered.map((slot) => ({ startsAt: slot.startsAt.toISOString(), minutes: slot.minutes })) } : {}),
      ...(body.place !== undefined ? { place: body.place || null } : {}),
      ...(body.videoLink !== undefined ? { videoLink: body.videoLink || null } : {}),
      ...(body.interviewers ? { interviewers: body.interviewers } : {}),
      status: 'proposed',
      bookedSlot: null,
      icsUid,
      icsSequence: sequence,
      reminder24hSentAt: null,
      reminder2hSentAt: null,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  const record = (await loadInterview(payload, id, req)) as InterviewRecord
  if (wasBooked) {
    await announce(req, { ...record, bookedSlot: wasBooked }, wasBooked, 'cancelled', sequence)
    await recordInterviewActivity(
      req,
      record,
      announcementText(record, wasBooked, 'cancelled', `${staffName(req.user)} (new times offered)`),
      req.user,
    )
  }
  const company = await companyNameVia(payload, req)
  await queueMail(req, { to: before.candidate.email, content: slotsMail(record, bookingLink(id), company) })
  const times = record.slots.map((slot) => indiaSlot(slot.startsAt, slot.minutes)).join('; ')
  await recordInterviewActivity(req, record, `Interview times sent to the candidate (${before.candidate.email}): ${times}.`, req.user)
  return succeed({ id, status: record.status, slots: record.slots.length, sentTo: before.candidate.email })
}

export async function cancelByStaff(
  req: PayloadRequest & { user: StaffUser },
  id: number,
): Promise<Result<{ id: number; status: string }>> {
  const record = await loadInterview(req.payload, id, req)
  if (!record) return refusal(404, words.notFound)
  const cancelled = await cancelInterview(req.payload, record, { label: staffName(req.user), user: req.user })
  return cancelled.ok ? succeed({ id, status: cancelled.value.status }) : cancelled
}
