// Feeds for job boards (docs/decisions/job-alerts.md, "Feeds for job boards"): /jobs/indeed.xml and /jobs/feed.json,
// parsed and checked against a role's fields; closed and draft roles never appear; a confidential client is never
// named; every link carries its campaign fields.
import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'

import { pdfBytes } from '../fixtures/resumes'

import { baseUrl, closeRolesOpenedHere, eventually, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie } from './leads-helpers'

closeRolesOpenedHere()

const uid = () => Math.random().toString(36).slice(2, 10)

type IndeedJob = Record<string, string>

async function createRole(title: string, extra: Record<string, unknown>) {
  const [category] = (await staffRequest<{ docs: { id: number; name: string }[] }>('GET', '/categories?limit=1&depth=0')).docs
  const created = await staffRequest<{ doc: { id: number; slug: string } }>('POST', '/openings', {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    status: 'open',
    datePosted: '2026-11-20T00:00:00.000Z',
    category: category.id,
    summary: `Summary of ${title} & more.`,
    employmentType: 'full-time',
    workMode: 'hybrid',
    area: 'Baner',
    experienceMin: 2,
    experienceMax: 5,
    salary: { min: 60000, max: 90000, unit: 'month' },
    skills: ['React', 'TypeScript'],
    description: toLexical(['A role for the feed tests.']),
    client: { kind: 'agency' },
    ...extra,
  })
  return { ...created.doc, category }
}

