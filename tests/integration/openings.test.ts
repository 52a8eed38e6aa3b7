// Open roles (docs/decisions/openings.md): the openings API, the role pages' JobPosting JSON-LD, the sitemap and feed, and applying for a
// role through POST /api/JoinTalent, against a real server and database seeded at start-up.
import { describe, expect, inject, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'

import { openings as seedOpenings } from '@/cms/seed/data/openings'
import type { Opening, OpeningsPage } from '@/features/openings/types'
import { OPENINGS_PAGE_SIZE } from '@/lib/constants'

import { pdfBytes } from '../fixtures/resumes'

import { baseUrl, eventually, getJson, staffRequest } from './helpers'
import { byField, findLeads, freshIp, memberCookie } from './leads-helpers'
import { mailsTo } from './mail'

const uid = () => Math.random().toString(36).slice(2, 10)
const seededOpen = seedOpenings.filter((role) => role.status === 'open')
const seededClosed = seedOpenings.filter((role) => role.status === 'closed')

async function allOpen(query = ''): Promise<OpeningsPage> {
  const first = await getJson<OpeningsPage>(`/api/openings?${query}`)
  expect(first.status).toBe(200)
  const pages = [first.body]
  for (let page = 2; page <= first.body.totalPages; page++) {
    pages.push((await getJson<OpeningsPage>(`/api/openings?${query}&page=${page}`)).body)
  }
  return { ...first.body, openings: pages.flatMap((p) => p.openings) }
}

const slugs = (page: OpeningsPage) => page.openings.map((role) => role.slug).sort()

function apply(email: string, role?: string) {
  const form = new FormData()
  const fields: Record<string, string> = {
    firstName: 'Sana',
    lastName: 'Kulkarni',
    email,
    phone: '+91 98220 33445',
    location: 'Aundh, Pune',
    anythingElse: 'Two years of React work; looking for a hybrid role.',
    consent: 'true',
    sourcePage: '/join-as-talent',
    ...(role ? { role } : {}),
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'Sana CV.pdf')
  return form
}

async function send(form: FormData, cookie: string) {
  const response = await fetch(`${baseUrl()}/api/JoinTalent`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), cookie },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as unknown,
  )
  return blocks.flatMap((block): Record<string, unknown>[] =>
    Array.isArray(block) ? (block as Record<string, unknown>[]) : [block as Record<string, unknown>],
  )
}

type JobLd = {
  title: string
  description: string
  datePosted: string
  validThrough: string
  employmentType: string
  hiringOrganization: unknown
  identifier: unknown
  directApply: boolean
  jobLocationType?: string
  applicantLocationRequirements?: unknown
  jobLocation?: { address: Record<string, unknown> }
  baseSalary?: { value: Record<string, unknown> }
}

