// Staff edits (through /cms-api, as the admin panel does) reach the cached public API at once; drafts stay private;
// the seed ran exactly once although the server was started twice on this database.
import { afterAll, describe, expect, inject, it } from 'vitest'

import { blogs as seedBlogs } from '@/cms/seed/data/blogs'
import { categories as seedCategories } from '@/cms/seed/data/categories'
import { clients as seedClients } from '@/cms/seed/data/clients'
import { subpages as seedSubpages } from '@/cms/seed/data/subpages'
import { blogTextToLexical } from '@/features/content/blogRichText'
import type { Blog, BlogPage, CategorySummary, SubpageSummary } from '@/features/content/types'

import { baseUrl, eventually, getJson, rawSql, staffHeaders, staffRequest } from './helpers'

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo()
})

describe(`CMS and cache on ${inject('dbKind')}`, () => {
  it('seeded exactly once across two starts', async () => {
    const count = async (collection: string) =>
      (await staffRequest<{ totalDocs: number }>('GET', `/${collection}?limit=1&depth=0`)).totalDocs
    expect(await count('categories')).toBe(seedCategories.length)
    expect(await count('subpages')).toBe(seedSubpages.length)
    expect(await count('blogs')).toBe(seedBlogs.length)
    expect(await count('clients')).toBe(seedClients.length)
  })

  it('serves warm GETs from the cache: a database change that bypasses the CMS is not read', async () => {
    const { body: warm } = await getJson<CategorySummary[]>('/api/categories')
    const target = warm[0]
    await rawSql('UPDATE categories SET name = ? WHERE id = ?', ['Changed behind the cache', Number(target._id)])
    try {
      const { body } = await getJson<CategorySummary[]>('/api/categories')
      expect(body[0].name).toBe(target.name)
      const { body: page } = await getJson<BlogPage>('/api/blogs?page=1')
      await rawSql('UPDATE blogs SET title = ? WHERE id = ?', ['Changed behind the cache', Number(page.blogs[0]._id)])
      expect((await getJson<BlogPage>('/api/blogs?page=1')).body.blogs[0].title).toBe(page.blogs[0].title)
      await rawSql('UPDATE blogs SET title = ? WHERE id = ?', [page.blogs[0].title, Number(page.blogs[0]._id)])
    } finally {
      await rawSql('UPDATE categories SET name = ? WHERE id = ?', [target.name, Number(target._id)])
    }
  })

  it('shows a renamed category in the API within a second, in lists and in embedded references', async () => {
    const { body: before } = await getJson<CategorySummary[]>('/api/categories')
    await getJson('/api/subpages') // warm the cache first
    const target = before[1]
    const newName = `${target.name} (renamed)`
    await staffRequest('PATCH', `/categories/${target._id}`, { name: newName })
    cleanup.push(() => staffRequest('PATCH', `/categories/${target._id}`, { name: target.name }))

    const took = await eventually(async () => {
      const { body } = await getJson<CategorySummary[]>('/api/categories')
      expect(body.find((c) => c._id === target._id)?.name).toBe(newName)
    })
    expect(took).toBeLessThan(1000)
    const { body: subpages } = await getJson<SubpageSummary[]>(`/api/subpages?category=${target._id}`)
    expect(subpages.every((s) => s.category.name === newName)).toBe(true)
  })

  it('publishes a new post into list, search, categories and detail, and removes it on delete', async () => {
    await getJson('/api/blogs')
    const created = await staffRequest<{ doc: { id: number } }>('POST', '/blogs', {
      title: 'Fresh post about onboarding sprints',
      summary: 'A brand-new post for the cache test.',
      body: blogTextToLexical('Intro.\n§ Conclusion\nDone.'),
      category: (await staffRequest<{ docs: { id: number }[] }>('GET', '/blog-categories?limit=1')).docs[0].id,
      tags: ['cachetest'],
      publishedAt: '2030-01-01T00:00:00.000Z',
      _status: 'published',
    })
    const id = created.doc.id
    await eventually(async () => {
      const { body } = await getJson<BlogPage>('/api/blogs')
      expect(body.blogs[0].title).toBe('Fresh post about onboarding sprints')
    })
    expect((await getJson<BlogPage>('/api/blogs?searchTerm=CACHETEST')).body.blogs).toHaveLength(1)
    const { body: detail } = await getJson<Blog>('/api/blogs/slug/fresh-post-about-onboarding-sprints')
    expect(detail._id).toBe(String(id))

    await staffRequest('DELETE', `/blogs/${id}`)
    await eventually(async () => {
      expect((await getJson('/api/blogs/slug/fresh-post-about-onboarding-sprints')).status).toBe(404)
      expect((await getJson<BlogPage>('/api/blogs?searchTerm=cachetest')).body.blogs).toHaveLength(0)
    })
  })

  it('never shows drafts, neither in the public API nor to anonymous /cms-api readers', async () => {
    const categoryId = (await staffRequest<{ docs: { id: number }[] }>('GET', '/blog-categories?limit=1')).docs[0].id
    const created = await staffRequest<{ doc: { id: number; slug: string } }>('POST', '/blogs?draft=true', {
      title: 'Unpublished draft about secret plans',
      summary: 'Not for visitors.',
      body: blogTextToLexical('Draft body.'),
      category: categoryId,
      tags: ['draftonly'],
      _status: 'draft',
    })
    cleanup.push(() => staffRequest('DELETE', `/blogs/${created.doc.id}`))
    expect((await getJson(`/api/blogs/slug/${created.doc.slug}`)).status).toBe(404)
    expect((await getJson<BlogPage>('/api/blogs?searchTerm=draftonly')).body.blogs).toEqual([])
    const { body } = await getJson<BlogPage>('/api/blogs?page=1')
    expect(body.totalBlogs).toBe(seedBlogs.length)
    // Anonymous visitors read nothing through /cms-api (docs/security.md, "Every `/cms-api` query is bounded before the database"), drafts least of all.
    const anonymous = await fetch(`${baseUrl()}/cms-api/blogs?where[slug][equals]=${created.doc.slug}`)
    expect(anonymous.status).toBe(403)
    expect(JSON.stringify(await anonymous.json())).not.toContain(created.doc.slug)
  })

  it('keeps staff accounts private from anonymous /cms-api readers', async () => {
    const response = await fetch(`${baseUrl()}/cms-api/users`)
    expect(response.status).toBe(403)
  })

  it('answers a link to a document that does not exist with a field error, and keeps the stored one', async () => {
    const { docs } = await staffRequest<{ docs: { id: number; category: number; image: number | null }[] }>('GET', '/blogs?limit=1&depth=0')
    const blog = docs[0]
    for (const [field, label] of [
      ['category', 'Category'],
      ['image', 'Image'],
    ] as const) {
      const response = await fetch(`${baseUrl()}/cms-api/blogs/${blog.id}`, {
        method: 'PATCH',
        headers: await staffHeaders(),
        body: JSON.stringify({ [field]: 987654 }),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ errors: [{ message: `The following field is invalid: ${label}` }] })
    }
    const stored = await staffRequest<{ category: number; image: number | null }>('GET', `/blogs/${blog.id}?depth=0`)
    expect({ category: stored.category, image: stored.image }).toEqual({ category: blog.category, image: blog.image })
  })
})
