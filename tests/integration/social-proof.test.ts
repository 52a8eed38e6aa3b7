// Social proof against the real server (docs/decisions/content.md): approved testimonials on the static pages (a staff approval or edit
// shows within a second), the sample marker, client logos, and the engagement model stored with a team-up request.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { testimonials as seedTestimonials } from '@/cms/seed/data/testimonials'
import type { Client, TeamUpCategory } from '@/features/content/types'

import { baseUrl, eventually, getJson, staffRequest } from './helpers'
import { postJson } from './leads-helpers'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo()
})

const uid = () => Math.random().toString(36).slice(2, 10)
const pageHtml = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`)
  expect(response.status).toBe(200)
  return response.text()
}
// React escapes the apostrophe and ampersand in text; compare on a plain stretch of each quote.
const quoteStart = (quote: string) => quote.slice(0, 40)

type TestimonialDoc = { id: number; name: string; quote: string; kind: string; approved: boolean; sample: boolean }

describe(`testimonials on ${inject('dbKind')}`, () => {
  it('are seeded approved and marked as sample content for staff', async () => {
    const { docs } = await staffRequest<{ docs: TestimonialDoc[] }>('GET', '/testimonials?limit=100&depth=0')
    expect(docs).toHaveLength(seedTestimonials.length)
    expect(docs.every((doc) => doc.approved && doc.sample)).toBe(true)
  })

  it('show on the pages by kind: careers has talent only, the staffing category clients only, home both', async () => {
    const talent = seedTestimonials.find((t) => t.kind === 'talent')!
    const client = seedTestimonials.find((t) => t.kind === 'client')!
    const careers = await pageHtml('/careers')
    expect(careers).toContain(quoteStart(talent.quote))
    expect(careers).not.toContain(quoteStart(client.quote))
    const category = await pageHtml('/category/staffing-recruitment')
    expect(category).toContain(quoteStart(client.quote))
    expect(category).not.toContain(quoteStart(talent.quote))
    const home = await pageHtml('/')
    expect(home).toContain(quoteStart(client.quote))
    expect(home).toContain(quoteStart(talent.quote))
    expect(await pageHtml('/case-studies/staffing-solutions-for-businesses')).toContain(quoteStart(client.quote))
    expect(await pageHtml('/about')).toContain(quoteStart(talent.quote))
  })

  it('a new testimonial stays hidden until staff approve it, then shows on the page within a second; an edit too', async () => {
    const quote = `Placed our whole support desk in a week ${uid()}`
    const created = await staffRequest<{ doc: TestimonialDoc }>('POST', '/testimonials', {
      quote,
      name: 'Test Person',
      role: 'Founder',
      company: 'Test Co',
      kind: 'talent',
      order: -1,
    })
    const id = created.doc.id
    cleanup.push(() => staffRequest('DELETE', `/testimonials/${id}`))
    expect(created.doc.approved).toBe(false)
    expect(await pageHtml('/careers')).not.toContain(quote)
    const anonymous = (await (await fetch(`${baseUrl()}/cms-api/testimonials?limit=100`)).json()) as { docs?: TestimonialDoc[] }
    expect((anonymous.docs ?? []).some((doc) => doc.id === id)).toBe(false)

    await staffRequest('PATCH', `/testimonials/${id}`, { approved: true })
    const took = await eventually(async () => expect(await pageHtml('/careers')).toContain(quote))
    expect(took).toBeLessThan(1000)

    const edited = `${quote} and kept them`
    await staffRequest('PATCH', `/testimonials/${id}`, { quote: edited })
    await eventually(async () => expect(await pageHtml('/careers')).toContain(edited))

    await staffRequest('PATCH', `/testimonials/${id}`, { approved: false })
    await eventually(async () => expect(await pageHtml('/careers')).not.toContain(quote))
  })

  it('a category set to show none shows no testimonials', async () => {
    const { docs } = await staffRequest<{ docs: { id: number; testimonialKind: string }[] }>(
      'GET',
      '/categories?where[slug][equals]=consulting&depth=0',
    )
    const consulting = docs[0]
    expect(consulting.testimonialKind).toBe('client')
    expect(await pageHtml('/category/consulting')).toContain('What our clients say')
    await staffRequest('PATCH', `/categories/${consulting.id}`, { testimonialKind: 'none' })
    cleanup.push(() => staffRequest('PATCH', `/categories/${consulting.id}`, { testimonialKind: 'client' }))
    await eventually(async () => expect(await pageHtml('/category/consulting')).not.toContain('What our clients say'))
  })
})

describe('client logos', () => {
  it('are uploaded SVG wordmarks served as images', async () => {
    const { body } = await getJson<Client[]>('/api/clients')
    expect(body.length).toBeGreaterThan(0)
    for (const client of body) {
      expect(client.logo).toMatch(/^\/cms-api\/media\/file\/.+\.svg$/)
      const response = await fetch(`${baseUrl()}${client.logo}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      expect(await response.text()).toContain(client.name.replace('&', '&amp;'))
    }
  })
})

describe('POST /api/teamup with an engagement model', () => {
  async function request(engagementModel?: string) {
    const { body } = await getJson<TeamUpCategory[]>('/api/teamup/categories')
    const staffing = body.find((category) => category.subCategories.some((service) => service.title === 'Contract Staffing'))!
    const email = `model-${uid()}@${uid()}.example.in`
    return {
      companyName: 'Acme Pvt Ltd',
      firstName: 'Ravi',
      lastName: 'Kulkarni',
      phone: '+91 98765 43210',
      email,
      mainCategory: staffing._id,
      subCategory: staffing.subCategories.find((service) => service.title === 'Contract Staffing')!._id,
      description: 'Two support agents for three months, then maybe permanent.',
      ...(engagementModel === undefined ? {} : { engagementModel }),
    }
  }

  it('stores the chosen model, stores none for "not sure yet", and refuses an unknown one with a message at the field', async () => {
    const chosen = await postJson('/api/teamup', await request('contract-to-hire'))
    expect(chosen.status).toBe(201)
    const doc = await staffRequest<Record<string, unknown>>('GET', `/team-up-requests/${String(chosen.body.id)}?depth=0`)
    expect(doc.engagementModel).toBe('contract-to-hire')

    const unsure = await postJson('/api/teamup', await request(''))
    expect(unsure.status).toBe(201)
    const unsureDoc = await staffRequest<Record<string, unknown>>('GET', `/team-up-requests/${String(unsure.body.id)}?depth=0`)
    expect(unsureDoc.engagementModel ?? null).toBeNull()

    const unknown = await postJson('/api/teamup', await request('freelance'))
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields).toEqual({ engagementModel: 'Please choose an engagement model from the list.' })
  })
})
