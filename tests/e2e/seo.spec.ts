import { expect, test } from './fixtures'

import { caseStudySlugs, industrySlugs } from '../../src/lib/routes'

type Category = { _id: string; slug: string | null }
type Service = { slug: string }
type BlogPage = { blogs: { slug: string }[]; totalPages: number }

const FIXED_PATHS = [
  '/',
  '/services',
  '/about',
  '/blogs',
  '/careers',
  '/contact',
  '/case-studies',
  ...caseStudySlugs.map((slug) => `/case-studies/${slug}`),
  '/industries',
  ...industrySlugs.map((slug) => `/industries/${slug}`),
  '/privacy-policy',
  '/terms-of-service',
  '/faqs',
  '/team-up-request',
]

test('the sitemap lists the fixed routes and every category, service and blog post', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.ok()).toBe(true)
  const xml = await response.text()
  const paths = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname))

  for (const path of FIXED_PATHS) expect(paths, path).toContain(path)
  for (const path of ['/login', '/signup', '/admin', '/join-as-talent']) expect(paths).not.toContain(path)

  const categories = (await (await request.get('/api/categories')).json()) as Category[]
  expect(categories.length).toBeGreaterThan(0)
  for (const category of categories) expect(paths).toContain(`/category/${category.slug || category._id}`)

  const services = (await (await request.get('/api/subpages')).json()) as Service[]
  expect(services.length).toBeGreaterThan(0)
  for (const service of services) expect(paths).toContain(`/subpage/${service.slug}`)

  const blogSlugs: string[] = []
  for (let page = 1, totalPages = 1; page <= totalPages; page++) {
    const result = (await (await request.get(`/api/blogs?page=${page}`)).json()) as BlogPage
    totalPages = result.totalPages
    blogSlugs.push(...result.blogs.map((post) => post.slug))
  }
  expect(blogSlugs.length).toBeGreaterThan(6)
  for (const slug of blogSlugs) expect(paths).toContain(`/blog/${slug}`)
})

test('robots.txt disallows the admin, the API and the account pages and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.ok()).toBe(true)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('Allow: /')
  for (const path of [
    '/admin',
    '/cms-api',
    '/api',
    '/login',
    '/signup',
    '/verify-otp',
    '/forgot-password',
    '/verify-otp-reset',
    '/set-new-password',
    '/join-as-talent',
  ]) {
    expect(lines).toContain(`Disallow: ${path}`)
  }
  expect(lines.some((line) => /^Sitemap: https?:\/\/.+\/sitemap\.xml$/.test(line))).toBe(true)
})

test('the home page has Organization JSON-LD with a Pune address', async ({ page }) => {
  await page.goto('/')
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const items = scripts.flatMap((text) => [JSON.parse(text) as unknown].flat()) as {
    '@type'?: string
    address?: { addressLocality?: string }
  }[]
  const organization = items.find((item) => item['@type'] === 'Organization')
  expect(organization?.address?.addressLocality).toBe('Pune')
})
