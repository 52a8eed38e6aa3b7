// A role leaves the job board at its "open until" time without any edit (docs/security.md, "Roles leave the job board at their …"): the cached
// GET /api/openings answer and the /jobs page drop it within a moment of the date, as applying already refuses it.
import { describe, expect, it } from 'vitest'

import { toLexical } from '@/cms/seed/richText'

import type { OpeningsPage } from '@/features/openings/types'

import { baseUrl, eventually, getJson, staffRequest } from './helpers'

const uid = () => Math.random().toString(36).slice(2, 10)

async function listedSlugs(): Promise<string[]> {
  const first = await getJson<OpeningsPage>('/api/openings')
  expect(first.status).toBe(200)
  const pages = [first.body]
  for (let page = 2; page <= first.body.totalPages; page++) pages.push((await getJson<OpeningsPage>(`/api/openings?page=${page}`)).body)
  return pages.flatMap((page) => page.openings.map((role) => role.slug))
}

const jobsPage = async () => (await fetch(`${baseUrl()}/jobs`)).text()

/** A role's description: one paragraph in the editor's format. */
const paragraph = (text: string) => toLexical([text])

describe('roles past their "open until"', () => {
  it('leave /api/openings and /jobs at the date, without an edit', async () => {
    const [category] = (await staffRequest<{ docs: { id: number }[] }>('GET', '/categories?limit=1&depth=0')).docs
    const tag = uid()
    const slug = `expiring-role-${tag}`
    const title = `Expiring role ${tag}`
    const validThrough = new Date(Date.now() + 6000).toISOString()
    const created = await staffRequest<{ doc: { id: number } }>('POST', '/openings', {
      title,
      slug,
      status: 'open',
      datePosted: new Date().toISOString(),
      validThrough,
      category: category.id,
      summary: 'Open for a few seconds.',
      employmentType: 'gig',
      workMode: 'remote',
      experienceMin: 0,
      description: paragraph('A role that closes by itself.'),
      client: { kind: 'agency' },
    })
    // Listed (and now cached) while open.
    await eventually(async () => {
      expect(await listedSlugs()).toContain(slug)
      expect(await jobsPage()).toContain(title)
    }, 5000)
    // An edit changes the role's lastmod in the sitemap at once.
    const edited = await staffRequest<{ doc: { updatedAt: string } }>('PATCH', `/openings/${created.doc.id}`, {
      summary: 'Open for a few seconds still.',
    })
    await eventually(async () => {
      const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
      expect(xml).toMatch(new RegExp(`/jobs/${slug}</loc>\\s*<lastmod>${edited.doc.updatedAt.replace(/[.+]/g, '\\$&')}</lastmod>`))
    }, 2000)
    expect(Date.now()).toBeLessThan(Date.parse(validThrough))
    // No edit: only the clock passes "open until".
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(validThrough) - Date.now())))
    const took = await eventually(async () => {
      expect(await listedSlugs()).not.toContain(slug)
      expect(await jobsPage()).not.toContain(title)
    }, 5000)
    expect(took).toBeLessThan(3000)
    // Moved to closed by itself, as a staff edit would: stored closed, out of the sitemap, its page says so.
    await eventually(async () => {
      const stored = await staffRequest<{ status: string }>('GET', `/openings/${created.doc.id}?depth=0`)
      expect(stored.status).toBe('closed')
    }, 3000)
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain(`/jobs/${slug}<`)
    expect(await (await fetch(`${baseUrl()}/jobs/${slug}`)).text()).toContain('This role is closed')
    await staffRequest('DELETE', `/openings/${created.doc.id}`)
  })
})
