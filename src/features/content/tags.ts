/** Cache tags: one per collection or global; queries declare what they read, hooks expire what changed. */
export const contentTags = {
  categories: 'categories',
  subpages: 'subpages',
  blogs: 'blogs',
  blogCategories: 'blog-categories',
  clients: 'clients',
  featuredSolutions: 'featured-solutions',
  testimonials: 'testimonials',
  media: 'media',
  siteSettings: 'site-settings',
  openings: 'openings',
  privacyNotices: 'privacy-notices',
  faqs: 'faqs',
  // The Careers page's and the Terms' texts per language (cms/globals/CareersPage.ts, Terms.ts).
  careersPage: 'careers-page',
  terms: 'terms',
} as const

/**
 * One block of open roles (features/openings/queries.ts, "blocks"): a role's edit expires its own block, not the
 * other nine of 5,000 roles, so the first request after it reads 500 roles instead of all of them.
 */
export type OpeningBlockTag = `openings-block-${number}`

export type ContentTag = (typeof contentTags)[keyof typeof contentTags] | OpeningBlockTag

export const allContentTags: ContentTag[] = Object.values(contentTags)

/**
 * Role ids per cache entry of the open roles list. Next's data cache refuses an entry over 2 MB, and a role's summary
 * is about 1 KB: a block of ids holds at most 500 roles (about half a megabyte), and a role never changes block.
 */
export const OPENING_BLOCK_IDS = 500

/** The tag of the block that holds the role with this id. */
export const openingBlockTag = (id: number): OpeningBlockTag => `openings-block-${Math.floor(id / OPENING_BLOCK_IDS)}`
