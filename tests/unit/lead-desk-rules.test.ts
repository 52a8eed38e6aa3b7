// The lead desk's rules in JavaScript and the inbox's address (see docs/decisions.md, "Lead desk: one table of kinds,
// each rule once"); the same rules in SQL are checked against the database in tests/integration/dashboard.test.ts.
import { describe, expect, it } from 'vitest'

import { parseInboxFilters } from '@/features/leadDesk/inbox'
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
    const lead = { status: 'new', firstReplyAt: null, createdAt: new Date('2026-11-25T03:00:00Z') }
    expect(isWaitingForFirstReply(lead, now)).toBe(true)
    expect(isWaitingForFirstReply({ ...lead, createdAt: new Date('2026-11-25T04:00:00Z') }, now)).toBe(false)
    expect(isWaitingForFirstReply({ ...lead, status: 'closed' }, now)).toBe(false)
    expect(isWaitingForFirstReply({ ...lead, firstReplyAt: new Date() }, now)).toBe(false)
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
