// Shapes of the seed content. Copy lives in ./data; ./index.ts turns it into Payload documents.

/** A locally generated illustration (no text in it): two colours and a motif, rendered to WebP at seed time. */
export type SeedImage = {
  alt: string
  palette: [string, string]
  motif: 'circles' | 'grid' | 'waves' | 'nodes' | 'bars'
}

/**
 * Rich text written as blocks: each string is a paragraph, except
 * - a string starting with "## " is a level-2 heading (text after the marker),
 * - consecutive strings starting with "- " form one bullet list.
 */
export type SeedRichText = string[]

type SeedLink = { text: string; link: string }

export type SeedCategorySection =
  | { type: 'overview' | 'description' | 'html'; heading: string; content: SeedRichText }
  | { type: 'features' | 'benefits'; heading: string; items: string[] }
  | { type: 'cta'; heading: string; link: string }

export type SeedCategory = {
  key: string
  name: string
  slug: string
  order: number
  description: string
  image: SeedImage
  heroHeadline: string
  heroSubtext: string
  heroCTAs: SeedLink[]
  sections: SeedCategorySection[]
  industries: string[]
  processFlow: { title: string; description: string }[]
  caseStudies: { title: string; summary: string; link?: string }[]
  cta: { headline: string; subtext: string; buttons: SeedLink[] }
}

type SeedFlipcardIcon = 'users' | 'rocket' | 'shield' | 'chart' | 'code' | 'brain' | 'handshake' | 'graduation'

export type SeedServiceSection =
  | { type: 'hero' | 'default' | 'target'; heading: string; subheading?: string; content: SeedRichText }
  | { type: 'features' | 'benefits'; heading: string; subheading?: string; items: string[] }
  | { type: 'examples'; heading: string; subheading?: string; examples: { title: string; description: string }[] }
  | { type: 'flipcards' | 'cta'; heading: string; subheading?: string }
  | {
      type: 'packages'
      heading: string
      subheading?: string
      packages: { name: string; price: string; description: string; features: string[] }[]
    }

export type SeedService = {
  title: string
  slug: string
  categoryKey: string
  order: number
  description: string
  image: SeedImage
  content: SeedRichText
  flipcards: { title: string; text: string; icon: SeedFlipcardIcon }[]
  sections: SeedServiceSection[]
}

export type SeedBlog = {
  title: string
  slug: string
  category: string
  publishedAt: string
  tags: string[]
  summary: string
  /** Parts separated by lines starting with "§ "; the text after the marker up to the line end is the part's heading. */
  body: string
  image: SeedImage
}

/** A client's logo: a wordmark (mark with initials + name) drawn as SVG at seed time in the client's two colours. */
export type SeedLogo = { alt: string; palette: [string, string] }

export type SeedClient = { name: string; description: string; link: string; order: number; logo: SeedLogo }

export type SeedFeaturedSolution = { title: string; description: string; link: string; order: number; image: SeedImage }

/** A sample quote; seeded approved and marked as sample content. */
export type SeedTestimonial = { quote: string; name: string; role: string; company: string; kind: 'client' | 'talent' }
