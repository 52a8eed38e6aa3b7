// Interviews booked by the candidate (docs/decisions/interviews.md): staff send times, the candidate books, moves and
// cancels through the signed link, everyone gets the calendar invitation (read back with ical.js, not string
// matching), two bookings at once have one winner, the reminders go out once, the client gives feedback, and every
// endpoint refuses whoever may not use it.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { fromIndiaTime, indiaSlot } from '@/features/interviews/time'

import { talentApplication } from '../fixtures/resumes'

import { freshEmail, freshIp as accountIp, signUp } from './accounts-helpers'
import { baseUrl, closeRolesOpenedHere, eventually, newEditor, rawSql, staffRequest } from './helpers'
import { byField, findLeads, postJson } from './leads-helpers'
import { mailsTo, type ReceivedMail } from './mail'

closeRolesOpenedHere()

const DAY = 86_400_000
const tag = () => Math.random().toString(36).slice(2, 8)

/** A date (YYYY-MM-DD) `days` from now in India time. */
const indiaDate = (days: number) => new Date(Date.now() + days * DAY + 330 * 60_000).toISOString().slice(0, 10)

async function mailWith(to: string, subjectStart: string, count = 1): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = []
  await eventually(async () => {
    found = (await mailsTo(to)).filter((mail) => mail.subject.startsWith(subjectStart))
    expect(found.length).toBeGreaterThanOrEqual(count)
  }, 15_000)
  return found
}

function invitationOf(mail: ReceivedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))
  if (!file) throw new Error(`no calendar file in “${mail.subject}”`)
  const calendar = new ICAL.Component(ICAL.parse(file.content) as unknown[])
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: event.component.getFirstPropertyValue('status'),
    description: event.description,
    attendees: event.attendees.map((attendee) =>
      String(attendee.getFirstValue())
        .replace(/^mailto:/i, '')
        .toLowerCase(),
    ),
  }
}

type View = {
  status: string
  slots: { id: string; when: string; past: boolean }[]
  booked: { id: string; when: string } | null
  message?: string
}

