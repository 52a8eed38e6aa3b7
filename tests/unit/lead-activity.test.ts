// The pure parts of the lead timeline, replies and the daily follow-up mail (docs/decisions/lead-desk.md, "Activity on each lead").
import { describe, expect, it } from 'vitest'

import { agencyGreeting } from '@/lib/agencyTime'

import { arrivalMessage, fillTemplate, mayCorrect, type ActivityItem } from '@/cms/components/leadActivity/activityApi'
import { followUpMail } from '@/features/leadDesk/followUpDigest'
import { leadKind } from '@/features/leadDesk/kinds'
import { agencyDay } from '@/lib/agencyTime'
import { fromSiteAs } from '@/lib/email'
import { recipientOf, replyMail } from '@/features/leadActivity/reply'
import { keepMailState } from '@/cms/hooks/keepMailState'

describe('a reply from the admin', () => {
  it('keeps the text plain: tags are escaped in the HTML part, paragraphs and line breaks kept', () => {
    const mail = replyMail('Your enquiry', 'Hello <script>alert(1)</script>\nline two\n\nSecond <b>paragraph</b>', [
      'Priya',
      'Pune Talent Works',
    ])
    expect(mail.html).toContain('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>line two</p>')
    expect(mail.html).toContain('<p>Second &lt;b&gt;paragraph&lt;/b&gt;</p>')
    expect(mail.html).not.toMatch(/<script|<b>/)
    expect(mail.text).toBe('Hello <script>alert(1)</script>\nline two\n\nSecond <b>paragraph</b>\n\n--\nPriya\nPune Talent Works')
  })

  it('goes out from the site\u2019s address under the staff member\u2019s name, with nothing that could break the header', () => {
    expect(fromSiteAs('Priya "P" Kulkarni · Pune Talent Works')).toBe('"Priya P Kulkarni · Pune Talent Works" <hello@punetalentworks.in>')
    expect(fromSiteAs('Priya\r\nBcc: x@evil.example')).toBe('"PriyaBcc: x@evil.example" <hello@punetalentworks.in>')
  })

  it('finds the address and the first name of every kind of lead', () => {
    expect(recipientOf(leadKind('contact'), { fullName: 'Meera Kulkarni', emailAddress: 'meera@example.in' })).toEqual({
      email: 'meera@example.in',
      name: 'Meera Kulkarni',
    })
    expect(recipientOf(leadKind('teamUp'), { firstName: 'Ravi', lastName: 'Joshi', email: 'ravi@example.in' })).toEqual({
      email: 'ravi@example.in',
      name: 'Ravi',
    })
    expect(recipientOf(leadKind('support'), { email: 'care@example.in' })).toEqual({ email: 'care@example.in', name: null })
    expect(recipientOf(leadKind('contact'), { fullName: 'No address' })).toBeNull()
  })

  it('fills a saved reply with the first name, or "there"', () => {
    expect(fillTemplate('Hello {name}, thanks {name}!', 'Meera')).toBe('Hello Meera, thanks Meera!')
    expect(fillTemplate('Hello {name},', null)).toBe('Hello there,')
  })
})

describe('notes', () => {
  const note = (minutesAgo: number, type: ActivityItem['type'] = 'note'): ActivityItem => ({
    id: 1,
    type,
    author: 7,
    authorName: 'Priya',
    subject: null,
    text: 'Called',
    createdAt: new Date(Date.parse('2026-11-26T10:00:00Z') - minutesAgo * 60_000).toISOString(),
    editedAt: null,
  })
  const now = Date.parse('2026-11-26T10:00:00Z')

  it('may be corrected by their author for 10 minutes, and by nobody else', () => {
    expect(mayCorrect(note(9), 7, now)).toBe(true)
    expect(mayCorrect(note(11), 7, now)).toBe(false)
    expect(mayCorrect(note(1), 8, now)).toBe(false)
    expect(mayCorrect(note(1, 'reply'), 7, now)).toBe(false)
  })
})

