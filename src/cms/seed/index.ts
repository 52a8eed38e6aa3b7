// Loads the agency's starter content into an empty database, exactly once (site-settings.seededAt marks it).
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { blogTextToLexical } from '@/features/content/blogRichText'
import { firstPrivacyNotice } from '@/features/privacy/notices'

import { blogCategories, blogs } from './data/blogs'
import { categories } from './data/categories'
import { clients, featuredSolutions } from './data/clients'
import { starterFaqs } from './data/faqs'
import { openings } from './data/openings'
import { openingTranslations } from './data/openingsTranslations'
import { siteSettings, siteSettingsTranslations } from './data/site'
import { seedCareersAndTerms } from './careersTerms'
import { subpages } from './data/subpages'
import { testimonials } from './data/testimonials'
import { renderClientWordmark, renderSeedImage } from './images'
import { toLexical } from './richText'
import type { SeedCategorySection, SeedImage, SeedServiceSection } from './types'

const context = { disableRevalidate: true }

function categorySection(section: SeedCategorySection) {
  switch (section.type) {
    case 'features':
    case 'benefits':
      return { blockType: section.type, heading: section.heading, items: section.items.map((text) => ({ text })) }
    case 'cta':
      return { blockType: 'cta', heading: section.heading, link: section.link }
    default:
      return { blockType: section.type, heading: section.heading, content: toLexical(section.content) }
  }
}

function subpageSection(section: SeedServiceSection) {
  const base = { blockType: section.type, heading: section.heading, subheading: section.subheading }
  switch (section.type) {
    case 'features':
    case 'benefits':
      return { ...base, items: section.items.map((text) => ({ text })) }
    case 'examples':
      return { ...base, examples: section.examples }
    case 'packages':
      return {
        ...base,
        packages: section.packages.map((pkg) => ({ ...pkg, features: pkg.features.map((text) => ({ text })) })),
      }
    case 'flipcards':
    case 'cta':
      return base
    default:
      return { ...base, content: toLexical(section.content) }
  }
}

async function seedContent(payload: Payload, req: PayloadRequest) {
  let imageCount = 0
  const upload = async (image: SeedImage) => {
    const data = await renderSeedImage(image)
    imageCount += 1
    const doc = await payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: 'image/webp', name: `seed-${imageCount}.webp`, size: data.length },
      context,
      req,
    })
    return doc.id
  }

  const categoryIds = new Map<string, number | string>()
  for (const { key, image, sections, ...category } of categories) {
    const doc = await payload.create({
      collection: 'categories',
      data: { ...category, image: await upload(image), sections: sections.map(categorySection) as never },
      context,
      req,
    })
    categoryIds.set(key, doc.id)
  }

  for (const { categoryKey, image, content, sections, ...subpage } of subpages) {
    const category = categoryIds.get(categoryKey)
    if (category === undefined) throw new Error(`Seed service ${subpage.slug} names unknown category ${categoryKey}`)
    await payload.create({
      collection: 'subpages',
      data: {
        ...subpage,
        category: category as number,
        image: await upload(image),
        content: toLexical(content),
        sections: sections.map(subpageSection) as never,
      },
      context,
      req,
    })
  }

  const blogCategoryIds = new Map<string, number | string>()
  for (const name of blogCategories) {
    const doc = await payload.create({ collection: 'blog-categories', data: { name }, context, req })
    blogCategoryIds.set(name, doc.id)
  }
  for (const { image, category, ...blog } of blogs) {
    await payload.create({
      collection: 'blogs',
      data: {
        ...blog,
        body: blogTextToLexical(blog.body),
        category: blogCategoryIds.get(category) as number,
        image: await upload(image),
        _status: 'published',
      },
      context,
      req,
    })
  }

  const serviceIds = new Map<string, number | string>()
  const { docs: serviceDocs } = await payload.find({ collection: 'subpages', pagination: false, depth: 0, req, select: { slug: true } })
  for (const service of serviceDocs) serviceIds.set(service.slug, service.id)
  const day = 24 * 60 * 60 * 1000
  for (const {
    categoryKey,
    serviceSlug,
    description,
    responsibilities,
    requirements,
    postedDaysAgo,
    openForDays,
    experience,
    ...role
  } of openings) {
    const posted = Date.now() - postedDaysAgo * day
    const created = await payload.create({
      collection: 'openings',
      locale: 'en',
      data: {
        ...role,
        category: categoryIds.get(categoryKey) as number,
        service: serviceSlug ? (serviceIds.get(serviceSlug) as number) : null,
        description: toLexical(description),
        responsibilities: responsibilities.map((text) => ({ text })),
        requirements: requirements.map((text) => ({ text })),
        experienceMin: experience[0],
        experienceMax: experience[1],
        datePosted: new Date(posted).toISOString(),
        validThrough: new Date(posted + openForDays * day).toISOString(),
      },
      context,
      req,
    })
    // The role's Marathi and Hindi texts (docs/decisions/languages.md, "Role content").
    const translations = openingTranslations[role.slug]
    for (const locale of translations ? (['mr', 'hi'] as const) : []) {
      const texts = translations[locale]
      await payload.update({
        collection: 'openings',
        id: created.id,
        locale,
        data: {
          title: texts.title,
          summary: texts.summary,
          description: toLexical(texts.description),
          responsibilities: texts.responsibilities.map((text) => ({ text })),
          requirements: texts.requirements.map((text) => ({ text })),
        },
        context,
        req,
      })
    }
  }
  // The Local API leaves the last call's language on the shared request: what follows is created in English.
  req.locale = 'en'

  for (const { logo, ...client } of clients) {
    const data = renderClientWordmark(client.name, logo)
    imageCount += 1
    const media = await payload.create({
      collection: 'media',
      data: { alt: logo.alt },
      file: { data, mimetype: 'image/svg+xml', name: `seed-logo-${imageCount}.svg`, size: data.length },
      context,
      req,
    })
    await payload.create({ collection: 'clients', data: { ...client, logo: media.id }, context, req })
  }
  for (const { image, ...solution } of featuredSolutions) {
    await payload.create({ collection: 'featured-solutions', data: { ...solution, image: await upload(image) }, context, req })
  }
  for (const [index, testimonial] of testimonials.entries()) {
    await payload.create({
      collection: 'testimonials',
      data: { ...testimonial, approved: true, sample: true, order: index + 1 },
      context,
      req,
    })
  }
  return imageCount
}