async function indeedJobs(): Promise<{ feed: Record<string, unknown>; jobs: IndeedJob[]; raw: string }> {
  const response = await fetch(`${baseUrl()}/jobs/indeed.xml`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/xml')
  const raw = await response.text()
  const parsed = new XMLParser({ parseTagValue: false }).parse(raw) as {
    source: Record<string, unknown> & { job?: IndeedJob | IndeedJob[] }
  }
  const jobs = parsed.source.job === undefined ? [] : Array.isArray(parsed.source.job) ? parsed.source.job : [parsed.source.job]
  return { feed: parsed.source, jobs, raw }
}

describe('feeds for job boards', () => {
  it('/jobs/indeed.xml and /jobs/feed.json list open roles with their fields, never closed, draft or a confidential client', async () => {
    const tag = uid()
    const named = await createRole(`Feed named role ${tag}`, { client: { kind: 'named', name: `Acme Widgets ${tag}` } })
    const secret = `Secret Corp ${tag}`
    const confidential = await createRole(`Feed confidential role ${tag}`, {
      workMode: 'remote',
      client: { kind: 'confidential', name: secret },
      salary: { min: null },
      employmentType: 'contract',
    })
    const closed = await createRole(`Feed closed role ${tag}`, { status: 'closed' })
    const draft = await createRole(`Feed draft role ${tag}`, { status: 'draft' })

    let indeed = await indeedJobs()
    await eventually(async () => {
      indeed = await indeedJobs()
      expect(indeed.jobs.map((job) => job.title)).toContain(`Feed named role ${tag}`)
    }, 5000)
    expect(indeed.feed.publisher).toBe('Pune Talent Works')
    expect(indeed.feed.publisherurl).toMatch(/^https?:\/\/\S+\/$/)
    const job = indeed.jobs.find((entry) => entry.referencenumber === String(named.id))!
    expect(job).toMatchObject({
      title: `Feed named role ${tag}`,
      date: new Date('2026-11-20T00:00:00.000Z').toUTCString(),
      company: `Acme Widgets ${tag}`,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'IN',
      postalcode: '411045',
      salary: '₹60,000–₹90,000 per month',
      jobtype: 'fulltime',
      category: named.category.name,
      experience: '2–5 years',
      remotetype: 'Hybrid remote',
    })
    expect(job.description).toContain(`Summary of Feed named role ${tag} & more.`)
    expect(job.description).toContain('Skills: React, TypeScript.')
    const url = new URL(job.url)
    expect(url.pathname).toBe(`/jobs/${named.slug}`)
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'indeed', utm_medium: 'job-feed', utm_campaign: 'open-roles' })

    const hidden = indeed.jobs.find((entry) => entry.referencenumber === String(confidential.id))!
    expect(hidden).toMatchObject({ company: 'Pune Talent Works', remotetype: 'Fully remote', jobtype: 'contract', city: '', salary: '' })
    expect(indeed.raw).not.toContain(secret)
    const references = indeed.jobs.map((entry) => entry.referencenumber)
    expect(references).not.toContain(String(closed.id))
    expect(references).not.toContain(String(draft.id))
    for (const entry of indeed.jobs) expect(new URL(entry.url).searchParams.get('utm_source')).toBe('indeed')

    const response = await fetch(`${baseUrl()}/jobs/feed.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const raw = await response.text()
    expect(raw).not.toContain(secret)
    const feed = JSON.parse(raw) as { version: number; publisher: string; jobs: Record<string, unknown>[] }
    expect(feed).toMatchObject({ version: 1, publisher: 'Pune Talent Works' })
    const entry = feed.jobs.find((role) => role.id === String(named.id))
    expect(entry).toMatchObject({
      title: `Feed named role ${tag}`,
      company: `Acme Widgets ${tag}`,
      employmentType: 'full-time',
      workMode: 'hybrid',
      location: { city: 'Pune', region: 'Maharashtra', country: 'IN', postalCode: '411045', remote: false },
      skills: ['React', 'TypeScript'],
      experience: { minYears: 2, maxYears: 5, text: '2–5 years' },
      salary: { min: 60000, max: 90000, currency: 'INR', unit: 'month', text: '₹60,000–₹90,000 per month' },
    })
    expect(Object.fromEntries(new URL(String(entry!.url)).searchParams)).toEqual({
      utm_source: 'json-feed',
      utm_medium: 'job-feed',
      utm_campaign: 'open-roles',
    })
    expect(feed.jobs.find((role) => role.id === String(confidential.id))).toMatchObject({ company: 'Pune Talent Works' })
    const ids = feed.jobs.map((role) => role.id)
    expect(ids).not.toContain(String(closed.id))
    expect(ids).not.toContain(String(draft.id))

    for (const role of [named, confidential, closed, draft]) await staffRequest('DELETE', `/openings/${role.id}`)
  })

  it('an application from a feed link records the feed as its source, as the form sends the landing address\u2019s fields', async () => {
    const tag = uid()
    const role = await createRole(`Feed source role ${tag}`, {})
    let link = ''
    await eventually(async () => {
      const { jobs } = await indeedJobs()
      link = jobs.find((job) => job.referencenumber === String(role.id))?.url ?? ''
      expect(link).not.toBe('')
    }, 5000)
    // The role page keeps the landing address's campaign fields for the visit (lib/leadTracking.ts) and the form sends them.
    const campaign = Object.fromEntries(new URL(link).searchParams)
    const email = `feed-${tag}@${tag}.example.in`
    const member = await memberCookie(email)
    const form = new FormData()
    const fields = {
      firstName: 'Sana',
      lastName: 'Kulkarni',
      email,
      phone: '+91 98220 33445',
      location: 'Aundh, Pune',
      anythingElse: 'Found this role on a job board.',
      consent: 'true',
      role: role.slug,
      sourcePage: `/join-as-talent?role=${role.slug}`,
      ...campaign,
    }
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    form.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'Sana CV.pdf')
    const response = await fetch(`${baseUrl()}/api/JoinTalent`, {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp(), cookie: member.cookie },
      body: form,
    })
    expect(response.status).toBe(201)
    const [application] = await findLeads('talent-applications', byField('email', email))
    expect(application).toMatchObject({ utm_source: 'indeed', utm_medium: 'job-feed', utm_campaign: 'open-roles', opening: role.id })
  })
})
