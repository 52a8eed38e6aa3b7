// The starter content (src/cms/seed/data) in the shapes the pages read (features/content/serialize.ts), without a
// database: what the assistant's passages are built from in the unit tests, the evaluation and the benchmark.
import { blogs } from '@/cms/seed/data/blogs'
import { categories } from '@/cms/seed/data/categories'
import { openings } from '@/cms/seed/data/openings'
import { subpages } from '@/cms/seed/data/subpages'
import { faqAudiences } from '@/copy/faqs'
import type { SiteContent } from '@/features/assistant/passages'
import { careersSeed, termsSeed } from '@/features/content/pageCopy'
import { careersTextsIn, termsDocumentIn, zipLanguages } from '@/features/content/pageTranslations'
import type { Category, Subpage, SubpageSection } from '@/features/content/types'
import type { OpeningSummary } from '@/features/openings/types'

const html = (paragraphs: readonly string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')

function category(seed: (typeof categories)[number], index: number): Category {
  return {
    _id: String(index + 1),
    name: seed.name,
    slug: seed.slug,
    description: seed.description,
    image: null,
    heroHeadline: seed.heroHeadline,
    heroSubtext: seed.heroSubtext,
    heroCTAs: [],
    sections: seed.sections.map((section, position) => {
      const _id = `${index}-${position}`
      if (section.type === 'cta') return { _id, type: 'cta', heading: section.heading, content: '' }
      if ('items' in section) return { _id, type: section.type, heading: section.heading, content: section.items }
      return { _id, type: section.type, heading: section.heading, content: html(section.content) }
    }),
    industries: seed.industries,
    processFlow: seed.processFlow,
    caseStudies: [],
    cta: { headline: seed.cta.headline, subtext: seed.cta.subtext, buttons: [] },
    testimonialKind: 'none',
  }
}

function service(seed: (typeof subpages)[number], index: number): Subpage {
  const owner = categories.find((item) => item.key === seed.categoryKey)
  return {
    _id: String(index + 1),
    title: seed.title,
    name: seed.title,
    slug: seed.slug,
    description: seed.description,
    image: null,
    category: { _id: '1', name: owner?.name ?? '', slug: owner?.slug ?? null },
    content: html(seed.content),
    flipcards: seed.flipcards.map((card, position) => ({ _id: String(position), title: card.title, text: card.text, icon: card.icon })),
    sections: seed.sections.map((section, position): SubpageSection => {
      const base = { _id: String(position), heading: section.heading, subheading: section.subheading ?? '' }
      switch (section.type) {
        case 'features':
        case 'benefits':
          return { ...base, type: section.type, content: section.items }
        case 'examples':
          return { ...base, type: 'examples', content: section.examples }
        case 'packages':
          return { ...base, type: 'packages', content: section.packages }
        case 'flipcards':
        case 'cta':
          return { ...base, type: section.type, content: null }
        default:
          return { ...base, type: section.type, content: html(section.content) }
      }
    }),
  }
}

const pillarOf = (key: string) => {
  const owner = categories.find((item) => item.key === key)
  return { _id: key, name: owner?.name ?? key, slug: owner?.slug ?? null }
}

function role(seed: (typeof openings)[number], index: number): OpeningSummary {
  return {
    _id: String(index + 1),
    slug: seed.slug,
    title: seed.title,
    summary: seed.summary,
    status: seed.status,
    pillar: pillarOf(seed.categoryKey),
    service: null,
    employmentType: seed.employmentType,
    workMode: seed.workMode,
    location: seed.workMode === 'remote' ? 'Remote within India' : 'Pune',
    area: seed.area ?? null,
    experience: { min: seed.experience[0], max: seed.experience[1] },
    salary: null,
    skills: seed.skills,
    datePosted: '2026-11-01T00:00:00.000Z',
    validThrough: '2027-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    employer: { kind: 'agency', name: null },
  }
}

/** The starter site: every category, service, blog post, open role and FAQ of the seed (the FAQs' are the page copy's). */
export const starterSite: SiteContent = {
  categories: categories.map(category),
  services: subpages.map(service),
  blogs: blogs.map((blog, index) => ({
    _id: String(index + 1),
    slug: blog.slug,
    title: blog.title,
    summary: blog.summary,
    body: blog.body,
    image: null,
    tags: blog.tags,
    category: blog.category,
    publishedAt: blog.publishedAt,
  })),
  roles: openings.filter((item) => item.status === 'open').map(role),
  faqs: faqAudiences,
  // The Careers page and the Terms as the seed stores them, read back as their English pages show them.
  careers: careersTextsIn(zipLanguages(careersSeed.en, careersSeed.mr, careersSeed.hi), 'en').texts,
  terms: termsDocumentIn(zipLanguages(termsSeed.en, termsSeed.mr, termsSeed.hi), 'en').document,
}