/**
 * The privacy notice's first version (docs/decisions/privacy.md, "Privacy notices"), on every database without one,
 * already seeded or not: the notices came after the seed, and a consent entry must name a version staff can read.
 */
async function seedFirstPrivacyNotice(payload: Payload) {
  if ((await payload.count({ collection: 'privacy-notices', overrideAccess: true })).totalDocs > 0) return
  const { version, publishedAt, changes, texts } = firstPrivacyNotice
  await payload
    .create({
      collection: 'privacy-notices',
      data: { version, publishedAt, changes, textEn: texts.en, textMr: texts.mr, textHi: texts.hi },
      overrideAccess: true,
      context,
    })
    // Another instance starting at the same moment stored it first (the version is unique).
    .catch(async (error: unknown) => {
      if ((await payload.count({ collection: 'privacy-notices', overrideAccess: true })).totalDocs === 0) throw error
    })
}

/**
 * The starter FAQs in English, Marathi and Hindi (docs/decisions/languages.md, "The FAQs"), once per database, seeded
 * before or not (the FAQs became content after the first seed): `faqsSeededAt` marks it, so questions staff deleted
 * stay deleted. A database whose staff already wrote FAQs is only marked.
 */
async function seedFaqsOnce(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.faqsSeededAt) return
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    if ((await payload.count({ collection: 'faqs', req })).totalDocs === 0) {
      for (const faq of starterFaqs()) {
        // The language of every call is named: the Local API writes a call's locale into the shared `req`.
        const { id } = await payload.create({
          collection: 'faqs',
          locale: 'en',
          data: { category: faq.category, order: faq.order, ...faq.en },
          context,
          req,
        })
        for (const locale of ['mr', 'hi'] as const)
          await payload.update({ collection: 'faqs', id, locale, data: faq[locale], context, req })
      }
    }
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { faqsSeededAt: new Date().toISOString() }, context, req })
    req.locale = 'en'
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

export async function seedIfEmpty(payload: Payload): Promise<'seeded' | 'skipped'> {
  await seedFirstPrivacyNotice(payload)
  // The Careers page's and the Terms' texts, on any database where they are still empty (seed/careersTerms.ts).
  await seedCareersAndTerms(payload)
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  if (settings.seededAt) {
    await seedFaqsOnce(payload)
    return 'skipped'
  }
  const { totalDocs } = await payload.count({ collection: 'categories' })
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  try {
    // A database that already has content (created by hand) is only marked, never filled twice.
    const images = totalDocs === 0 ? await seedContent(payload, req) : 0
    await payload.updateGlobal({
      slug: 'site-settings',
      // English, whatever language the request was left in (the Local API writes a call's locale into `req`).
      locale: 'en',
      // Company details already entered by staff are kept.
      data: { ...(settings.companyName ? {} : siteSettings), seededAt: new Date().toISOString() },
      context,
      req,
    })
    // The default address and hours in Marathi and Hindi, with the default details only (docs/decisions/languages.md,
    // "Site settings"): staff's own address gets its translations from staff.
    for (const locale of settings.companyName ? [] : (['mr', 'hi'] as const)) {
      const { hours, ...address } = siteSettingsTranslations[locale]
      await payload.updateGlobal({ slug: 'site-settings', locale, data: { address, hours }, context, req })
    }
    req.locale = 'en'
    await commitTransaction(req)
    await seedFaqsOnce(payload)
    payload.logger.info(totalDocs === 0 ? `Seeded starter content (${images} images).` : 'Existing content found; seed skipped.')
    return totalDocs === 0 ? 'seeded' : 'skipped'
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
