// The pure parts of staff rules: who wrote a timeline entry as the timeline shows it, the
// server's times on leads and their timeline and the line recorded when a lead is deleted.
import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { authorLabel } from '@/cms/components/leadActivity/activityApi'
import { describeDeletedLead } from '@/cms/hooks/leadActivity'
import { KEEP_GIVEN_TIMES, serverTimestamps } from '@/cms/hooks/serverTimestamps'

describe('the author of a timeline entry', () => {
  it('shows the role and the e-mail beside the name, so a borrowed name cannot pass for a colleague’s', () => {
    expect(authorLabel({ authorName: 'Administrator', authorEmail: 'admin@ptw.in', authorRole: 'admin' })).toEqual({
      name: 'Administrator',
      detail: '(Admin, admin@ptw.in)',
    })
    expect(authorLabel({ authorName: 'Administrator', authorEmail: 'priya@ptw.in', authorRole: 'editor' })).toEqual({
      name: 'Administrator',
      detail: '(Editor, priya@ptw.in)',
    })
  })

  it('shows the website for entries without an author, and only the name for entries written before the rule', () => {
    expect(authorLabel({ authorName: null, authorEmail: null, authorRole: null })).toEqual({ name: 'The website', detail: null })
    expect(authorLabel({ authorName: 'Priya' })).toEqual({ name: 'Priya', detail: null })
    // An account without a name is shown by its e-mail once.
    expect(authorLabel({ authorName: 'priya@ptw.in', authorEmail: 'priya@ptw.in', authorRole: 'editor' })).toEqual({
      name: 'priya@ptw.in',
      detail: '(Editor)',
    })
  })
})

describe('createdAt and updatedAt', () => {
  const hook = (operation: 'create' | 'update', data: Record<string, unknown>, context: Record<string, unknown> = {}) =>
    serverTimestamps({ data, operation, req: { context } as unknown as PayloadRequest } as never) as Record<string, unknown>
  const recent = (value: unknown) => Math.abs(Date.parse(String(value)) - Date.now()) < 5_000

  it('are now on create and updatedAt is now on update, whatever the data says; an update never sets createdAt', () => {
    const created = hook('create', { text: 'x', createdAt: '2099-01-01T00:00:00.000Z', updatedAt: '2020-01-01T00:00:00.000Z' })
    expect(recent(created.createdAt) && recent(created.updatedAt)).toBe(true)
    expect(created.text).toBe('x')
    const updated = hook('update', { status: 'closed', createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2099-01-01T00:00:00.000Z' })
    expect(updated).not.toHaveProperty('createdAt')
    expect(recent(updated.updatedAt)).toBe(true)
  })

  it('keep given times only for the server’s own calls that set the context flag', () => {
    const given = { createdAt: '2026-01-05T10:00:00.000Z', updatedAt: '2026-01-06T10:00:00.000Z' }
    expect(hook('create', { ...given }, { [KEEP_GIVEN_TIMES]: true })).toEqual(given)
    expect(hook('create', { createdAt: 'not a date' }, { [KEEP_GIVEN_TIMES]: true }).createdAt).not.toBe('not a date')
    expect(hook('create', { ...given }, { [KEEP_GIVEN_TIMES]: 'yes' }).createdAt).not.toBe(given.createdAt)
  })
})

describe('the record of a deleted lead', () => {
  it('names the kind, the id, the person, the company, when it came in and its status', () => {
    expect(
      describeDeletedLead('team-up-requests', {
        id: 7,
        firstName: 'Asha',
        lastName: 'Patil',
        email: 'Asha@Example.in',
        companyName: 'Acme',
        createdAt: '2026-11-20T20:00:00.000Z',
        status: 'in-progress',
      }),
    ).toEqual({
      line: 'Team-up request #7, Asha Patil <Asha@Example.in>, Acme, received 21 Nov 2026, status In progress',
      email: 'asha@example.in',
    })
    expect(describeDeletedLead('subscribers', { id: 3, email: 'a@b.in', status: 'new' })).toEqual({
      line: 'Newsletter subscriber #3, <a@b.in>, status New',
      email: 'a@b.in',
    })
  })
})
