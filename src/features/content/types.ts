// Shapes of the public read API (spec sections 3 and 7). Every document carries `_id`.
import type { TestimonialKind } from '@/copy/types'

import type { SiteSettingsText } from './siteSettingsTranslations'

type LinkItem = { text: string; link: string }

export type CategorySummary = {
  _id: string
  name: string
  slug: string | null
  description: string
  image: string | null
}

export type CategorySection =
  | { _id: string; type: 'overview' | 'description' | 'html'; heading: string; content: string }
  | { _id: string; type: 'features' | 'benefits'; heading: string; content: string[] }
  | { _id: string; type: 'cta'; heading: string; content: string }

export type Category = CategorySummary & {
  heroHeadline: string
  heroSubtext: string
  heroCTAs: LinkItem[]
  sections: CategorySection[]
  industries: string[]
  processFlow: { title: string; description: string }[]
  caseStudies: { title: string; summary: string; link: string | null }[]
  cta: { headline: string; subtext: string; buttons: LinkItem[] }
  /** Which approved testimonials the category page shows (staff choice; not part of the spec's fields). */
  testimonialKind: TestimonialKind | 'none'
}

export type Flipcard = { _id: string; title: string; text: string; icon: string | null }

type PackageItem = { name: string; price: string; description: string; features: string[] }

export type SubpageSection = { _id: string; heading: string; subheading: string } & (
  | { type: 'hero' | 'default' | 'target'; content: string }
  | { type: 'features' | 'benefits'; content: string[] }
  | { type: 'examples'; content: { title: string; description: string }[] }
  | { type: 'packages'; content: PackageItem[] }
  | { type: 'flipcards' | 'cta'; content: null }
)

export type SubpageSummary = {
  _id: string
  title: string
  name: string
  slug: string
  description: string
  image: string | null
  category: { _id: string; name: string; slug: string | null }
}

/** GET /api/teamup/categories: every category with its services, for the team-up form's two selects. */
export type TeamUpCategory = {
  _id: string
  name: string
  slug: string | null
  subCategories: { _id: string; title: string; slug: string }[]
}

export type Subpage = SubpageSummary & {
  content: string
  flipcards: Flipcard[]
  sections: SubpageSection[]
}

export type Blog = {
  _id: string
  slug: string
  title: string
  summary: string
  body: string
  image: string | null
  tags: string[]
  category: string | null
  publishedAt: string | null
}

export type BlogPage = { blogs: Blog[]; currentPage: number; totalPages: number; totalBlogs: number }

export type Client = { _id: string; name: string; logo: string | null; description: string; link: string | null }

export type FeaturedSolution = { _id: string; title: string; image: string | null; description: string; link: string | null }

export type SiteSettings = {
  companyName: string
  legalName: string
  address: { street: string; city: string; region: string; postalCode: string; country: string }
  email: string
  phone: string
  /** The WhatsApp click-to-chat number (the phone number when staff left it empty), and whether the link is shown. */
  whatsAppNumber: string
  whatsAppEnabled: boolean
  hours: string
  socialLinks: { network: 'LinkedIn' | 'Instagram' | 'X' | 'Facebook' | 'YouTube'; url: string }[]
  /**
   * On a Marathi or Hindi page only: the translated texts (features/content/siteSettingsTranslations.ts) shown in
   * English because staff have not written them in the page's language yet.
   */
  english?: SiteSettingsText[]
}

export type { TestimonialKind }

/** An approved quote from a client or from talent (docs/decisions/content.md, "Testimonials"). */
export type Testimonial = {
  _id: string
  quote: string
  name: string
  role: string
  company: string
  kind: TestimonialKind
  photo: { url: string; alt: string } | null
}
