// The public read API of spec section 7, against a real server and database seeded at start-up.
import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

import { blogCategories, blogs as seedBlogs } from '@/cms/seed/data/blogs'
import { categories as seedCategories } from '@/cms/seed/data/categories'
import { clients as seedClients, featuredSolutions as seedSolutions } from '@/cms/seed/data/clients'
import { subpages as seedSubpages } from '@/cms/seed/data/subpages'
import type { Blog, BlogPage, Category, CategorySummary, Subpage, SubpageSummary } from '@/features/content/types'
import { BLOG_PAGE_SIZE } from '@/lib/constants'

import { baseUrl, getJson } from './helpers'

const sortedByDateDesc = (list: Blog[]) => list.every((blog, i) => i === 0 || (list[i - 1].publishedAt ?? '') >= (blog.publishedAt ?? ''))

describe(`content API on ${inject('dbKind')}`, () => {
  describe('GET /api/categories', () => {
    it('lists the four pillars in order with exactly the summary fields', async () => {
      const { status, body } = await getJson<CategorySummary[]>('/api/categories')
      expect(status).toBe(200)
      expect(body.map((c) => c.name)).toEqual(seedCategories.map((c) => c.name))
      for (const category of body) {
        expect(Object.keys(category).sort()).toEqual(['_id', 'description', 'image', 'name', 'slug'])
        expect(category._id).toMatch(/^\d+$/)
      }
    })

    it('gives image URLs the browser can load', async () => {
      const { body } = await getJson<CategorySummary[]>('/api/categories')
      const image = body[0].image
      expect(image).toMatch(/^\/cms-api\/media\/file\/.+\.webp$/)
      const response = await fetch(`${baseUrl()}${image}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
    })
  })

  it('answers each client in an encoding it accepts, also from the in-memory cache', async () => {
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(`${baseUrl()}/api/categories`, { headers: { 'accept-encoding': encoding } }, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    for (const round of [1, 2]) {
      const gzip = await get('gzip')
      expect(gzip.encoding, `round ${round}`).toBe('gzip')
      const plain = await get('identity')
      expect(plain.encoding, `round ${round}`).toBeUndefined()
      expect(JSON.parse(plain.body.toString('utf8'))).toHaveLength(seedCategories.length)
    }
  })

  describe('GET /api/categories/slug/{slug}', () => {
    it('returns one category with every field of spec section 3', async () => {
      const seed = seedCategories[0]
      const { status, body } = await getJson<Category>(`/api/categories/slug/${seed.slug}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({
        name: seed.name,
        slug: seed.slug,
        heroHeadline: seed.heroHeadline,
        heroSubtext: seed.heroSubtext,
        heroCTAs: seed.heroCTAs,
        industries: seed.industries,
        processFlow: seed.processFlow,
        cta: seed.cta,
      })
      expect(body.caseStudies.map((c) => c.title)).toEqual(seed.caseStudies.map((c) => c.title))
      expect(body.sections.map((s) => s.type)).toEqual(seed.sections.map((s) => s.type))
      for (const section of body.sections) {
        expect(section._id).toBeTruthy()
        if (section.type === 'features' || section.type === 'benefits') expect(Array.isArray(section.content)).toBe(true)
        else if (section.type === 'cta') expect(section.content).toMatch(/^\//)
        else expect(section.content).toMatch(/^<(p|h2|ul)/)
      }
    })

    it('answers 404 with a JSON error for an unknown slug', async () => {
      const { status, body } = await getJson('/api/categories/slug/no-such-category')
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'not_found', msg: 'Category not found' })
    })
  })

  describe('GET /api/subpages', () => {
    it('lists every service with its category as {_id, name, slug}', async () => {
      const { status, body } = await getJson<SubpageSummary[]>('/api/subpages')
      expect(status).toBe(200)
      expect(body).toHaveLength(seedSubpages.length)
      const categoryNames = new Set(seedCategories.map((c) => c.name))
      for (const subpage of body) {
        expect(Object.keys(subpage.category).sort()).toEqual(['_id', 'name', 'slug'])
        expect(categoryNames.has(subpage.category.name)).toBe(true)
        expect(subpage.title).toBe(subpage.name)
      }
    })

    it('filters by ?category={categoryId}', async () => {
      const { body: categories } = await getJson<CategorySummary[]>('/api/categories')
      for (const category of categories) {
        const { body } = await getJson<SubpageSummary[]>(`/api/subpages?category=${category._id}`)
        const expected = seedSubpages.filter((s) => seedCategories.find((c) => c.key === s.categoryKey)?.name === category.name)
        expect(body.map((s) => s.slug).sort()).toEqual(expected.map((s) => s.slug).sort())
        expect(body.every((s) => s.category._id === category._id)).toBe(true)
      }
    })

    it('answers an empty list for an unknown or malformed category id', async () => {
      expect((await getJson('/api/subpages?category=999999')).body).toEqual([])
      const malformed = await getJson('/api/subpages?category=abc')
      expect(malformed.status).toBe(200)
      expect(malformed.body).toEqual([])
    })
  })

  describe('GET /api/subpages/slug/{slug}', () => {
    it('returns flip cards and sections in their stored order', async () => {
      for (const seed of seedSubpages.slice(0, 4)) {
        const { status, body } = await getJson<Subpage>(`/api/subpages/slug/${seed.slug}`)
        expect(status).toBe(200)
        expect(body.title).toBe(seed.title)
        expect(body.flipcards.map((f) => f.title)).toEqual(seed.flipcards.map((f) => f.title))
        expect(body.sections.map((s) => s.type)).toEqual(seed.sections.map((s) => s.type))
        expect(body.content).toContain('<p>')
      }
    })

    it('answers 404 "Page not found." for an unknown slug', async () => {
      const { status, body } = await getJson('/api/subpages/slug/nope')
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'not_found', msg: 'Page not found.' })
    })
  })

  it('GET /api/clients and /api/featuredSolutions list the seeded entries in order', async () => {
    const clients = await getJson<{ name: string; logo: string }[]>('/api/clients')
    expect(clients.body.map((c) => c.name)).toEqual(seedClients.map((c) => c.name))
    expect(clients.body[0].logo).toMatch(/^\/cms-api\/media\/file\//)
    const solutions = await getJson<{ title: string }[]>('/api/featuredSolutions')
    expect(solutions.body.map((s) => s.title)).toEqual(seedSolutions.map((s) => s.title))
  })

  describe('GET /api/blogs', () => {
    const totalPages = Math.ceil(seedBlogs.length / BLOG_PAGE_SIZE)

    it('pages the newest posts first', async () => {
      const { status, body } = await getJson<BlogPage>('/api/blogs')
      expect(status).toBe(200)
      expect(body.currentPage).toBe(1)
      expect(body.totalPages).toBe(totalPages)
      expect(body.blogs).toHaveLength(BLOG_PAGE_SIZE)
      expect(sortedByDateDesc(body.blogs)).toBe(true)
      const newest = [...seedBlogs].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]
      expect(body.blogs[0].slug).toBe(newest.slug)
      const second = await getJson<BlogPage>('/api/blogs?page=2')
      expect(second.body.currentPage).toBe(2)
      expect(second.body.blogs.map((b) => b.slug)).not.toContain(body.blogs[0].slug)
    })

    it('answers a valid page for out-of-range or malformed page numbers', async () => {
      for (const [page, expected] of [
        ['999', totalPages],
        ['abc', 1],
        ['-4', 1],
        ['0', 1],
        ['2.7', 2],
      ] as const) {
        const { status, body } = await getJson<BlogPage>(`/api/blogs?page=${page}`)
        expect(status).toBe(200)
        expect(body.currentPage).toBe(expected)
        expect(body.blogs.length).toBeGreaterThan(0)
      }
    })

    it('filters by category name; "All" means no filter', async () => {
      const name = blogCategories[1]
      const { body } = await getJson<BlogPage>(`/api/blogs?category=${encodeURIComponent(name)}`)
      const expected = seedBlogs.filter((b) => b.category === name)
      expect(body.blogs.length).toBe(Math.min(expected.length, BLOG_PAGE_SIZE))
      expect(body.blogs.every((b) => b.category === name)).toBe(true)
      const all = await getJson<BlogPage>('/api/blogs?category=All')
      expect(all.body.totalPages).toBe(totalPages)
      const unknown = await getJson<BlogPage>('/api/blogs?category=Unknown%20topic')
      expect(unknown.body).toEqual({ blogs: [], currentPage: 1, totalPages: 1, totalBlogs: 0 })
    })

    it('searches title, summary, body and tags without regard to case', async () => {
      const { body } = await getJson<BlogPage>('/api/blogs?searchTerm=HIRING')
      const matches = seedBlogs.filter((b) => [b.title, b.summary, b.body, b.tags.join(' ')].join(' ').toLowerCase().includes('hiring'))
      expect(body.totalBlogs).toBe(matches.length)
      expect(body.blogs.length).toBeGreaterThan(0)
      const tag = seedBlogs[0].tags[0]
      const byTag = await getJson<BlogPage>(`/api/blogs?searchTerm=${encodeURIComponent(tag.toUpperCase())}`)
      expect(byTag.body.blogs.length).toBeGreaterThan(0)
      const none = await getJson<BlogPage>('/api/blogs?searchTerm=zzqxnotaword')
      expect(none.body.blogs).toEqual([])
    })

    it('combines category and search', async () => {
      const name = blogCategories[0]
      const { body } = await getJson<BlogPage>(`/api/blogs?category=${encodeURIComponent(name)}&searchTerm=the`)
      expect(body.blogs.every((b) => b.category === name)).toBe(true)
    })
  })

  it('GET /api/blogs/categories lists the category names', async () => {
    const { body } = await getJson<string[]>('/api/blogs/categories')
    expect(body).toEqual([...blogCategories].sort((a, b) => a.localeCompare(b)))
  })

  describe('GET /api/blogs/slug/{slug}', () => {
    it('returns one published post', async () => {
      const seed = seedBlogs[3]
      const { status, body } = await getJson<Blog>(`/api/blogs/slug/${seed.slug}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({
        slug: seed.slug,
        title: seed.title,
        summary: seed.summary,
        body: seed.body,
        tags: seed.tags,
        category: seed.category,
      })
      expect(body).not.toHaveProperty('searchText')
    })

    it('answers 404 "Blog post not found." for an unknown slug', async () => {
      const { status, body } = await getJson('/api/blogs/slug/nope')
      expect(status).toBe(404)
      expect(body).toEqual({ error: 'not_found', msg: 'Blog post not found.' })
    })
  })
})
