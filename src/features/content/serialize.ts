// Payload documents -> the public API shapes. Internal fields (search text, seed marks) never leave here.
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { mediaUrl } from '@/lib/routes'
import type {
  Blog as BlogDoc,
  Category as CategoryDoc,
  Client as ClientDoc,
  FeaturedSolution as FeaturedSolutionDoc,
  Media,
  SiteSetting as SiteSettingsDoc,
  Subpage as SubpageDoc,
  Testimonial as TestimonialDoc,
} from '@/payload-types'

import { blogLexicalToText } from './blogRichText'
import type {
  Blog,
  Category,
  CategorySection,
  CategorySummary,
  Client,
  FeaturedSolution,
  SiteSettings,
  Subpage,
  SubpageSection,
  SubpageSummary,
  Testimonial,
} from './types'

const id = (value: number | string) => String(value)

function imageUrl(image: number | Media | null | undefined): string | null {
  if (!image || typeof image !== 'object' || !image.filename) return null
  return mediaUrl(image.filename)
}

export function richTextToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
}

const items = (rows: { text: string }[] | null | undefined) => (rows ?? []).map((row) => row.text)
const links = (rows: { text: string; link: string }[] | null | undefined) => (rows ?? []).map(({ text, link }) => ({ text, link }))

export function toCategorySummary(doc: CategoryDoc): CategorySummary {
  return {
    _id: id(doc.id),
    name: doc.name,
    slug: doc.slug || null,
    description: doc.description,
    image: imageUrl(doc.image),
  }
}

function toCategorySection(block: NonNullable<CategoryDoc['sections']>[number]): CategorySection {
  const base = { _id: block.id ?? '', heading: block.heading ?? '' }
  switch (block.blockType) {
    case 'features':
    case 'benefits':
      return { ...base, type: block.blockType, content: items(block.items) }
    case 'cta':
      return { ...base, type: 'cta', content: block.link }
    default:
      return { ...base, type: block.blockType, content: richTextToHtml(block.content) }
  }
}

export function toCategory(doc: CategoryDoc): Category {
  return {
    ...toCategorySummary(doc),
    heroHeadline: doc.heroHeadline ?? '',
    heroSubtext: doc.heroSubtext ?? '',
    heroCTAs: links(doc.heroCTAs),
    sections: (doc.sections ?? []).map(toCategorySection),
    industries: doc.industries ?? [],
    processFlow: (doc.processFlow ?? []).map(({ title, description }) => ({ title, description })),
    caseStudies: (doc.caseStudies ?? []).map(({ title, summary, link }) => ({ title, summary, link: link || null })),
    cta: {
      headline: doc.cta?.headline ?? '',
      subtext: doc.cta?.subtext ?? '',
      buttons: links(doc.cta?.buttons),
    },
    testimonialKind: doc.testimonialKind ?? 'client',
  }
}

function categoryRef(category: SubpageDoc['category']): SubpageSummary['category'] {
  if (typeof category === 'object' && category) {
    return { _id: id(category.id), name: category.name, slug: category.slug || null }
  }
  return { _id: id(category), name: '', slug: null }
}

export function toSubpageSummary(doc: SubpageDoc): SubpageSummary {
  return {
    _id: id(doc.id),
    title: doc.title,
    name: doc.title,
    slug: doc.slug,
    description: doc.description,
    image: imageUrl(doc.image),
    category: categoryRef(doc.category),
  }
}

function toSubpageSection(block: NonNullable<SubpageDoc['sections']>[number]): SubpageSection {
  const base = { _id: block.id ?? '', heading: block.heading ?? '', subheading: block.subheading ?? '' }
  switch (block.blockType) {
    case 'features':
    case 'benefits':
      return { ...base, type: block.blockType, content: items(block.items) }
    case 'examples':
      return {
        ...base,
        type: 'examples',
        content: block.examples.map(({ title, description }) => ({ title, description: description ?? '' })),
      }
    case 'packages':
      return {
        ...base,
        type: 'packages',
        content: block.packages.map((pkg) => ({
          name: pkg.name,
          price: pkg.price ?? '',
          description: pkg.description ?? '',
          features: items(pkg.features),
        })),
      }
    case 'flipcards':
    case 'cta':
      return { ...base, type: block.blockType, content: null }
    default:
      return { ...base, type: block.blockType, content: richTextToHtml(block.content) }
  }
}

export function toSubpage(doc: SubpageDoc): Subpage {
  return {
    ...toSubpageSummary(doc),
    content: richTextToHtml(doc.content),
    flipcards: (doc.flipcards ?? []).map((card) => ({
      _id: card.id ?? '',
      title: card.title,
      text: card.text,
      icon: card.icon ?? null,
    })),
    sections: (doc.sections ?? []).map(toSubpageSection),
  }
}

export function toBlog(doc: BlogDoc): Blog {
  return {
    _id: id(doc.id),
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    body: blogLexicalToText(doc.body),
    image: imageUrl(doc.image),
    tags: doc.tags ?? [],
    category: typeof doc.category === 'object' && doc.category ? doc.category.name : null,
    publishedAt: doc.publishedAt ?? null,
  }
}

export function toClient(doc: ClientDoc): Client {
  return {
    _id: id(doc.id),
    name: doc.name,
    logo: imageUrl(doc.logo),
    description: doc.description ?? '',
    link: doc.link || null,
  }
}

export function toFeaturedSolution(doc: FeaturedSolutionDoc): FeaturedSolution {
  return {
    _id: id(doc.id),
    title: doc.title,
    image: imageUrl(doc.image),
    description: doc.description ?? '',
    link: doc.link || null,
  }
}

export function toSiteSettings(doc: SiteSettingsDoc): SiteSettings {
  return {
    companyName: doc.companyName,
    legalName: doc.legalName,
    // The texts written per language are required in English only (SiteSettings.ts): an English read always has them.
    address: {
      street: doc.address.street ?? '',
      city: doc.address.city ?? '',
      region: doc.address.region ?? '',
      postalCode: doc.address.postalCode,
      country: doc.address.country ?? '',
    },
    email: doc.email,
    phone: doc.phone,
    whatsAppNumber: doc.whatsAppNumber?.trim() || doc.phone,
    // Unset on a row saved before the switch existed: shown, as the field's default.
    whatsAppEnabled: doc.whatsAppEnabled !== false,
    hours: doc.hours ?? '',
    socialLinks: (doc.socialLinks ?? []).map(({ network, url }) => ({ network, url })),
  }
}

export function toTestimonial(doc: TestimonialDoc): Testimonial {
  const photo = typeof doc.photo === 'object' && doc.photo?.filename ? { url: mediaUrl(doc.photo.filename), alt: doc.photo.alt } : null
  return {
    _id: id(doc.id),
    quote: doc.quote,
    name: doc.name,
    role: doc.role ?? '',
    company: doc.company,
    kind: doc.kind,
    photo,
  }
}
