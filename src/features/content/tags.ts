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
} as const

export type ContentTag = (typeof contentTags)[keyof typeof contentTags]

export const allContentTags: ContentTag[] = Object.values(contentTags)
