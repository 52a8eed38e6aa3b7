// The one data layer every page and API route calls. Each query is cached by Next.js and tagged with
// the collections it reads, so a warm request costs no database query and a CMS change expires it.
import type { Where } from 'payload'

import { defaultSiteSettings } from './siteDefaults'
import { getPayloadClient } from '@/lib/payload'

import type { TranslatedLocale } from '@/i18n/locales'

import { asVisitor, cachedQuery } from './cachedQuery'
import type { StoredFaq } from './faqs'
import {
  toCategory,
  toCategorySummary,
  toClient,
  toFeaturedSolution,
  toSiteSettings,
  toSubpage,
  toSubpageSummary,
  toTestimonial,
} from './serialize'
import { siteSettingsTexts, siteSettingsTextsIn } from './siteSettingsTranslations'
import { contentTags } from './tags'
import type {
  Category,
  CategorySummary,
  Client,
  FeaturedSolution,
  SiteSettings,
  Subpage,
  SubpageSummary,
  TeamUpCategory,
  Testimonial,
  TestimonialKind,
} from './types'

export { getBlogBySlug, listBlogCategoryNames, listBlogs, listBlogSlugs, listLatestBlogs } from './blogQueries'

const { categories, subpages, clients, featuredSolutions, media, siteSettings, testimonials } = contentTags

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

const cachedServices = cachedQuery(
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
export async function listServices(categoryId?: string): Promise<SubpageSummary[]> {
  if (categoryId === undefined) return cachedServices()
  return (await listCategories()).some(({ _id }) => _id === categoryId) ? cachedServices(categoryId) : []
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

const cachedServiceBySlug = cachedQuery(
  'subpage',
  [subpages, categories, media],
  async (slug: string): Promise<Subpage | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'subpages', ...asVisitor, where: { slug: { equals: slug } }, limit: 1 })
    return docs[0] ? toSubpage(docs[0]) : null
  },
  null,
)

export async function getServiceBySlug(slug: string): Promise<Subpage | null> {
  return (await cachedServices()).some((service) => service.slug === slug) ? cachedServiceBySlug(slug) : null
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

const cachedTestimonials = cachedQuery(
  'testimonials',
  [testimonials, media],
  async (): Promise<Testimonial[]> => {
    const payload = await getPayloadClient()
    // Visitor rights: only approved testimonials (access rule of the collection).
    const { docs } = await payload.find({ collection: 'testimonials', ...asVisitor, sort: ['order', 'createdAt'], pagination: false })
    return docs.map(toTestimonial)
  },
  [],
)

/** Approved testimonials in staff order: all of them, or those of one kind (client or talent). */
export async function listTestimonials(kind?: TestimonialKind): Promise<Testimonial[]> {
  const all = await cachedTestimonials()
  return kind ? all.filter((testimonial) => testimonial.kind === kind) : all
}

/** Until staff save Site settings, every page shows the English defaults: on a translated page, marked as English. */
const untranslatedDefaults: SiteSettings = { ...defaultSiteSettings, english: [...siteSettingsTexts] }

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

/**
 * The site settings as a Marathi or Hindi page shows them (docs/decisions/languages.md, "Site settings"): the address's
 * words and the office hours in `locale` where staff wrote them, else in English and named in `english`. One read of
 * every language, cached per language under the same tag as the English settings, so a staff edit expires all three.
 */
export const getSiteSettingsIn = cachedQuery(
  'site-settings-in',
  [siteSettings],
  async (locale: TranslatedLocale): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', locale: 'all', overrideAccess: false, depth: 0 })
    if (!doc.companyName) return untranslatedDefaults
    const { texts, english } = siteSettingsTextsIn(doc, locale)
    const { hours, ...address } = texts
    return { ...toSiteSettings({ ...doc, address: { ...doc.address, ...address }, hours }), english }
  },
  untranslatedDefaults,
)

/**
 * Every FAQ with its question and answer in every language (one read for the three pages, which take their language
 * from it: features/content/faqs.ts). Empty while building; start-up expires it.
 */
export const listStoredFaqs = cachedQuery(
  'faqs',
  [contentTags.faqs],
  async (): Promise<StoredFaq[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      locale: 'all',
      overrideAccess: false,
      depth: 0,
      // In no particular order: features/content/faqs.ts puts each category's questions in staff's order.
      pagination: false,
      select: { category: true, order: true, question: true, answer: true },
    })
    return docs.map(({ id, category, order, question, answer }) => ({ id, category, order, question, answer }) as StoredFaq)
  },
  [],
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
  const [categoryList, services] = await Promise.all([listCategories(), listServices()])
  return categoryList.map((category) => ({
    ...category,
    services: services.filter((service) => service.category._id === category._id).map(({ _id, title, slug }) => ({ _id, title, slug })),
  }))
}
