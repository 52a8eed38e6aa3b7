// The passages the assistant answers from when no curated entry fits (docs/decisions/assistant.md, "Answers from
// the site"): every page the site publishes, cut at its headings, each passage with the page's address and the id of
// the heading its text sits under (the pages render those ids). Pure: the copy modules are read here; CMS content
// (categories, services, blog posts, open roles, the FAQs' questions, the Careers page and the Terms) comes in already
// serialised, as the pages read it.
import { aboutPage } from '@/copy/about'
import { caseStudies, caseStudySectionTitles } from '@/copy/caseStudies'
import { engagementModels, engagementModelsPage } from '@/copy/engagementModels'
import type { FaqAudience } from '@/copy/faqs'
import { industries, playbookSectionTitles } from '@/copy/industries'
import { privacyPolicy, type LegalDocument } from '@/copy/legal'
import { categoryPage } from '@/copy/services'
import { splitBlogBody } from '@/features/content/blogBody'
import { featuresHeading, listItems } from '@/features/content/categorySections'
import type { CareersTexts } from '@/features/content/pageTranslations'
import type { Blog, Category, Subpage } from '@/features/content/types'
import { employmentTypeLabel, workModeLabel } from '@/features/openings/options'
import type { OpeningSummary } from '@/features/openings/types'
import { blogHref, caseStudyHref, categoryHref, industryHref, jobHref, routes, subpageHref } from '@/lib/routes'

type PassageKind = 'page' | 'service' | 'category' | 'blog' | 'role'

export type Passage = {
  /** The page's name as the link shows it ("Privacy Policy"). */
  page: string
  /** The heading the text sits under, or null for text at the top of a page. */
  section: string | null
  /** The page's address with the section's anchor when it has one ("/privacy-policy#retention"). */
  href: string
  kind: PassageKind
  /** The sentences of the passage, each exactly as the page shows it. */
  sentences: string[]
  /** For an open role: the role as /jobs lists it (its filters read the same fields). */
  role?: OpeningSummary
}

/** The index's bounds: at most this many passages and this many bytes of text (a passage's sentences). */
const PASSAGE_LIMITS = { maxPassages: 5_000, maxBytes: 4 * 1024 * 1024 } as const
/** A long section is cut into passages of about this many characters, at sentence ends. */
const CHUNK_CHARS = 700

const SKIP_KEYS = new Set(['slug', 'href', 'link', 'key', 'icon', 'id', 'serviceSlug', 'description_meta', 'metaDescription', 'image'])

/** Every string of a copy value, in reading order (object keys that name links, slugs or icons left out). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : []
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => (SKIP_KEYS.has(key) ? [] : strings(inner)))
  return []
}

/** Splits a text into sentences at ". ", "? " or "! " followed by a capital letter, a digit or a quote. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘(₹])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

const stripHtml = (html: string) =>
  html
    .replace(/<\/(p|li|h\d|div)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")

/** Passages of one section: its texts' sentences, cut into chunks of about CHUNK_CHARS. */
function section(page: string, title: string | null, href: string, kind: PassageKind, texts: string[]): Passage[] {
  const sentences = texts.flatMap((text) => text.split('\n')).flatMap(sentencesOf)
  const passages: Passage[] = []
  let current: string[] = []
  let length = 0
  for (const sentence of sentences) {
    if (length + sentence.length > CHUNK_CHARS && current.length) {
      passages.push({ page, section: title, href, kind, sentences: current })
      current = []
      length = 0
    }
    current.push(sentence)
    length += sentence.length + 1
  }
  if (current.length) passages.push({ page, section: title, href, kind, sentences: current })
  return passages
}

const anchored = (path: string, id: string | null) => (id ? `${path}#${id}` : path)

function legalPassages(document: LegalDocument, path: string): Passage[] {
  return [
    ...section(document.title, null, path, 'page', [document.summary]),
    ...document.sections.flatMap((part) => section(document.title, part.title, anchored(path, part.id), 'page', strings(part.content))),
  ]
}

function aboutPassages(): Passage[] {
  const { hero, mission, vision, values, pillars, whatWeDo, process, reasons, closing } = aboutPage
  const page = 'About us'
  const at = (id: string) => anchored(routes.about, id)
  return [
    ...section(page, null, routes.about, 'page', strings(hero)),
    ...section(page, mission.title, at('about-mission'), 'page', [mission.text]),
    ...section(page, vision.title, at('about-vision'), 'page', [vision.text]),
    ...section(page, values.title, at('about-values'), 'page', strings(values.items)),
    ...section(page, pillars.title, at('about-pillars'), 'page', strings(pillars.items)),
    ...section(page, whatWeDo.title, at('about-what-we-do'), 'page', strings({ intro: whatWeDo.intro, items: whatWeDo.items })),
    ...section(page, process.title, at('about-process'), 'page', strings({ intro: process.intro, steps: process.steps })),
    ...section(page, reasons.title, at('about-reasons'), 'page', strings(reasons.items)),
    ...section(page, closing.title, at('about-closing'), 'page', [closing.text]),
  ]
}

