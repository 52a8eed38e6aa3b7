import { describe, expect, it } from 'vitest'

import { buildSitemap, staticSitemapPaths } from '@/features/content/sitemap'
import type { Blog, SiteSettings } from '@/features/content/types'
import { blogPostingJsonLd } from '@/components/seo/structuredData'
import { caseStudySlugs, industrySlugs } from '@/lib/routes'

const SITE = 'https://punetalentworks.in'

describe('the sitemap', () => {
  const entries = buildSitemap(
    {
      categories: [
        { _id: '1', slug: 'staffing-and-recruitment' },
        { _id: '7', slug: null },
      ],
      services: [{ slug: 'contract-staffing' }],
      blogs: [{ slug: 'hiring-women-returners-guide', updatedAt: '2026-08-11T07:45:00.000Z' }],
    },
    SITE,
  )
  const urls = entries.map((entry) => entry.url)

  it('lists the public fixed routes, with the fixed case studies and industries', () => {
    for (const path of [
      '/',
      '/services',
      '/about',
      '/blogs',
      '/careers',
      '/contact',
      '/case-studies',
      '/industries',
      '/privacy-policy',
      '/terms-of-service',
      '/faqs',
      '/team-up-request',
    ]) {
      expect(urls).toContain(new URL(path, SITE).toString())
    }
    for (const slug of caseStudySlugs) expect(urls).toContain(`${SITE}/case-studies/${slug}`)
    for (const slug of industrySlugs) expect(urls).toContain(`${SITE}/industries/${slug}`)
    expect(caseStudySlugs).toHaveLength(3)
    expect(industrySlugs).toHaveLength(5)
  })

  it('leaves out account pages and the admin', () => {
    for (const path of [
      '/login',
      '/signup',
      '/verify-otp',
      '/forgot-password',
      '/verify-otp-reset',
      '/set-new-password',
      '/join-as-talent',
      '/admin',
    ]) {
      expect(staticSitemapPaths).not.toContain(path)
    }
  })

  it('lists every category (by slug, or id without one), service and blog post as absolute URLs', () => {
    expect(urls).toContain(`${SITE}/category/staffing-and-recruitment`)
    expect(urls).toContain(`${SITE}/category/7`)
    expect(urls).toContain(`${SITE}/subpage/contract-staffing`)
    expect(entries).toContainEqual({ url: `${SITE}/blog/hiring-women-returners-guide`, lastModified: '2026-08-11T07:45:00.000Z' })
    expect(new Set(urls).size).toBe(urls.length)
  })
})

describe('BlogPosting structured data', () => {
  const post: Blog = {
    _id: '3',
    slug: 'first-ai-chatbot',
    title: 'Your First AI Chatbot',
    summary: 'A small business guide.',
    body: 'Text',
    image: '/cms-api/media/file/chatbot.webp',
    tags: ['ai', 'chatbots'],
    category: 'AI',
    publishedAt: '2026-02-01T10:00:00.000Z',
  }
  const settings = { companyName: 'Pune Talent Works' } as SiteSettings

  it('names the post, its address, image, date and publisher', () => {
    const data = blogPostingJsonLd(post, settings, SITE)
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Your First AI Chatbot',
      description: 'A small business guide.',
      url: `${SITE}/blog/first-ai-chatbot`,
      image: `${SITE}/cms-api/media/file/chatbot.webp`,
      datePublished: '2026-02-01T10:00:00.000Z',
      keywords: 'ai, chatbots',
      publisher: { '@type': 'Organization', name: 'Pune Talent Works' },
    })
  })

  it('omits what a post does not have', () => {
    const data = JSON.parse(
      JSON.stringify(blogPostingJsonLd({ ...post, image: null, tags: [], publishedAt: null, category: null }, settings, SITE)),
    )
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('keywords')
    expect(data).not.toHaveProperty('datePublished')
  })
})
