import { expect, test, type Page } from './fixtures'

import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'
import { breadcrumbJsonLdOf } from './breadcrumbs'

type Link = { text: string; link: string }
type ApiCategory = {
  _id: string
  name: string
  slug: string | null
  description: string
  heroHeadline: string
  heroSubtext: string
  heroCTAs: Link[]
  sections: { type: string; heading: string; content: unknown }[]
  industries: string[]
  processFlow: { title: string; description: string }[]
  caseStudies: { title: string; summary: string; link: string | null }[]
  cta: { headline: string; subtext: string; buttons: Link[] }
}
type ApiService = { title: string; slug: string }

const SLUG = 'staffing-recruitment'

const sectionTitled = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) })

async function expectCategoryPage(page: Page, category: ApiCategory, services: ApiService[]) {
  // Hero
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.heroHeadline || category.name)
  await expect(page.locator('main').getByText(category.heroSubtext || category.description, { exact: true })).toBeVisible()
  const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
  for (const cta of category.heroCTAs) {
    await expect(hero.getByRole('link', { name: cta.text, exact: true })).toHaveAttribute('href', cta.link)
  }

  // Content sections: a features heading is prefixed "Our"; a cta section is a button labelled with its heading.
  const features = category.sections.find((section) => section.type === 'features')
  expect(features).toBeDefined()
  const featuresSection = sectionTitled(page, `Our ${features?.heading}`)
  await expect(featuresSection.getByRole('listitem')).toHaveText(features?.content as string[])
  const cta = category.sections.find((section) => section.type === 'cta')
  if (cta)
    await expect(page.getByRole('link', { name: cta.heading || 'Call To Action', exact: true })).toHaveAttribute(
      'href',
      cta.content as string,
    )

  // Subcategory grid
  const learnMore = page.getByRole('link', { name: /^Learn More\b/ })
  await expect(learnMore).toHaveCount(services.length)
  for (const [index, service] of services.entries()) {
    await expect(learnMore.nth(index)).toHaveAttribute('href', `/subpage/${service.slug}`)
    await expect(page.getByRole('heading', { level: 3, name: service.title, exact: true })).toBeVisible()
  }

  // Industries, "How It Works", case studies and the closing call to action
  for (const industry of category.industries) {
    await expect(page.locator('main').getByText(industry, { exact: true })).toBeVisible()
  }
  const steps = sectionTitled(page, 'How It Works').locator('ol > li')
  await expect(steps).toHaveCount(category.processFlow.length)
  for (const [index, step] of category.processFlow.entries()) {
    await expect(steps.nth(index)).toContainText(step.title)
    await expect(steps.nth(index)).toContainText(step.description)
  }
  for (const study of category.caseStudies) {
    await expect(page.getByRole('heading', { level: 3, name: study.title, exact: true })).toBeVisible()
    await expect(page.locator('main').getByText(study.summary, { exact: true })).toBeVisible()
  }
  const readMore = page.getByRole('link', { name: /^Read More\b/ })
  await expect(readMore).toHaveCount(category.caseStudies.filter((study) => study.link).length)
  const closing = sectionTitled(page, category.cta.headline)
  await expect(closing.getByText(category.cta.subtext, { exact: true })).toBeVisible()
  for (const button of category.cta.buttons) {
    await expect(closing.getByRole('link', { name: button.text, exact: true })).toHaveAttribute('href', button.link)
  }
}

test.describe('category landing (/category/{slug or id})', () => {
  test('by slug: hero, "Our …" features, services grid, industries, How It Works, case studies, closing CTA', async ({ page, request }) => {
    const category = (await (await request.get(`/api/categories/slug/${SLUG}`)).json()) as ApiCategory
    const services = (await (await request.get(`/api/subpages?category=${category._id}`)).json()) as ApiService[]
    expect(services.length).toBeGreaterThan(0)
    expect(category.caseStudies.some((study) => !study.link)).toBe(true)
    await page.goto(`/category/${SLUG}`)
    await expectCategoryPage(page, category, services)

    const breadcrumb = await breadcrumbJsonLdOf(page)
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Services', category.name])
    expect(breadcrumb?.itemListElement.at(-1)?.item).toMatch(new RegExp(`/category/${SLUG}$`))
  })

  test('by id: the same category (id taken from GET /api/categories)', async ({ page, request }) => {
    const categories = (await (await request.get('/api/categories')).json()) as ApiCategory[]
    const summary = categories.find((entry) => entry.slug === SLUG)
    expect(summary).toBeDefined()
    const category = (await (await request.get(`/api/categories/slug/${SLUG}`)).json()) as ApiCategory
    const services = (await (await request.get(`/api/subpages?category=${summary?._id}`)).json()) as ApiService[]
    const response = await page.goto(`/category/${summary?._id}`)
    expect(response?.status()).toBe(200)
    await expectCategoryPage(page, category, services)
  })

  test('the services grid has 1 column on phones, 2 on medium screens and 4 on large ones', async ({ page }) => {
    const columns = async () =>
      page
        .locator('section[aria-labelledby="category-services"] ul')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length)
    for (const [width, expected] of [
      [390, 1],
      [800, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      if (width === 390) await page.goto(`/category/${SLUG}`)
      await expect.poll(columns).toBe(expected)
    }
  })

  test(`an unknown category answers 404 with "${messages.categoryNotFound}"`, async ({ page }) => {
    for (const path of ['/category/does-not-exist', '/category/987654']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.categoryNotFound)
    }
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no WCAG 2.2 AA violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`/category/${SLUG}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('industry tags on category pages', () => {
  test.use({ viewport: viewports.desktop })

  test('tags with a playbook are links to it; Healthcare, without one, is plain text', async ({ page }) => {
    await page.goto('/category/staffing-recruitment')
    const industries = page.getByRole('region', { name: 'Industries' })
    await expect(industries.getByRole('link', { name: /^IT & SaaS/ })).toHaveAttribute('href', '/industries/it-saas')
    await expect(industries.getByRole('link', { name: /^Non-profit/ })).toHaveAttribute('href', '/industries/non-profit')
    await expect(industries.getByText('Healthcare', { exact: true })).toBeVisible()
    await expect(industries.getByRole('link', { name: /Healthcare/ })).toHaveCount(0)
    await industries.getByRole('link', { name: /^Finance/ }).click()
    await expect(page).toHaveURL(/\/industries\/finance$/)
  })
})