function careersPassages(careers: CareersTexts): Passage[] {
  const { hero, mission, pathways, life, perks, closing } = careers
  const page = 'Careers'
  const at = (id: string) => anchored(routes.careers, id)
  return [
    ...section(page, null, routes.careers, 'page', [hero.title, hero.lead]),
    ...section(page, mission.title, at('careers-mission'), 'page', strings({ text: mission.text, values: mission.values })),
    ...section(page, pathways.title, at('careers-pathways'), 'page', strings({ intro: pathways.intro, items: pathways.items })),
    ...section(page, life.title, at('careers-life'), 'page', strings({ text: life.text, highlights: life.highlights })),
    ...section(page, perks.title, at('careers-perks'), 'page', strings(perks.items)),
    ...section(page, closing.title, at('careers-closing'), 'page', [closing.text]),
  ]
}

/** `faqs`: the English page's tabs with staff's questions (features/content/faqs.ts). */
function faqPassages(faqs: readonly FaqAudience[]): Passage[] {
  // Only the first audience's tab is open when the page loads, so only its headings are places a link can land.
  return faqs.flatMap((audience, audienceIndex) =>
    audience.categories.flatMap((category, categoryIndex) =>
      category.items.flatMap((item) =>
        section(
          'FAQs',
          `${audience.label}: ${category.title}`,
          audienceIndex === 0 ? anchored(routes.faqs, `${audience.id}-category-${categoryIndex}`) : routes.faqs,
          'page',
          [item.question, item.answer],
        ),
      ),
    ),
  )
}

function industryPassages(): Passage[] {
  const titles = playbookSectionTitles
  return industries.flatMap((industry) => {
    const path = industryHref(industry.slug)
    const page = `${industry.name} playbook`
    return [
      ...section(page, null, path, 'page', [industry.summary, industry.hero.headline, industry.hero.subtext]),
      ...section(page, titles.challenges.title(industry.name), anchored(path, 'challenges'), 'page', strings(industry.challenges)),
      ...section(page, titles.approach.title, anchored(path, 'approach'), 'page', strings(industry.approach)),
      ...section(page, titles.useCases.title, anchored(path, 'use-cases'), 'page', strings(industry.useCases)),
      ...section(page, titles.futureOutlook.title, anchored(path, 'future-outlook'), 'page', strings(industry.futureOutlook)),
    ]
  })
}

function caseStudyPassages(): Passage[] {
  const titles = caseStudySectionTitles
  return caseStudies.flatMap((study) => {
    const path = caseStudyHref(study.slug)
    const page = study.title
    return [
      ...section(page, null, path, 'page', [study.summary, study.hero.headline, study.hero.subtext]),
      ...section(page, titles.challenge.title, anchored(path, 'challenge'), 'page', strings(study.challenge)),
      ...section(page, titles.approach.title, anchored(path, 'approach'), 'page', strings(study.approach)),
      ...section(page, titles.solution.title, anchored(path, 'solution'), 'page', strings(study.solutionInAction)),
      ...section(
        page,
        titles.results.title,
        anchored(path, 'results'),
        'page',
        strings({ intro: study.results.intro, outcomes: study.results.outcomes }),
      ),
    ]
  })
}

function engagementPassages(): Passage[] {
  const page = engagementModelsPage.title.replace(/^./, (first) => first.toUpperCase())
  const path = routes.engagementModels
  return [
    ...section(page, null, path, 'page', [engagementModelsPage.intro]),
    ...engagementModels.flatMap((model) =>
      section(page, model.name, anchored(path, `model-${model.key}`), 'page', [
        model.tagline,
        model.forWhom,
        model.timeToStartDetail,
        ...model.pricing,
        model.billing,
      ]),
    ),
    ...section(page, engagementModelsPage.paymentTitle, anchored(path, 'paying'), 'page', [
      engagementModelsPage.payment.methods,
      engagementModelsPage.payment.terms,
      engagementModelsPage.payment.fees,
    ]),
  ]
}

/** The pages whose text lives in the code (src/copy), and those staff write: the FAQs, the Careers page and the Terms. */
function staticPassages({ faqs, careers, terms }: Pick<SiteContent, 'faqs' | 'careers' | 'terms'>): Passage[] {
  return [
    ...aboutPassages(),
    ...careersPassages(careers),
    ...faqPassages(faqs),
    ...industryPassages(),
    ...caseStudyPassages(),
    ...engagementPassages(),
    ...legalPassages(privacyPolicy, routes.privacy),
    ...legalPassages(terms, routes.terms),
  ]
}

