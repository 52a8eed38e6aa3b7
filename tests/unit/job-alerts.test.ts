// Pure parts of job alerts and the job-board feeds (docs/decisions/job-alerts.md): the periods in India time, the
// links' campaign fields, Indeed's XML escaping and the confidential client.
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { describeAlertSearch } from '@/features/jobAlerts/describe'
import { alertPeriods } from '@/features/jobAlerts/send'
import { indeedFeed, jsonFeed } from '@/features/openings/boardFeeds'
import type { OpeningSummary } from '@/features/openings/types'
import { withCampaign } from '@/lib/routes'

const role = (over: Partial<OpeningSummary>): OpeningSummary => ({
  _id: '7',
  slug: 'payroll-executive',
  title: 'Payroll <Executive> ]]> & more',
  summary: 'Run payroll for 40 people.',
  status: 'open',
  pillar: { _id: '2', name: 'Finance & Payroll', slug: 'finance' },
  service: null,
  employmentType: 'part-time',
  workMode: 'on-site',
  location: 'Baner, Pune',
  area: 'Baner',
  experience: { min: 0, max: null },
  salary: null,
  skills: [],
  datePosted: '2026-11-20T00:00:00.000Z',
  validThrough: '2027-01-20T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
  employer: { kind: 'agency', name: null },
  ...over,
})
const site = { siteUrl: 'https://example.in', companyName: 'Pune Talent Works', postalCode: '411045' }

describe('job alert periods (India time)', () => {
  it('a day starts at 00:00 IST and a week on Monday', () => {
    // Sunday 23 Nov 2026, 18:29 UTC = 23:59 IST Sunday; 18:30 UTC = 00:00 IST Monday 24 Nov.
    expect(alertPeriods(new Date('2026-11-22T18:29:00Z'))).toEqual({ daily: '2026-11-22', weekly: 'week of 2026-11-16' })
    expect(alertPeriods(new Date('2026-11-22T18:30:00Z'))).toEqual({ daily: '2026-11-23', weekly: 'week of 2026-11-23' })
    expect(alertPeriods(new Date('2026-11-29T18:29:59Z')).weekly).toBe('week of 2026-11-23')
  })

  it('an alert reads its search in words', () => {
    expect(describeAlertSearch({})).toBe('All open roles')
    expect(describeAlertSearch({ pillar: 'finance', pillarName: 'Finance', employmentType: 'contract', searchTerm: 'tally' })).toBe(
      'Finance, Contract roles matching \u201ctally\u201d',
    )
  })
})

describe('campaign fields and feeds', () => {
  it('withCampaign sets the three fields and keeps the other parameters', () => {
    expect(withCampaign('/jobs/a?x=1&utm_source=old', { source: 'indeed', medium: 'job-feed', campaign: 'open-roles' })).toBe(
      '/jobs/a?x=1&utm_source=indeed&utm_medium=job-feed&utm_campaign=open-roles',
    )
  })

  it('indeed.xml parses back to the role, whatever its text, and names no confidential client', () => {
    const xml = indeedFeed([role({}), role({ _id: '8', employer: { kind: 'confidential', name: null }, workMode: 'remote' })], site)
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml) as { source: { job: Record<string, string>[] } }
    const [first, second] = parsed.source.job
    expect(first.title).toBe('Payroll <Executive> ]]> & more')
    expect(first).toMatchObject({
      company: 'Pune Talent Works',
      city: 'Pune',
      jobtype: 'parttime',
      experience: 'Freshers welcome',
      category: 'Finance & Payroll',
    })
    expect(first.url).toBe('https://example.in/jobs/payroll-executive?utm_source=indeed&utm_medium=job-feed&utm_campaign=open-roles')
    expect(second).toMatchObject({ company: 'Pune Talent Works', remotetype: 'Fully remote', city: '', postalcode: '' })
  })

  it('the JSON feed names a client only when staff may name it', () => {
    const feed = jsonFeed(
      [role({ employer: { kind: 'named', name: 'Acme' } }), role({ _id: '9', employer: { kind: 'confidential', name: null } })],
      site,
    )
    expect(feed.jobs.map((job) => job.company)).toEqual(['Acme', 'Pune Talent Works'])
  })
})