describe(`openings on ${inject('dbKind')}`, () => {
  describe('GET /api/openings', () => {
    it('lists every seeded open role, newest first, paginated, never a closed one', async () => {
      const first = await getJson<OpeningsPage>('/api/openings')
      expect(first.body.openings).toHaveLength(OPENINGS_PAGE_SIZE)
      expect(first.body).toMatchObject({ currentPage: 1, totalPages: Math.ceil(seededOpen.length / OPENINGS_PAGE_SIZE) })
      const all = await allOpen()
      expect(slugs(all)).toEqual(expect.arrayContaining(seededOpen.map((role) => role.slug).sort()))
      for (const closed of seededClosed) expect(slugs(all)).not.toContain(closed.slug)
      const dates = all.openings.map((role) => role.datePosted)
      expect([...dates].sort().reverse()).toEqual(dates)
      expect(all.openings.every((role) => role.status === 'open')).toBe(true)
    })

    it('filters by pillar, employment type, work mode and search with the page’s query names', async () => {
      const software = await allOpen('pillar=software-development')
      expect(software.openings.length).toBeGreaterThan(0)
      expect(software.openings.every((role) => role.pillar.slug === 'software-development')).toBe(true)
      const gigs = await allOpen('type=gig&mode=remote')
      expect(slugs(gigs)).toEqual(['ai-chatbot-trainer-marathi-english'])
      const search = await allOpen('search=power%20bi')
      expect(slugs(search)).toEqual(['data-analyst-power-bi'])
      const none = await getJson<OpeningsPage>('/api/openings?search=zzzz-nothing')
      expect(none.body).toMatchObject({ openings: [], currentPage: 1, totalPages: 1 })
    })

    it('answers a valid page for malformed input: a bad page is 1, a page past the end is the last, unknown filters are ignored', async () => {
      const bad = await getJson<OpeningsPage>('/api/openings?page=abc&type=astronaut&mode=moon')
      expect(bad.status).toBe(200)
      expect(bad.body.currentPage).toBe(1)
      expect(bad.body.openings).toHaveLength(OPENINGS_PAGE_SIZE)
      const far = await getJson<OpeningsPage>('/api/openings?page=999')
      expect(far.body.currentPage).toBe(far.body.totalPages)
    })
  })

  describe('GET /api/openings/slug/{slug}', () => {
    it('answers an open role in full, a closed one with status closed, and 404 "Role not found." otherwise', async () => {
      const open = await getJson<Opening>('/api/openings/slug/frontend-developer-react')
      expect(open.status).toBe(200)
      expect(open.body).toMatchObject({
        title: 'Frontend Developer (React)',
        status: 'open',
        employmentType: 'full-time',
        workMode: 'hybrid',
        location: 'Baner, Pune',
        salary: { min: 600000, max: 900000, unit: 'year', currency: 'INR' },
      })
      expect(open.body.description).toContain('<p>')
      expect(open.body.responsibilities.length).toBeGreaterThan(0)
      const closed = await getJson<Opening>(`/api/openings/slug/${seededClosed[0].slug}`)
      expect(closed.status).toBe(200)
      expect(closed.body.status).toBe('closed')
      const unknown = await getJson<{ msg: string }>('/api/openings/slug/no-such-role')
      expect(unknown.status).toBe(404)
      expect(unknown.body.msg).toBe('Role not found.')
    })

    it('never shows a confidential client’s name', async () => {
      const { body } = await getJson<Opening>('/api/openings/slug/backend-engineer-nodejs-fintech')
      expect(body.employer).toEqual({ kind: 'confidential', name: null })
    })
  })

  it('a staff draft is neither listed nor found; opening it lists it at once (the change expires the caches)', async () => {
    const [category] = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs
    const slug = `draft-role-${uid()}`
    const created = await staffRequest<{ doc: { id: number } }>('POST', '/openings', {
      title: 'Draft role',
      slug,
      status: 'draft',
      category: category.id,
      summary: 'Not yet public.',
      employmentType: 'gig',
      workMode: 'remote',
      experienceMin: 0,
      description: toLexical(['A role staff are still writing.']),
      client: { kind: 'agency' },
    })
    expect((await getJson(`/api/openings/slug/${slug}`)).status).toBe(404)
    expect(slugs(await allOpen())).not.toContain(slug)
    await staffRequest('PATCH', `/openings/${created.doc.id}`, { status: 'open' })
    await eventually(async () => {
      expect(slugs(await allOpen())).toContain(slug)
      expect((await getJson(`/api/openings/slug/${slug}`)).status).toBe(200)
    }, 5000)
    await staffRequest('DELETE', `/openings/${created.doc.id}`)
    await eventually(async () => expect(slugs(await allOpen())).not.toContain(slug), 5000)
  })

  describe('role pages', () => {
    it('every seeded open role carries JobPosting JSON-LD with Google’s required and recommended properties', async () => {
      for (const seed of seededOpen) {
        const response = await fetch(`${baseUrl()}/jobs/${seed.slug}`)
        expect(response.status, seed.slug).toBe(200)
        const html = await response.text()
        const posting = jsonLdBlocks(html).find((block) => block['@type'] === 'JobPosting')
        expect(posting, seed.slug).toBeDefined()
        const job = posting as unknown as JobLd
        expect(job.title).toBe(seed.title)
        expect(String(job.description).length).toBeGreaterThan(20)
        expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.now())
        expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']).toContain(job.employmentType)
        expect(job.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) })
        expect(job.identifier).toMatchObject({ '@type': 'PropertyValue', value: expect.any(String) })
        expect(job.directApply).toBe(true)
        if (seed.workMode === 'remote') {
          expect(job.jobLocationType).toBe('TELECOMMUTE')
          expect(job.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' })
        } else {
          expect(job.jobLocation?.address).toMatchObject({
            '@type': 'PostalAddress',
            streetAddress: expect.any(String),
            addressLocality: 'Pune',
            addressRegion: 'Maharashtra',
            postalCode: expect.any(String),
            addressCountry: 'IN',
          })
        }
        if (seed.salary) {
          expect(job.baseSalary).toMatchObject({ '@type': 'MonetaryAmount', currency: 'INR' })
          const value = job.baseSalary?.value ?? {}
          expect(value.minValue ?? value.value).toBe(seed.salary.min)
        } else expect(job.baseSalary).toBeUndefined()
      }
    })

    it('its share links carry their source: the network, medium "share" and campaign "role-share"', async () => {
      const [role] = seededOpen
      const html = (await (await fetch(`${baseUrl()}/jobs/${role.slug}`)).text()).replace(/&amp;/g, '&')
      const shared = ['https://www.linkedin.com/', 'https://x.com/', 'https://wa.me/', 'mailto:'].map((start) => {
        const href = html.match(new RegExp(`href="(${start.replace(/[.?/]/g, '\\$&')}[^"]+)"`))?.[1]
        expect(href, start).toBeTruthy()
        // The role's own address inside the share link, as the network will open it.
        const inner = decodeURIComponent(href!).match(new RegExp(`https?://[^\\s&?=]+/jobs/${role.slug}\\?[^\\s]+`))?.[0]
        expect(inner, start).toBeTruthy()
        return Object.fromEntries(new URL(inner!.replace(/&text=.*$/, '')).searchParams)
      })
      expect(shared.map((params) => params.utm_source)).toEqual(['linkedin', 'x', 'whatsapp', 'email'])
      for (const params of shared) expect(params).toMatchObject({ utm_medium: 'share', utm_campaign: 'role-share' })
    })

    it('a closed role answers 200 "This role is closed" with similar open roles and no JobPosting; an unknown slug 404', async () => {
      const response = await fetch(`${baseUrl()}/jobs/${seededClosed[0].slug}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('This role is closed')
      expect(html).toContain('Similar open roles')
      expect(html).not.toContain('Apply for this role')
      expect(jsonLdBlocks(html).some((block) => block['@type'] === 'JobPosting')).toBe(false)
      const unknown = await fetch(`${baseUrl()}/jobs/no-such-role`)
      expect(unknown.status).toBe(404)
      expect(await unknown.text()).toContain('Role not found.')
    })
  })

  it('the sitemap lists every open role with its last change, and no closed one', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    for (const role of seededOpen) {
      expect(xml).toMatch(new RegExp(`<loc>[^<]*/jobs/${role.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`))
    }
    for (const role of seededClosed) expect(xml).not.toContain(`/jobs/${role.slug}<`)
    expect(xml).toMatch(/<loc>[^<]*\/jobs<\/loc>/)
  })

  it('/jobs/feed.xml is an RSS 2.0 feed with one item per open role', async () => {
    const response = await fetch(`${baseUrl()}/jobs/feed.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/)
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<\/item>/g)].map((match) => match[1])
    const paths = links.map((link) => new URL(link.replace(/&amp;/g, '&')).pathname)
    for (const role of seededOpen) expect(paths).toContain(`/jobs/${role.slug}`)
    for (const role of seededClosed) expect(paths).not.toContain(`/jobs/${role.slug}`)
    for (const link of links)
      expect(Object.fromEntries(new URL(link.replace(/&amp;/g, '&')).searchParams)).toEqual({
        utm_source: 'rss',
        utm_medium: 'job-feed',
        utm_campaign: 'open-roles',
      })
  })

  describe('applying for a role (POST /api/JoinTalent with role)', () => {
    it('stores the role on the application, names it to staff, and refuses a second application for it', async () => {
      const email = `role-${uid()}@${uid()}.example.in`
      const member = await memberCookie(email)
      const first = await send(apply(email, 'frontend-developer-react'), member.cookie)
      expect(first.status).toBe(201)
      const [doc] = await findLeads('talent-applications', byField('email', email))
      const role = await getJson<Opening>('/api/openings/slug/frontend-developer-react')
      expect(doc.opening).toBe(Number(role.body._id))
      await eventually(async () => {
        const staff = (await mailsTo('staff@test.local')).find((mail) => mail.text.includes(email))
        expect(staff?.subject).toBe('New talent application: Sana Kulkarni for Frontend Developer (React)')
        expect(staff?.text).toContain('Frontend Developer (React)')
        // The candidate's acknowledgement names the role (staff's title, not the visitor's words).
        const ack = (await mailsTo(email)).find((mail) => mail.subject.startsWith('We received your'))
        expect(ack?.subject).toBe('We received your application for Frontend Developer (React) — Pune Talent Works')
      }, 10_000)

      const again = await send(apply(email, 'frontend-developer-react'), member.cookie)
      expect(again.status).toBe(409)
      expect(again.body.msg).toBe(
        'You have already applied for this role. We have your earlier application and will e-mail you about next steps.',
      )
      const docs = await findLeads('talent-applications', byField('email', email))
      expect(docs.map((d) => d.id)).toEqual([doc.id])
    })

    it('refuses a closed role (409) and an unknown or draft one (404), storing nothing; a general application still works', async () => {
      const email = `closed-${uid()}@${uid()}.example.in`
      const member = await memberCookie(email)
      const closed = await send(apply(email, seededClosed[0].slug), member.cookie)
      expect(closed.status).toBe(409)
      expect(closed.body.msg).toBe('This role is closed and no longer takes applications. Please look at our other open roles.')
      const unknown = await send(apply(email, 'no-such-role'), member.cookie)
      expect(unknown.status).toBe(404)
      expect(unknown.body.msg).toBe('This role is not open for applications. Please choose a role from our open roles.')
      expect(await findLeads('talent-applications', byField('email', email))).toHaveLength(0)
      const general = await send(apply(email), member.cookie)
      expect(general.status).toBe(201)
      const [doc] = await findLeads('talent-applications', byField('email', email))
      expect(doc.opening ?? null).toBeNull()
    })
  })
})