function categoryPassages(category: Category): Passage[] {
  const path = categoryHref(category)
  const at = (id: string) => anchored(path, id)
  return [
    ...section(category.name, null, path, 'category', [category.description, category.heroHeadline, category.heroSubtext]),
    ...category.sections.flatMap((part, index) => {
      // A call-to-action section is a button whose content is its link.
      if (part.type === 'cta') return []
      const title = part.type === 'features' ? featuresHeading(part.heading) : part.heading || null
      const texts =
        typeof part.content === 'string' && part.type !== 'features' && part.type !== 'benefits'
          ? [stripHtml(part.content)]
          : listItems(part.content)
      return section(category.name, title, title ? at(`category-section-${index}`) : path, 'category', texts)
    }),
    ...section(category.name, categoryPage.industriesTitle, at('category-industries'), 'category', category.industries),
    ...section(category.name, categoryPage.processTitle, at('category-process'), 'category', strings(category.processFlow)),
    ...section(category.name, categoryPage.caseStudiesTitle, at('category-case-studies'), 'category', strings(category.caseStudies)),
  ]
}

function servicePassages(service: Subpage): Passage[] {
  const path = subpageHref(service.slug)
  const sectionTexts = (part: Subpage['sections'][number]): string[] => {
    if (part.type === 'flipcards') return strings(service.flipcards.map(({ title, text }) => ({ title, text })))
    if (part.content === null) return []
    if (typeof part.content === 'string') return [stripHtml(part.content)]
    return strings(part.content)
  }
  const showsFlipcards = service.sections.some((part) => part.type === 'flipcards')
  return [
    ...section(service.title, null, path, 'service', [service.description, stripHtml(service.content)]),
    ...service.sections.flatMap((part, index) =>
      section(service.title, part.heading || null, anchored(path, part.heading ? `service-section-${index}` : null), 'service', [
        part.subheading,
        ...sectionTexts(part),
      ]),
    ),
    ...(showsFlipcards
      ? []
      : section(service.title, null, path, 'service', strings(service.flipcards.map(({ title, text }) => ({ title, text }))))),
  ]
}

function blogPassages(blog: Blog): Passage[] {
  const path = blogHref(blog.slug)
  return [
    ...section(blog.title, null, path, 'blog', [blog.summary]),
    ...splitBlogBody(blog.body, blog.summary).flatMap((part, index) =>
      section(blog.title, part.kind === 'plain' ? null : part.heading, anchored(path, `post-part-${index}`), 'blog', part.paragraphs),
    ),
  ]
}

function rolePassage(role: OpeningSummary): Passage {
  const type = employmentTypeLabel(role.employmentType)
  const mode = workModeLabel(role.workMode)
  return {
    page: role.title,
    section: null,
    href: jobHref(role.slug),
    kind: 'role',
    sentences: [role.title, ...sentencesOf(role.summary), type, mode, role.pillar.name, ...role.skills],
    role,
  }
}

/**
 * `faqs`: the English FAQs page's tabs with the questions staff wrote (the FAQs collection); `careers` and `terms`: the
 * English Careers page and Terms as their pages show them (the globals, figures filled in).
 */
export type SiteContent = {
  categories: Category[]
  services: Subpage[]
  blogs: Blog[]
  roles: OpeningSummary[]
  faqs: FaqAudience[]
  careers: CareersTexts
  terms: LegalDocument
}

const bytesOf = (passage: Passage) => passage.sentences.reduce((sum, sentence) => sum + Buffer.byteLength(sentence), 0)

/**
 * Every passage of the site, within PASSAGE_LIMITS: pages in the order services, categories, fixed pages, open roles,
 * blog posts (the newest first, as the caller passes them), so that what is cut when a bound is reached is the oldest
 * posts. Empty sentences and passages are left out.
 */
export function buildPassages(content: SiteContent, limits: { maxPassages: number; maxBytes: number } = PASSAGE_LIMITS): Passage[] {
  const all = [
    ...content.services.flatMap(servicePassages),
    ...content.categories.flatMap(categoryPassages),
    ...staticPassages(content),
    ...content.roles.map(rolePassage),
    ...content.blogs.flatMap(blogPassages),
  ]
  const kept: Passage[] = []
  let bytes = 0
  for (const passage of all) {
    if (!passage.sentences.length) continue
    const size = bytesOf(passage)
    if (kept.length >= limits.maxPassages || bytes + size > limits.maxBytes) break
    kept.push(passage)
    bytes += size
  }
  return kept
}

/** The bytes of text the passages hold (the index keeps about as much again for its terms). */
export const passageBytes = (passages: readonly Passage[]) => passages.reduce((sum, passage) => sum + bytesOf(passage), 0)
