// Social proof in the browser (docs/decisions/content.md): testimonials where each audience looks, client logos in the moving strip,
// case-study outcomes as large numbers, and /engagement-models handing its choice to the team-up form. Axe at both widths.
import { expect, test, type Page } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'

const uid = () => Math.random().toString(36).slice(2, 10)
const testimonials = (page: Page) => page.getByTestId('testimonials')

test.describe('testimonials', () => {
  test('home shows clients and talent; careers talent only; a category and a case study their own kind', async ({ page }) => {
    await page.goto('/')
    const home = testimonials(page)
    await expect(home.getByRole('heading', { name: 'In their own words' })).toBeVisible()
    await expect(home.locator('figure')).toHaveCount(3)
    await expect(home.getByText('Talent, Pune').first()).toBeVisible()
    await expect(home.getByText('PaySetu Fintech')).toBeVisible()

    await page.goto('/careers')
    await expect(testimonials(page).getByRole('heading', { name: 'What our talent says' })).toBeVisible()
    await expect(testimonials(page).locator('figcaption')).toHaveText(Array(3).fill(/Talent, Pune/))

    await page.goto('/category/staffing-recruitment')
    await expect(testimonials(page).getByRole('heading', { name: 'What our clients say' })).toBeVisible()
    await expect(testimonials(page).getByText('Talent, Pune')).toHaveCount(0)

    await page.goto('/case-studies/safe-opportunities-for-students-and-women')
    await expect(testimonials(page).getByRole('heading', { name: 'What our talent says' })).toBeVisible()
    await page.goto('/about')
    await expect(testimonials(page).locator('blockquote')).toHaveCount(3)
  })
})

test('the client strip shows each client as its logo image, loaded, with the client name as alt text', async ({ page, request }) => {
  const clients = (await (await request.get('/api/clients')).json()) as { name: string; logo: string }[]
  await page.goto('/')
  const strip = page.getByRole('region', { name: 'Clients and featured solutions' })
  const firstCopy = strip.locator('ul:not([aria-hidden])')
  for (const client of clients) {
    const logo = firstCopy.getByRole('img', { name: client.name, exact: true })
    // The uploaded SVG as it is (next/image does not re-encode SVG).
    expect(new URL((await logo.getAttribute('src')) ?? '', page.url()).pathname).toBe(client.logo)
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  }
})

test('a case study states its outcomes as large numbers, marked illustrative', async ({ page }) => {
  await page.goto('/case-studies/staffing-solutions-for-businesses')
  const results = page.locator('#results')
  await expect(results.getByRole('heading', { name: /Outcomes/ })).toBeVisible()
  for (const label of ['time to hire', 'still in the role after six months', 'lower cost than the previous way', 'candidates placed']) {
    await expect(results.getByText(label, { exact: true })).toBeVisible()
  }
  const figure = results.getByText('10 days', { exact: true })
  expect(Number.parseFloat(await figure.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(36)
  await expect(page.getByTestId('outcomes-illustrative')).toContainText('Illustrative figures')
})

test.describe('engagement models', () => {
  test('compares the five models with time to start, INR pricing, payment methods and subscription terms', async ({ page }) => {
    const response = await page.goto('/engagement-models')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Engagement models/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose how you want to build your team')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    const table = page.getByRole('table')
    await expect(table.getByRole('row')).toHaveCount(6)
    await expect(table.getByRole('row', { name: /Permanent placement/ })).toContainText('From ₹40,000 per hire')
    await expect(table.getByRole('row', { name: /Contract staffing/ })).toContainText('From 1 working day')
    for (const name of ['Contract staffing', 'Contract-to-hire', 'Permanent placement', 'Dedicated team', 'Micro-internships']) {
      const card = page.getByRole('article', { name })
      await expect(card.getByText('Who it is for')).toBeVisible()
      await expect(card.getByText('Time to start')).toBeVisible()
      await expect(card.getByText(/₹/).first()).toBeVisible()
    }
    await expect(page.getByText('Pay by UPI, RTGS, NEFT, cash, cheque or demand draft.')).toBeVisible()
    await expect(page.getByText(/monthly or as a three-month, six-month or yearly subscription/)).toBeVisible()
    await expect(page.getByText(/Onboarding takes from 1 day to 6 months/)).toBeVisible()
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(ld.join('')).toContain('/engagement-models')
    expect(ld.join('')).not.toMatch(/"(Review|AggregateRating)"/)
  })

  test('is linked from /services, the footer and the team-up form', async ({ page }) => {
    await page.goto('/services')
    await expect(page.getByRole('main').getByRole('link', { name: 'Compare engagement models' })).toHaveAttribute(
      'href',
      '/engagement-models',
    )
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Engagement Models' })).toHaveAttribute(
      'href',
      '/engagement-models',
    )
    await page.goto('/team-up-request')
    await expect(page.getByRole('link', { name: 'Compare engagement models' })).toHaveAttribute('href', '/engagement-models')
    await expect(page.getByLabel('Engagement model (optional)')).toHaveValue('')
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`"Request Dedicated team" opens the team-up form with the model chosen, and the stored request records it (${viewport.width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      await page.goto('/engagement-models')
      const link = page.getByRole('link', { name: 'Request Dedicated team' })
      await link.scrollIntoViewIfNeeded()
      await link.click()
      await expect(page).toHaveURL(/\/team-up-request\?model=dedicated-team$/)
      const model = page.getByLabel('Engagement model (optional)')
      await expect(model).toHaveValue('dedicated-team')
      // The model's service is chosen too, with its category.
      await expect(page.getByLabel('Main category').locator('option:checked')).toHaveText('Software Development')
      await expect(page.getByLabel('Sub category').locator('option:checked')).toHaveText('Dedicated Development Teams')
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: testInfo.outputPath(`model-preselected-${name}.png`), fullPage: true })

      const email = `e2e-model-${name}-${uid()}@${uid()}.example.in`
      await page.getByLabel('Company name').fill('Acme Pvt Ltd')
      await page.getByLabel('First name').fill('Ravi')
      await page.getByLabel('Last name').fill('Kulkarni')
      await page.getByLabel('Phone').fill('+91 98765 43210')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Staffing needs').fill('A pod of three developers for our roadmap.')
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByText('Thank you for your request! We will contact you shortly.')).toBeVisible()

      const staff = await staffApi(request)
      const stored = (await (await staff.get(`/team-up-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).json()) as {
        docs: { engagementModel: string }[]
      }
      expect(stored.docs.map((doc) => doc.engagementModel)).toEqual(['dedicated-team'])
    })
  }

  test('an unknown model in the address preselects nothing', async ({ page }) => {
    await page.goto('/team-up-request?model=freelance')
    await expect(page.getByRole('heading', { name: 'Team-Up Request' })).toBeVisible()
    await expect(page.getByLabel('Engagement model (optional)')).toHaveValue('')
  })
})

const axePages = [
  '/engagement-models',
  '/team-up-request?model=contract-to-hire',
  '/careers',
  '/about',
  '/case-studies',
  '/case-studies/staffing-solutions-for-businesses',
  '/category/staffing-recruitment',
  '/services',
]
for (const [name, viewport] of Object.entries(viewports)) {
  test(`new and changed pages have no axe violations (${name})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    for (const path of axePages) {
      await page.goto(path)
      if (path.startsWith('/team-up-request')) await expect(page.getByLabel('Engagement model (optional)')).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}
