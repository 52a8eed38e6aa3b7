import { expect, test } from './fixtures'

import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'
import { breadcrumbJsonLdOf } from './breadcrumbs'

type ApiSection = { type: string; heading: string; content: unknown }
type ApiPackage = { name: string; price: string; description: string; features: string[] }
type ApiService = {
  title: string
  slug: string
  description: string
  image: string | null
  category: { name: string; slug: string | null; _id: string }
  flipcards: { title: string; text: string }[]
  sections: ApiSection[]
}

const SERVICE = 'contract-staffing'
// Seeded services that have flip cards but no flipcards section.
const WITH_HIGHLIGHTS = ['permanent-recruitment', 'startup-advisory', 'data-analytics']

test.describe('service detail (/subpage/{slug})', () => {
  test('shows image, title, description, then the sections in their order', async ({ page, request }) => {
    const service = (await (await request.get(`/api/subpages/slug/${SERVICE}`)).json()) as ApiService
    await page.goto(`/subpage/${SERVICE}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
    await expect(page.locator('main').getByText(service.description, { exact: true })).toBeVisible()
    await expect(page.locator('main img').first()).toBeVisible()

    const shownHeadings = await page.locator('main h2').allTextContents()
    const sectionHeadings = service.sections.map((section) => section.heading).filter(Boolean)
    expect(sectionHeadings.length).toBeGreaterThan(3)
    let previous = -1
    for (const heading of sectionHeadings) {
      const index = shownHeadings.indexOf(heading, previous + 1)
      expect(index, `"${heading}" after position ${previous} in ${JSON.stringify(shownHeadings)}`).toBeGreaterThan(previous)
      previous = index
    }
    // This service has its own flipcards section, so no extra "Highlights".
    await expect(page.getByRole('heading', { name: 'Highlights' })).toHaveCount(0)
    for (const card of service.flipcards) {
      await expect(page.getByRole('heading', { name: card.title, exact: true })).toBeVisible()
    }
  })

  test('the call to action offers REQUEST AS BUSINESS and REQUEST AS INTERN', async ({ page }) => {
    await page.goto(`/subpage/${SERVICE}`)
    await expect(page.getByRole('link', { name: 'REQUEST AS BUSINESS', exact: true })).toHaveAttribute('href', '/team-up-request')
    await expect(page.getByRole('link', { name: 'REQUEST AS INTERN', exact: true })).toHaveAttribute('href', '/join-as-talent')
  })

  test('packages are compared in a table', async ({ page, request }) => {
    const service = (await (await request.get(`/api/subpages/slug/${SERVICE}`)).json()) as ApiService
    const packages = service.sections.find((section) => section.type === 'packages')?.content as ApiPackage[]
    await page.goto(`/subpage/${SERVICE}`)
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Package', 'Price', 'Description', 'Included features'])
    await expect(table.locator('tbody tr')).toHaveCount(packages.length)
    for (const [index, pkg] of packages.entries()) {
      const row = table.locator('tbody tr').nth(index)
      await expect(row.getByRole('rowheader')).toHaveText(pkg.name)
      await expect(row).toContainText(pkg.price)
      await expect(row).toContainText(pkg.description)
      await expect(row.getByRole('listitem')).toHaveText(pkg.features)
    }
  })

  for (const slug of WITH_HIGHLIGHTS) {
    test(`${slug}: flip cards without a flipcards section appear under "Highlights"`, async ({ page, request }) => {
      const service = (await (await request.get(`/api/subpages/slug/${slug}`)).json()) as ApiService
      expect(service.flipcards.length).toBeGreaterThan(0)
      expect(service.sections.some((section) => section.type === 'flipcards')).toBe(false)
      await page.goto(`/subpage/${slug}`)
      const highlights = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Highlights', exact: true }) })
      await expect(highlights).toHaveCount(1)
      for (const card of service.flipcards) {
        await expect(highlights.getByRole('heading', { name: card.title, exact: true })).toBeVisible()
        await expect(highlights.getByText(card.text, { exact: true })).toBeAttached()
      }
    })
  }

  test('has the description as metadata and a Home > Services > Category > Service breadcrumb', async ({ page, request }) => {
    const service = (await (await request.get(`/api/subpages/slug/${SERVICE}`)).json()) as ApiService
    await page.goto(`/subpage/${SERVICE}`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.description)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${service.image}$`))
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')
    await expect(trail).toHaveText(['Home', 'Services', service.category.name, service.title])

    const breadcrumb = await breadcrumbJsonLdOf(page)
    expect(breadcrumb?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4])
    expect(breadcrumb?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Services', service.category.name, service.title])
    expect(breadcrumb?.itemListElement.at(-1)?.item).toMatch(new RegExp(`/subpage/${SERVICE}$`))
    expect(breadcrumb?.itemListElement[2].item).toMatch(new RegExp(`/category/${service.category.slug}$`))
  })

  test(`an unknown slug answers 404 with "${messages.subpageNotFound}"`, async ({ page }) => {
    const response = await page.goto('/subpage/does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.subpageNotFound)
    await expect(page.locator('main').getByRole('link', { name: 'Explore services' })).toHaveAttribute('href', '/services')
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no WCAG 2.2 AA violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(`/subpage/${SERVICE}`)
      await expect(page.getByRole('table')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})
