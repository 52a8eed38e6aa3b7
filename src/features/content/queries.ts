// The one data layer every page and API route calls. Each query is cached by Next.js and tagged with
// the collections it reads, so a warm request costs no database query and a CMS change expires it.
import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { siteSettings as defaultSiteSettings } from '@/cms/seed/data/site'
import { BLOG_PAGE_SIZE } from '@/lib/constants'
import { getPayloadClient } from '@/lib/payload'

import {
  toBlog,
  toCategory,
  toCategorySummary,
  toClient,
  toFeaturedSolution,
  toSiteSettings,
  toSubpage,
  toSubpageSummary,
} from './serialize'
import type { BlogQuery } from './blogQuery'
import { contentTags, type ContentTag } from './tags'
import type {
  Blog,
  BlogPage,
  Category,
  CategorySummary,
  Client,
  FeaturedSolution,
  SiteSettings,
  Subpage,
  SubpageSummary,
  TeamUpCategory,
} from './types'

/** `next build` must not need a database: while building, queries answer empty and pages are refreshed at start-up. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

function cachedQuery<Args extends unknown[], Result>(
  name: string,
  tags: ContentTag[],
  query: (...args: Args) => Promise<Result>,
  duringBuild: Result,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(query, ['content', name], { tags })
  return (...args: Args) => (isBuildPhase() ? Promise.resolve(duringBuild) : cached(...args))
}

// Reads run with visitor rights (no user): drafts and staff-only fields stay hidden.
const asVisitor = { overrideAccess: false, depth: 1 } as const

const { categories, subpages, blogs, blogCategories, clients, featuredSolutions, media, siteSettings } = contentTags

export const listCategories = cachedQuery(
  'categories',
  [categories, media],
  async (): Promise<CategorySummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'categories', ...asVisitor, limit: 100, sort: 'order', pagination: false })
    return docs.map(toCategorySummary)
  },
  [],
)

/** By slug, or (`byIdToo`) by id for categories without a slug (spec: "/category/{slug or id}"). */
async function findCategory(slugOrId: string, byIdToo: boolean): Promise<Category | null> {
  const where: Where =
    byIdToo && /^\d+$/.test(slugOrId)
      ? { or: [{ slug: { equals: slugOrId } }, { id: { equals: Number(slugOrId) } }] }
      : { slug: { equals: slugOrId } }
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'categories', ...asVisitor, where, limit: 1 })
  return docs[0] ? toCategory(docs[0]) : null
}

const cachedCategory = cachedQuery('category', [categories, media], (slugOrId: string) => findCategory(slugOrId, true), null)
const cachedCategoryBySlug = cachedQuery('category-by-slug', [categories, media], (slug: string) => findCategory(slug, false), null)

// Anyone can ask for any slug or id, and each cached answer is a file in Next's data cache: only those of existing
// documents (checked against a cached list) become cache entries; any other answers "not found" straight away.

/** For the category page, whose links use the slug when present, otherwise the id. */
export async function getCategory(slugOrId: string): Promise<Category | null> {
  const known = (await listCategories()).some(({ _id, slug }) => slug === slugOrId || _id === slugOrId)
  return known ? cachedCategory(slugOrId) : null
}

/** For GET /api/categories/slug/{slug}: by slug only. */
export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  return (await listCategories()).some((category) => category.slug === slug) ? cachedCategoryBySlug(slug) : null
}

const cachedSubpages = cachedQuery(
  'subpages',
  [subpages, categories, media],
  async (categoryId?: string): Promise<SubpageSummary[]> => {
    if (categoryId !== undefined && !/^\d+$/.test(categoryId)) return []
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'subpages',
      ...asVisitor,
      where: categoryId ? { category: { equals: Number(categoryId) } } : undefined,
      sort: ['order', 'title'],
      pagination: false,
    })
    return docs.map(toSubpageSummary)
  },
  [],
)

/** All services, or those of one category (an id that is no category's has none). */
export async function listSubpages(categoryId?: string): Promise<SubpageSummary[]> {
  if (categoryId === undefined) return cachedSubpages()
  return (await listCategories()).some(({ _id }) => _id === categoryId) ? cachedSubpages(categoryId) : []
}

