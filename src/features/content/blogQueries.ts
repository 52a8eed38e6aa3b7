// The blog's queries (list pages, search, latest posts, one post, slugs for the sitemap), cached like every
// content query (cachedQuery.ts). Visitors choose the page, category and search text, so only values that name a real
// page become cache entries.
import type { Where } from 'payload'

import { BLOG_PAGE_SIZE } from '@/lib/constants'
import { getPayloadClient } from '@/lib/payload'
import { rawQuery, sqlTime } from '@/lib/rawQuery'

import type { BlogQuery } from './blogListParams'
import { asVisitor, cachedQuery, isBuildPhase } from './cachedQuery'
import { toBlog } from './serialize'
import { contentTags } from './tags'
import type { Blog, BlogPage } from './types'

const { blogs, blogCategories, media } = contentTags

const emptyBlogPage: BlogPage = { blogs: [], currentPage: 1, totalPages: 1, totalBlogs: 0 }

function blogFilter(category: string, searchTerm: string): Where {
  const and: Where[] = []
  if (category !== 'All') and.push({ 'category.name': { equals: category } })
  if (searchTerm) and.push({ searchText: { contains: searchTerm.toLowerCase() } })
  return and.length ? { and } : {}
}

async function countBlogs(category: string, searchTerm: string): Promise<number> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({ collection: 'blogs', overrideAccess: false, where: blogFilter(category, searchTerm) })
  return totalDocs
}

/** One page of posts; `page` must exist (1 when there are none). */
async function findBlogPage({ page, category, searchTerm }: Required<BlogQuery>, totalBlogs: number): Promise<BlogPage> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'blogs',
    ...asVisitor,
    where: blogFilter(category, searchTerm),
    sort: '-publishedAt',
    limit: BLOG_PAGE_SIZE,
    page,
  })
  return { blogs: docs.map(toBlog), currentPage: page, totalPages: Math.max(1, Math.ceil(totalBlogs / BLOG_PAGE_SIZE)), totalBlogs }
}

/**
 * A search: one find, whose count and page come from the same read (not a count, then a count and a page), since each
 * of them matches the text against every post (docs/benchmarks.md, "Scale"). A page past the last reads the last.
 */
async function searchBlogs({ page, category, searchTerm }: Required<BlogQuery>): Promise<BlogPage> {
  const payload = await getPayloadClient()
  const read = (pageNumber: number) =>
    payload.find({
      collection: 'blogs',
      ...asVisitor,
      where: blogFilter(category, searchTerm),
      sort: '-publishedAt',
      limit: BLOG_PAGE_SIZE,
      page: pageNumber,
    })
  let found = await read(page)
  const lastPage = Math.max(1, found.totalPages)
  if (page > lastPage) found = await read(lastPage)
  return { blogs: found.docs.map(toBlog), currentPage: Math.min(page, lastPage), totalPages: lastPage, totalBlogs: found.totalDocs }
}

const cachedBlogCount = cachedQuery('blog-count', [blogs, blogCategories], (category: string) => countBlogs(category, ''), 0)
const cachedBlogPage = cachedQuery(
  'blogs',
  [blogs, blogCategories, media],
  (page: number, category: string, totalBlogs: number) => findBlogPage({ page, category, searchTerm: '' }, totalBlogs),
  emptyBlogPage,
)

/**
 * A page of published posts, newest first. Only inputs that name a real page become cache entries: a page beyond
 * the last is the last page, a category without posts answers empty at once, and free-text searches are never
 * cached here (server.mjs keeps recent answers in its bounded memory cache).
 */
export async function listBlogs({ page, category, searchTerm }: Required<BlogQuery>): Promise<BlogPage> {
  if (isBuildPhase()) return emptyBlogPage
  if (category !== 'All' && !(await listBlogCategoryNames()).includes(category)) return emptyBlogPage
  if (searchTerm) return searchBlogs({ page, category, searchTerm })
  const totalBlogs = await cachedBlogCount(category)
  return cachedBlogPage(lastPageAtMost(page, totalBlogs), category, totalBlogs)
}

/** An out-of-range page answers the last page rather than an error. */
const lastPageAtMost = (page: number, totalBlogs: number) => Math.min(page, Math.max(1, Math.ceil(totalBlogs / BLOG_PAGE_SIZE)))

export const listLatestBlogs = cachedQuery(
  'latest-blogs',
  [blogs, blogCategories, media],
  async (limit: number): Promise<Blog[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'blogs', ...asVisitor, sort: '-publishedAt', limit })
    return docs.map(toBlog)
  },
  [],
)

/**
 * Names of blog categories that have at least one published post, so no filter leads to an empty list. Read with SQL
 * (published posts only, as a visitor's read): Payload's find of every post with its category took about 250 ms at
 * 5,000 posts on the first /blogs after each post edit (docs/benchmarks.md, "Scale").
 */
export const listBlogCategoryNames = cachedQuery(
  'blog-category-names',
  [blogs, blogCategories],
  async (): Promise<string[]> => {
    const rows = await rawQuery(await getPayloadClient())(
      `SELECT c.name FROM blog_categories c
       WHERE EXISTS (SELECT 1 FROM blogs b WHERE b.category_id = c.id AND b._status = 'published')`,
      [],
    )
    return rows.map((row) => String(row.name)).sort((a, b) => a.localeCompare(b))
  },
  [],
)

const cachedBlogBySlug = cachedQuery(
  'blog',
  [blogs, blogCategories, media],
  async (slug: string): Promise<Blog | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'blogs', ...asVisitor, where: { slug: { equals: slug } }, limit: 1 })
    return docs[0] ? toBlog(docs[0]) : null
  },
  null,
)

export async function getBlogBySlug(slug: string): Promise<Blog | null> {
  return (await listBlogSlugs()).some((post) => post.slug === slug) ? cachedBlogBySlug(slug) : null
}

/** Every published slug, for the sitemap and to know a post exists; read with SQL, like the category names. */
export const listBlogSlugs = cachedQuery(
  'blog-slugs',
  [blogs],
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const rows = await rawQuery(await getPayloadClient())(
      `SELECT slug, updated_at FROM blogs WHERE _status = 'published' AND slug IS NOT NULL ORDER BY id`,
      [],
    )
    return rows.map((row) => ({ slug: String(row.slug), updatedAt: sqlTime(row.updated_at) }))
  },
  [],
)
