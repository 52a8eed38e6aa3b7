import { expect, test, type Locator } from './fixtures'

import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'
import { breadcrumbJsonLdOf } from './breadcrumbs'
import { touchPhone } from './helpers'

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
    await expect(page.getByRole('link', { name: 'REQUEST AS BUSINESS', exact: true })).toHaveAttribute(
      'href',
      `/team-up-request?service=${SERVICE}`,
    )
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

/** Whether a flip card has turned to show its back: the rotating layer around the back face its toggle controls. */
async function turnedOver(toggle: Locator) {
  return toggle.evaluate((button) => {
    const back = document.getElementById(button.getAttribute('aria-controls') ?? '')
    const transform = back?.parentElement ? getComputedStyle(back.parentElement).transform : 'none'
    return transform.startsWith('matrix3d(-1,')
  })
}

test.describe('flip cards turn over on a phone and with the keyboard', () => {
  const SERVICE = '/subpage/contract-staffing'

  test.describe('on a 390 px touch phone', () => {
    test.use(touchPhone)

    test('a tap turns a service-page card over and back; the hint says tap', async ({ page }) => {
      await page.goto(SERVICE)
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false)
      await expect(page.getByText('Tap a card to turn it over.')).toBeVisible()
      await expect(page.getByText(/Hover over a card/)).toBeHidden()

      const title = page.getByRole('heading', { level: 3, name: 'Fast start', exact: true })
      const card = page.getByRole('button', { name: 'Fast start', exact: true })
      await title.scrollIntoViewIfNeeded()
      expect(await turnedOver(card)).toBe(false)
      // A finger on the card's title lands on the card's toggle, which covers the whole card.
      await card.tap()
      await expect.poll(() => turnedOver(card)).toBe(true)
      await expect(card).toHaveAttribute('aria-expanded', 'true')
      await card.tap()
      await expect.poll(() => turnedOver(card)).toBe(false)
    })

    test('the home page step cards turn over on a tap too', async ({ page }) => {
      await page.goto('/')
      const step = page.getByRole('button', { name: 'Discovery Call', exact: true })
      await step.scrollIntoViewIfNeeded()
      await step.tap()
      await expect(step).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('region', { name: 'How We Work' }).getByText('Tap a card to turn it over.')).toBeVisible()
    })
  })

  test.describe('at 1280 px with a mouse', () => {
    test.use({ viewport: viewports.desktop })

    test('Enter and Space turn a card over and back; the hint says hover', async ({ page }) => {
      await page.goto(SERVICE)
      await expect(page.getByText('Hover over a card, or select it, to turn it over.')).toBeVisible()
      const card = page.getByRole('button', { name: 'Fully compliant', exact: true })
      await card.focus()
      await expect(card).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('Enter')
      await expect(card).toHaveAttribute('aria-expanded', 'true')
      await expect.poll(() => turnedOver(card)).toBe(true)
      await page.keyboard.press('Space')
      await expect(card).toHaveAttribute('aria-expanded', 'false')
      await expect.poll(() => turnedOver(card)).toBe(false)
      await expectNoAxeViolations(page)
    })
  })
})

for (const [name, viewport] of Object.entries(viewports)) {
  test(`"Request as business" on a service page opens the team-up form with that service and its category chosen (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport)
    await page.goto('/subpage/permanent-recruitment')
    const link = page.getByRole('link', { name: 'REQUEST AS BUSINESS' }).first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page).toHaveURL(/\/team-up-request\?service=permanent-recruitment$/)
    await expect(page.getByLabel('Main category').locator('option:checked')).toHaveText('Staffing & Recruitment')
    await expect(page.getByLabel('Sub category').locator('option:checked')).toHaveText('Permanent Recruitment')
    await expect(page.getByLabel('Sub category')).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: testInfo.outputPath(`service-preselected-${name}.png`), fullPage: true })
    await expectNoAxeViolations(page)
  })
}
