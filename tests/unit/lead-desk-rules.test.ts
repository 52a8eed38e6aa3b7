// The lead desk's rules in JavaScript and the inbox's address (see docs/decisions.md, "Lead desk: one table of kinds,
// each rule once"); the same rules in SQL are checked against the database in tests/integration/dashboard.test.ts.
import { describe, expect, it } from 'vitest'

import { parseInboxFilters } from '@/features/leadDesk/inbox'
import { searchTerms } from '@/features/leadDesk/search'
import { isFollowUpOverdue, isWaitingForFirstReply, ruleMoments } from '@/features/leadDesk/rules'
import { adminInboxHref, inboxExportHref } from '@/lib/routes'

// 09:00 in Pune on Thursday 26 November 2026.
const now = new Date('2026-11-26T03:30:00Z')

describe('the lead desk rules', () => {
  it('count days and weeks in India time', () => {
    const { todayStart, tomorrowStart, weekStart, promiseBrokenBefore } = ruleMoments(now)
    expect(todayStart.toISOString()).toBe('2026-11-25T18:30:00.000Z')
    expect(tomorrowStart.toISOString()).toBe('2026-11-26T18:30:00.000Z')
    expect(weekStart.toISOString()).toBe('2026-11-22T18:30:00.000Z')
    expect(promiseBrokenBefore.toISOString()).toBe('2026-11-25T03:30:00.000Z')
  })

  it('wait for a first reply only while open, unanswered and older than 24 hours', () => {
    const lead = { kind: 'contact' as const, status: 'new', firstReplyAt: null, createdAt: new Date('2026-11-25T03:00:00Z') }
    expect(isWaitingForFirstReply(lead, now)).toBe(true)
    expect(isWaitingForFirstReply({ ...lead, createdAt: new Date('2026-11-25T04:00:00Z') }, now)).toBe(false)
    expect(isWaitingForFirstReply({ ...lead, status: 'closed' }, now)).toBe(false)
    expect(isWaitingForFirstReply({ ...lead, firstReplyAt: new Date() }, now)).toBe(false)
    // Nobody answers a newsletter subscription: a subscriber never waits for a first reply.
    expect(isWaitingForFirstReply({ ...lead, kind: 'subscriber' }, now)).toBe(false)
  })

  it('search every word typed, in any order, and a phone number by its digits whatever its formatting', () => {
    expect(searchTerms('Kulkarni  Asha')).toEqual(['kulkarni', 'asha'])
    expect(searchTerms('asha@example.in')).toEqual(['asha', 'example', 'in'])
    for (const phone of ['98220 33445', '+91-98220-33445', '9822033445', '(+91) 98220.33445'])
      expect(searchTerms(phone), phone).toEqual(['9822033445'])
    expect(searchTerms('98220')).toEqual(['98220'])
    expect(searchTerms('2026')).toEqual(['2026'])
    expect(searchTerms(' @@ ')).toEqual([])
  })

  it('call a follow-up overdue from the day after its date', () => {
    expect(isFollowUpOverdue(new Date('2026-11-25T06:30:00Z'), now)).toBe(true)
    expect(isFollowUpOverdue(new Date('2026-11-26T06:30:00Z'), now)).toBe(false)
  })
})

describe('the inbox address', () => {
  it('carries each filter under its own name, and reads it back', () => {
    const href = adminInboxHref({ assignee: 'mine', status: 'open', received: 'week', followUp: 'today', waiting: true, search: 'Asha' })
    expect(href).toBe('/admin/inbox?status=open&assignee=mine&received=week&followUp=today&waiting=1&q=Asha')
    const filters = parseInboxFilters(Object.fromEntries(new URL(href, 'http://x').searchParams))
    expect(filters).toMatchObject({ assignee: 'mine', status: 'open', received: 'week', followUp: 'today', waiting: true, search: 'Asha' })
    expect(inboxExportHref({ ...filters, page: 3 })).toBe(
      '/cms-api/inbox/export?status=open&assignee=mine&received=week&followUp=today&waiting=1&q=Asha',
    )
  })

  it('reads the old "?overdue=1" as the follow-up-overdue filter, and ignores unknown values', () => {
    expect(parseInboxFilters({ overdue: '1' })).toMatchObject({ followUp: 'overdue', waiting: false })
    expect(parseInboxFilters({ followUp: 'soon', received: 'ever', status: 'lost', waiting: 'yes' })).toMatchObject({
      followUp: null,
      received: null,
      status: null,
      waiting: false,
    })
  })
})

describe('the inbox pages', () => {
  it('name the lead they start from in the address, and read it back', () => {
    const older = { kind: 'teamUp' as const, id: 42, createdAt: '2026-11-26T03:30:00.123Z' }
    const href = adminInboxHref({ status: 'open', older })
    expect(href).toBe('/admin/inbox?status=open&older=teamUp_42_2026-11-26T03%3A30%3A00.123Z')
    const filters = parseInboxFilters(Object.fromEntries(new URL(href, 'http://x').searchParams))
    expect(filters).toMatchObject({ status: 'open', older, newer: null, oldest: false })
    expect(parseInboxFilters({ older: 'nonsense_1_2026-11-26T03:30:00Z', newer: 'teamUp_x_y', oldest: '1' })).toMatchObject({
      older: null,
      newer: null,
      oldest: true,
    })
    // The export holds every page: no page or key in its address.
    expect(inboxExportHref({ status: 'open', older, page: 3 })).toBe('/cms-api/inbox/export?status=open')
  })
})