/** A candidate who applied, moved to Interview, with a client company, a requirement and an interview record. */
async function scene(label: string) {
  const t = tag()
  const email = freshEmail(`iv-${label}`)
  const member = await signUp(accountIp(41), email)
  // A phone of their own: the talent pool matches an application to an existing candidate by phone as well.
  const phone = `+91 98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const form = talentApplication(email, { fields: { firstName: 'Asha', lastName: `Rao ${t}`, phone } })
  const applied = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-forwarded-for': accountIp(41) },
    body: form,
  })
  expect(applied.status).toBe(201)
  const [application] = await findLeads('talent-applications', byField('email', email))
  const recruiter = await newEditor(`rec-${label}`)
  await staffRequest('PATCH', `/talent-applications/${application.id}?depth=0`, {
    assignee: recruiter.id,
    stage: 'interview',
    notifyCandidate: false,
  })
  const contact = `ravi-${t}@client-${t}.example.in`
  const interviewer = `meera-${t}@client-${t}.example.in`
  const { doc: client } = await staffRequest<{ doc: { id: number } }>('POST', '/client-companies', {
    name: `Acme ${t}`,
    contacts: [
      { name: 'Ravi Kulkarni', role: 'Hiring manager', email: contact },
      { name: 'Meera Joshi', role: 'Tech lead', email: interviewer },
    ],
  })
  const { doc: requirement } = await staffRequest<{ doc: { id: number } }>('POST', '/requirements', {
    title: `Java developer ${t}`,
    client: client.id,
    contacts: [contact],
  })
  const { doc: interview } = await staffRequest<{ doc: { id: number } }>('POST', '/interviews', {
    candidate: application.candidate,
    application: application.id,
    requirement: requirement.id,
    client: client.id,
    interviewers: [interviewer],
  })
  return { email, application, recruiter, contact, interviewer, interviewId: interview.id, title: `Java developer ${t}`, t }
}

type Scene = Awaited<ReturnType<typeof scene>>

const times = [
  { date: indiaDate(3), time: '11:00', minutes: 60 },
  { date: indiaDate(4), time: '15:30', minutes: 45 },
  { date: indiaDate(5), time: '10:00', minutes: 60 },
]

/** Staff send the three times; answers the booking link's token read from the candidate's e-mail. */
async function sendTimes(s: Scene) {
  const sent = await staffRequest<{ sentTo: string }>('POST', `/interviews/${s.interviewId}/send`, {
    slots: times,
    place: 'Acme office, Baner, Pune',
  })
  expect(sent.sentTo).toBe(s.email)
  const [mail] = await mailWith(s.email, 'Choose a time for your interview')
  const link = /\/interview\/(i\d+x[0-9a-f]+)/.exec(mail.text)
  expect(link).not.toBeNull()
  for (const slot of times) expect(mail.text).toContain(indiaSlot(fromIndiaTime(slot.date, slot.time)!, slot.minutes))
  return link![1]
}

const view = async (token: string) => {
  const response = await fetch(`${baseUrl()}/api/interviews/${token}`)
  return { status: response.status, body: (await response.json()) as View & { msg?: string } }
}
const book = (token: string, slot: string, mode = 'book') => postJson(`/api/interviews/${token}/${mode}`, { slot })

describe('interviews booked by the candidate', () => {
  it('staff send times; the candidate books one; all three get a REQUEST invitation; another booking is refused', async () => {
    const s = await scene('book')
    const token = await sendTimes(s)
    const page = await view(token)
    expect(page.status).toBe(200)
    expect(page.body.status).toBe('proposed')
    expect(page.body.slots.map((slot) => slot.when)).toEqual(
      times.map((slot) => indiaSlot(fromIndiaTime(slot.date, slot.time)!, slot.minutes)),
    )
    expect(JSON.stringify(page.body)).not.toContain('@')

    const chosen = page.body.slots[1]
    const booked = await book(token, chosen.id)
    expect(booked.status).toBe(200)
    expect(booked.body.message).toBe(`Your interview is booked for ${chosen.when}. We have e-mailed you a calendar invitation.`)
    expect((booked.body as unknown as View).booked?.id).toBe(chosen.id)

    const start = fromIndiaTime(times[1].date, times[1].time)!
    const invitations = []
    for (const person of [s.email, s.contact, s.interviewer, s.recruiter.email]) {
      const [mail] = await mailWith(person, 'Interview booked')
      const invitation = invitationOf(mail)
      expect(invitation.method).toBe('REQUEST')
      expect(invitation.start).toBe(start.toISOString())
      expect(invitation.end).toBe(new Date(start.getTime() + 45 * 60_000).toISOString())
      expect(invitation.description).toContain(`When: ${chosen.when} (India time)`)
      expect(invitation.attendees.sort()).toEqual([s.email, s.contact, s.interviewer, s.recruiter.email].sort())
      invitations.push(invitation)
    }
    expect(new Set(invitations.map((one) => one.uid)).size).toBe(1)
    expect(invitations[0].sequence).toBe(1)
    // Only the candidate's copy links to their page.
    expect(invitations[0].description).toContain('/interview/')
    expect(invitations[1].description).not.toContain('/interview/')

    const again = await book(token, page.body.slots[0].id)
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe(`Your interview is already booked for ${chosen.when}. To move it, use “Change the time” on this page.`)

    const [row] = await rawSql('SELECT status, booked_slot, ics_sequence FROM interviews WHERE id = ?', [s.interviewId])
    expect(row).toMatchObject({ status: 'booked', booked_slot: chosen.id })
    expect(Number(row.ics_sequence)).toBe(1)
    const timeline = await staffRequest<{ docs: { type: string; text: string }[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=talent-applications&where[leadId][equals]=${s.application.id}&where[type][equals]=interview&limit=20&sort=createdAt`,
    )
    expect(timeline.docs.map((entry) => entry.text.split(':')[0])).toEqual([
      'Interview times sent to the candidate (' + s.email + ')',
      'Interview booked by the candidate',
    ])
  })

  it('moving keeps the UID with a higher SEQUENCE; cancelling sends METHOD:CANCEL to everyone', async () => {
    const s = await scene('move')
    const token = await sendTimes(s)
    const { body } = await view(token)
    expect((await book(token, body.slots[0].id)).status).toBe(200)
    const [first] = await mailWith(s.contact, 'Interview booked')

    const same = await book(token, body.slots[0].id, 'reschedule')
    expect(same.status).toBe(409)
    expect(same.body.msg).toBe('Your interview is already at this time.')
    const moved = await book(token, body.slots[2].id, 'reschedule')
    expect(moved.status).toBe(200)
    expect(moved.body.message).toBe(`Your interview is moved to ${body.slots[2].when}. We have e-mailed you the updated invitation.`)
    const [update] = await mailWith(s.contact, 'Interview moved')
    const before = invitationOf(first)
    const after = invitationOf(update)
    expect(after.uid).toBe(before.uid)
    expect(after.sequence).toBeGreaterThan(before.sequence)
    expect(after.method).toBe('REQUEST')
    expect(after.start).toBe(fromIndiaTime(times[2].date, times[2].time)!.toISOString())

    const cancelled = await postJson(`/api/interviews/${token}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.message).toBe('Your interview is cancelled. Everyone taking part has been told.')
    for (const person of [s.email, s.contact, s.interviewer, s.recruiter.email]) {
      const [mail] = await mailWith(person, 'Interview cancelled')
      const cancel = invitationOf(mail)
      expect(cancel.method).toBe('CANCEL')
      expect(cancel.status).toBe('CANCELLED')
      expect(cancel.uid).toBe(before.uid)
      expect(cancel.sequence).toBeGreaterThan(after.sequence)
    }
    const late = await book(token, body.slots[1].id)
    expect(late.status).toBe(409)
    expect(late.body.msg).toBe('This interview was cancelled. If you would like a new time, please reply to your latest e-mail.')
  })

  it('of two bookings at once, exactly one wins and one invitation goes out', async () => {
    const s = await scene('race')
    const token = await sendTimes(s)
    const { body } = await view(token)
    const answers = await Promise.all([book(token, body.slots[0].id), book(token, body.slots[1].id), book(token, body.slots[2].id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    const winner = answers.find((answer) => answer.status === 200)!
    const [row] = await rawSql('SELECT booked_slot, ics_sequence FROM interviews WHERE id = ?', [s.interviewId])
    expect(row.booked_slot).toBe((winner.body as unknown as View).booked?.id)
    expect(Number(row.ics_sequence)).toBe(1)
    await mailWith(s.email, 'Interview booked')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await mailsTo(s.email)).filter((mail) => mail.subject.startsWith('Interview booked'))).toHaveLength(1)
  })

  it('sends each reminder once, then asks the client for feedback, which reaches the timeline and the recruiter', async () => {
    const s = await scene('remind')
    const token = await sendTimes(s)
    const { body } = await view(token)
    expect((await book(token, body.slots[0].id)).status).toBe(200)

    const jobs = async () =>
      (await rawSql("SELECT id, input FROM payload_jobs WHERE queue = 'interviews' AND completed_at IS NULL")).map((row) => ({
        id: Number(row.id),
        input: (typeof row.input === 'string' ? JSON.parse(row.input) : row.input) as { interview: number; step: string },
      }))
    const ours = (await jobs()).filter((job) => job.input.interview === s.interviewId)
    expect(ours.map((job) => job.input.step).sort()).toEqual(['24h', '2h', 'feedback'])
    const due = async (step: string) => {
      const job = ours.find((one) => one.input.step === step)!
      await rawSql('UPDATE payload_jobs SET wait_until = ? WHERE id = ?', [new Date(Date.now() - 1000).toISOString(), job.id])
    }
    const runDue = () => staffRequest<{ done: number }>('POST', '/interviews/run-due')

    await due('24h')
    await Promise.all([runDue(), runDue(), runDue()])
    await runDue()
    for (const person of [s.email, s.contact, s.interviewer, s.recruiter.email]) await mailWith(person, 'Reminder: interview tomorrow')
    const [stamped] = await rawSql('SELECT reminder24h_sent_at, reminder2h_sent_at FROM interviews WHERE id = ?', [s.interviewId])
    expect(stamped.reminder24h_sent_at).toBeTruthy()
    expect(stamped.reminder2h_sent_at).toBeNull()
    // The same job run again (an instance that died after sending) finds the reminder sent and sends nothing.
    const now = new Date().toISOString()
    await rawSql(
      'INSERT INTO payload_jobs (input, task_slug, queue, wait_until, total_tried, has_error, processing, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [JSON.stringify(ours.find((one) => one.input.step === '24h')!.input), 'interviewStep', 'interviews', now, 0, 0, 0, now, now],
    )
    await runDue()
    await due('2h')
    await Promise.all([runDue(), runDue()])
    await mailWith(s.email, 'Reminder: interview in two hours')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const reminders = (await mailsTo(s.email)).filter((mail) => mail.subject.startsWith('Reminder'))
    expect(reminders.map((mail) => mail.subject.split(',')[0]).sort()).toEqual([
      'Reminder: interview in two hours',
      'Reminder: interview tomorrow',
    ])

    // Before the interview took place, feedback is refused.
    const early = await mailsTo(s.contact)
    expect(early.filter((mail) => mail.subject.startsWith('How did the interview'))).toHaveLength(0)

    await due('feedback')
    await runDue()
    const [ask] = await mailWith(s.contact, `How did the interview with`)
    await mailWith(s.interviewer, 'How did the interview with')
    expect((await mailsTo(s.email)).filter((mail) => mail.subject.startsWith('How did'))).toHaveLength(0)
    const feedbackToken = /\/interview-feedback\/(f[0-9a-z]+)/.exec(ask.text)![1]
    const [done] = await rawSql('SELECT status FROM interviews WHERE id = ?', [s.interviewId])
    expect(done.status).toBe('done')

    const page = await fetch(`${baseUrl()}/api/interviews/feedback/${feedbackToken}`)
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ ready: true, given: null })
    const noReason = await postJson(`/api/interviews/feedback/${feedbackToken}`, { decision: 'not-a-fit' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.msg).toBe('Say why the candidate is not a fit.')
    const given = await postJson(`/api/interviews/feedback/${feedbackToken}`, {
      decision: 'not-a-fit',
      reason: 'Not enough experience',
      text: 'Needs more Spring',
    })
    expect(given.status).toBe(200)
    expect(given.body).toMatchObject({
      message: 'Thank you: your feedback is recorded and the recruiter has been told.',
      given: { decision: 'Not a fit', reason: 'Not enough experience: Needs more Spring' },
    })
    const stored = await staffRequest<{ feedback: { decision: string; reason: string; by: string } }>(
      'GET',
      `/interviews/${s.interviewId}?depth=0`,
    )
    expect(stored.feedback).toMatchObject({ decision: 'not-a-fit', reason: 'Not enough experience: Needs more Spring', by: s.contact })
    const [told] = await mailWith(s.recruiter.email, 'Client feedback:')
    expect(told.text).toContain('Not enough experience: Needs more Spring')
    const timeline = await staffRequest<{ docs: { text: string }[] }>(
      'GET',
      `/lead-activity?where[leadCollection][equals]=talent-applications&where[leadId][equals]=${s.application.id}&where[type][equals]=interview&limit=50&sort=createdAt`,
    )
    const texts = timeline.docs.map((entry) => entry.text)
    expect(texts.filter((text) => text.startsWith('Interview reminder sent a day before'))).toHaveLength(1)
    expect(texts.filter((text) => text.startsWith('Interview reminder sent two hours before'))).toHaveLength(1)
    expect(texts.some((text) => text.startsWith('Interview took place'))).toBe(true)
    expect(texts.at(-1)).toBe(`Client feedback from ${s.contact}: Not a fit (Not enough experience: Needs more Spring).`)
  })

  it('refuses a feedback before the interview, and links that were altered, guessed or made for another purpose', async () => {
    const s = await scene('links')
    const token = await sendTimes(s)
    const { body } = await view(token)
    await book(token, body.slots[0].id)
    const badLink = 'This interview link is not valid. Please use the link from your latest e-mail, or reply to it and we will help.'
    const tampered = token.replace(/x([0-9a-f])/, (_match, digit: string) => `x${digit === '0' ? '1' : '0'}`)
    for (const wrong of [tampered, token.replace(/^i\d+/, `i${s.interviewId + 1}`), 'nonsense', 'i1x']) {
      const answer = await view(wrong)
      expect(answer.status).toBe(404)
      expect(answer.body.msg).toBe(badLink)
      const booking = await book(wrong, body.slots[1].id)
      expect(booking.status).toBe(404)
      expect(booking.body.msg).toBe(badLink)
    }
    const feedback = await postJson(`/api/interviews/feedback/${token}`, { decision: 'move-forward' })
    expect(feedback.status).toBe(404)
    expect(feedback.body.msg).toBe('This feedback link is not valid. Please use the link from your e-mail.')
    const badSlot = await book(token, 'no-such-slot', 'reschedule')
    expect(badSlot.status).toBe(400)
    expect(badSlot.body.msg).toBe('Choose one of the times offered.')
    const foreign = await postJson(`/api/interviews/${token}/cancel`, {}, { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
  })

  it('lets only staff send, cancel and run the reminders', async () => {
    const s = await scene('access')
    const paths = [`/interviews/${s.interviewId}/send`, `/interviews/${s.interviewId}/cancel`, '/interviews/run-due']
    const member = await signUp(accountIp(42), freshEmail('iv-member'))
    for (const path of paths) {
      const visitor = await fetch(`${baseUrl()}/cms-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(visitor.status).toBe(401)
      // Answered by the server in front of Payload (server/anonymousWrites.mjs), before the body is read.
      expect(await visitor.text()).toContain('Log in as staff')
      const asMember = await fetch(`${baseUrl()}/cms-api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${(member.body as { token: string }).token}` },
        body: '{}',
      })
      expect(asMember.status).toBe(403)
    }
    const interviewsAsVisitor = await fetch(`${baseUrl()}/cms-api/interviews/${s.interviewId}`)
    expect([401, 403]).toContain(interviewsAsVisitor.status)
    // An editor may send; bad times are refused in staff words.
    const editor = s.recruiter
    const past = await editor.call('POST', `/interviews/${s.interviewId}/send`, {
      slots: [{ date: indiaDate(-1), time: '10:00', minutes: 60 }],
    })
    expect(past).toEqual({ status: 400, body: { errors: [{ message: 'Every interview time must be in the future.' }] } })
    const nonsense = await editor.call('POST', `/interviews/${s.interviewId}/send`, {
      slots: [{ date: 'Tuesday', time: '10:00', minutes: 60 }],
    })
    expect(nonsense.status).toBe(400)
    expect(nonsense.body).toEqual({
      errors: [{ message: 'Enter each time as a date, a time in India time and a length in minutes (15 to 480).' }],
    })
    const none = await editor.call('POST', `/interviews/${s.interviewId}/send`, {})
    expect(none).toEqual({ status: 400, body: { errors: [{ message: 'Add at least one interview time first.' }] } })
    const sent = await editor.call('POST', `/interviews/${s.interviewId}/send`, { slots: times.slice(0, 1) })
    expect(sent.status).toBe(200)
    const missing = await editor.call('POST', '/interviews/999999/send', { slots: times.slice(0, 1) })
    expect(missing).toEqual({ status: 404, body: { errors: [{ message: 'This interview no longer exists.' }] } })
    await mailWith(s.email, 'Choose a time for your interview')
  })
})