/** Categories in staff order, each with its services (the team-up form's choices; one call instead of two). */
export const listTeamUpCategories = cachedQuery(
  'teamup-categories',
  [categories, subpages],
  async (): Promise<TeamUpCategory[]> => {
    const payload = await getPayloadClient()
    const [{ docs: categoryDocs }, { docs: serviceDocs }] = await Promise.all([
      payload.find({ collection: 'categories', overrideAccess: false, depth: 0, sort: 'order', pagination: false }),
      payload.find({ collection: 'subpages', overrideAccess: false, depth: 0, sort: ['order', 'title'], pagination: false }),
    ])
    return categoryDocs.map((category) => ({
      _id: String(category.id),
      name: category.name,
      slug: category.slug || null,
      subCategories: serviceDocs
        .filter(
          (service) =>
            String(typeof service.category === 'object' && service.category ? service.category.id : service.category) ===
            String(category.id),
        )
        .map((service) => ({ _id: String(service.id), title: service.title, slug: service.slug })),
    }))
  },
  [],
)

const cachedSubpageBySlug = cachedQuery(
  'subpage',
  [subpages, categories, media],
  async (slug: string): Promise<Subpage | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'subpages', ...asVisitor, where: { slug: { equals: slug } }, limit: 1 })
    return docs[0] ? toSubpage(docs[0]) : null
  },
  null,
)

export async function getSubpageBySlug(slug: string): Promise<Subpage | null> {
  return (await cachedSubpages()).some((service) => service.slug === slug) ? cachedSubpageBySlug(slug) : null
}

export const listClients = cachedQuery(
  'clients',
  [clients, media],
  async (): Promise<Client[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'clients', ...asVisitor, sort: 'order', pagination: false })
    return docs.map(toClient)
  },
  [],
)

export const listFeaturedSolutions = cachedQuery(
  'featured-solutions',
  [featuredSolutions, media],
  async (): Promise<FeaturedSolution[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'featured-solutions', ...asVisitor, sort: 'order', pagination: false })
    return docs.map(toFeaturedSolution)
  },
  [],
)

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
  if (searchTerm) {
    const totalBlogs = await countBlogs(category, searchTerm)
    return findBlogPage({ page: lastPageAtMost(page, totalBlogs), category, searchTerm }, totalBlogs)
  }
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

/** Names of blog categories that have at least one published post, so no filter leads to an empty list. */
export const listBlogCategoryNames = cachedQuery(
  'blog-category-names',
  [blogs, blogCategories],
  async (): Promise<string[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'blogs',
      overrideAccess: false,
      depth: 1,
      pagination: false,
      select: { category: true },
    })
    const names = new Set(docs.map((doc) => (typeof doc.category === 'object' && doc.category ? doc.category.name : '')))
    names.delete('')
    return [...names].sort((a, b) => a.localeCompare(b))
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

/** Every published slug, for the sitemap. */
export const listBlogSlugs = cachedQuery(
  'blog-slugs',
  [blogs],
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'blogs',
      overrideAccess: false,
      depth: 0,
      pagination: false,
      select: { slug: true, updatedAt: true },
    })
    return docs.map(({ slug, updatedAt }) => ({ slug, updatedAt }))
  },
  [],
)

export const getSiteSettings = cachedQuery(
  'site-settings',
  [siteSettings],
  async (): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
    return doc.companyName ? toSiteSettings(doc) : defaultSiteSettings
  },
  defaultSiteSettings,
)

/** The company name for e-mails; the default name when the settings cannot be read, so that the mail still goes out. */
export async function companyNameForMail(): Promise<string> {
  try {
    return (await getSiteSettings()).companyName
  } catch {
    return defaultSiteSettings.companyName
  }
}

export type ServiceMenuEntry = CategorySummary & { services: Pick<SubpageSummary, '_id' | 'title' | 'slug'>[] }

/** Categories with their services, for the header's Services menu. */
export async function listServiceMenu(): Promise<ServiceMenuEntry[]> {
  const [categoryList, services] = await Promise.all([listCategories(), listSubpages()])
  return categoryList.map((category) => ({
    ...category,
    services: services.filter((service) => service.category._id === category._id).map(({ _id, title, slug }) => ({ _id, title, slug })),
  }))
}