describe('the daily follow-up mail', () => {
  it('counts days in India time', () => {
    // 20:00 UTC on the 25th is 01:30 on the 26th in Pune.
    const { day, start, end } = agencyDay(new Date('2026-11-25T20:00:00Z'))
    expect(day).toBe('2026-11-26')
    expect(start.toISOString()).toBe('2026-11-25T18:30:00.000Z')
    expect(end.toISOString()).toBe('2026-11-26T18:30:00.000Z')
  })

  it('lists overdue follow-ups before today’s, each with its link', () => {
    const now = new Date('2026-11-26T03:30:00Z')
    const mail = followUpMail(
      'Priya',
      [
        { kind: 'Contact message', collection: 'contact-messages', id: 4, name: 'Meera', followUpOn: new Date('2026-11-24T06:30:00Z') },
        {
          kind: 'Team-up request',
          collection: 'team-up-requests',
          id: 9,
          name: 'Ravi Joshi',
          followUpOn: new Date('2026-11-26T06:30:00Z'),
        },
      ],
      now,
      'Pune Talent Works',
    )
    expect(mail.subject).toBe('Follow-ups for today: 1 due, 1 overdue')
    expect(mail.text).toContain('Good morning, Priya')
    expect(mail.text.indexOf('Meera (Contact message, follow up on 24 Nov)')).toBeLessThan(mail.text.indexOf('Ravi Joshi (Team-up request'))
    expect(mail.text).toContain('/admin/collections/team-up-requests/9')
    // Its link opens the list it describes: the reader's open leads whose follow-up is due today or overdue.
    expect(mail.text).toContain('/admin/inbox?assignee=mine&followUp=due')
  })

  it("greets by the time of day in Pune, whatever the server's time zone", () => {
    expect(agencyGreeting(new Date('2026-11-26T03:30:00Z'))).toBe('Good morning') // 09:00 IST
    expect(agencyGreeting(new Date('2026-11-26T06:29:00Z'))).toBe('Good morning') // 11:59 IST
    expect(agencyGreeting(new Date('2026-11-26T06:30:00Z'))).toBe('Good afternoon') // 12:00 IST
    expect(agencyGreeting(new Date('2026-11-26T11:30:00Z'))).toBe('Good evening') // 17:00 IST
    expect(agencyGreeting(new Date('2026-11-26T20:00:00Z'))).toBe('Good morning') // 01:30 IST, the next day
  })
})

describe('what the timeline announces when entries arrive while the page is open', () => {
  it('names the sender of one answer by e-mail, counts several, and counts other entries', () => {
    const answer = (from: string) => ({ type: 'reply-received' as const, text: `From ${from}\n\nThursday suits us.` })
    expect(arrivalMessage([answer('Meera Joshi <meera@acme.example.in>')])).toBe(
      'New answer by e-mail from Meera Joshi. It is at the top of the activity.',
    )
    expect(arrivalMessage([answer('meera@acme.example.in')])).toBe(
      'New answer by e-mail from meera@acme.example.in. It is at the top of the activity.',
    )
    expect(arrivalMessage([answer('a@x.example.in'), { type: 'note', text: 'Called.' }, answer('b@x.example.in')])).toBe(
      '2 new answers by e-mail. They are at the top of the activity.',
    )
    expect(arrivalMessage([{ type: 'note', text: 'Called.' }])).toBe('A new entry is at the top of the activity.')
    expect(
      arrivalMessage([
        { type: 'note', text: 'Called.' },
        { type: 'status', text: 'Status: New → In progress' },
      ]),
    ).toBe('2 new entries are at the top of the activity.')
  })
})

describe("a lead's mail state on a staff edit", () => {
  // Payload fills the fields an update leaves out with what it read before its hooks; the mail worker may have
  // recorded the send meanwhile (CI saw a lead stay "pending" for good after a status change raced its mail).
  const run = (data: Record<string, unknown>, originalDoc: Record<string, unknown>, operation: 'create' | 'update' = 'update') =>
    keepMailState({ data, originalDoc, operation } as unknown as Parameters<typeof keepMailState>[0]) as Record<string, unknown>

  it('leaves the mail state the update carries unchanged out of the write, so the worker’s "sent" stays', () => {
    const stored = { id: 7, status: 'new', notifyState: 'pending', notifiedAt: null, notifyError: null }
    expect(run({ ...stored, status: 'won-placed' }, stored)).toEqual({ id: 7, status: 'won-placed' })
  })

  it('writes a mail state the update changes on purpose (a confirmed subscriber’s new mail), and every field on create', () => {
    const stored = { id: 7, notifyState: 'sent', notifiedAt: '2026-11-01T10:00:00.000Z', notifyError: null }
    expect(run({ ...stored, notifyState: 'pending' }, stored)).toEqual({ id: 7, notifyState: 'pending' })
    const created = { notifyState: 'pending', notifiedAt: null, notifyError: null }
    expect(run(created, {}, 'create')).toEqual(created)
  })
})
