// Case studies, industries, privacy policy and terms, FAQs and contact (spec section 2; texts of section 8).
import { expect, test, type Locator, type Page } from './fixtures'

import { messages } from '../../src/lib/messages'
import { expectNoAxeViolations, viewports } from './axe'

const caseStudySlugs = ['career-growth-for-students', 'safe-opportunities-for-students-and-women', 'staffing-solutions-for-businesses']
const industrySlugs = ['it-saas', 'education', 'retail-ecommerce', 'finance', 'non-profit']

/**
 * Radix widgets and the contact form only respond once React has hydrated the element. The app
 * router's first history write (which marks the entry with __NA) comes after hydration; waiting for
 * it keeps that write from replacing a #fragment the test has just navigated to.
 */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    const routerReady = (window.history.state as { __NA?: boolean } | null)?.__NA === true
    return routerReady && element !== null && Object.keys(element).some((key) => key.startsWith('__react'))
  }, selector)
}

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

const hrefsOf = (links: Locator) => links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))

test.describe('case studies', () => {
  test('the list links to exactly the three fixed case studies', async ({ page }) => {
    await page.goto('/case-studies')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const links = page.locator('main a[href^="/case-studies/"]')
    await expect(links).toHaveCount(3)
    expect(await hrefsOf(links)).toEqual(caseStudySlugs.map((slug) => `/case-studies/${slug}`))
  })

  for (const slug of caseStudySlugs) {
    test(`${slug}: hero, challenge, approach, solution, results with KPIs and the three CTA targets`, async ({ page }) => {
      const response = await page.goto(`/case-studies/${slug}`)
      expect(response?.status()).toBe(200)
      const main = page.locator('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
      for (const section of ['What stood in the way', 'Core features', 'Step by step', 'How it played out', 'Results and KPIs']) {
        await expect(main.getByRole('heading', { name: section })).toBeVisible()
      }
      // Four measured outcomes (docs/decisions/content.md, "Case-study outcomes"), then the four KPIs.
      await expect(main.locator('#results dd')).toHaveCount(8)
      const cta = main.locator('#case-study-cta')
      expect((await hrefsOf(cta.getByRole('link'))).sort()).toEqual(['/join-as-talent', '/services', '/team-up-request'])

      const breadcrumbs = (await structuredData(page)).find((entry) => entry['@type'] === 'BreadcrumbList')
      expect(breadcrumbs).toBeDefined()
      expect(JSON.stringify(breadcrumbs)).toContain(`/case-studies/${slug}`)
    })
  }

  test('an unknown slug answers 404 with "Case study not found." inside the site shell', async ({ page }) => {
    const response = await page.goto('/case-studies/no-such-story')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.caseStudyNotFound)
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test.describe('industries', () => {
  test('the list shows five playbooks, each with a View Playbook link', async ({ page }) => {
    await page.goto('/industries')
    const links = page.getByRole('main').getByRole('link', { name: 'View Playbook', exact: true })
    await expect(links).toHaveCount(5)
    expect(await hrefsOf(links)).toEqual(industrySlugs.map((slug) => `/industries/${slug}`))
    for (const name of ['IT & SaaS', 'Education', 'Retail & E-commerce', 'Finance', 'Non-profit']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
    }
  })

  test('a playbook shows its sections and the two buttons to /services and /team-up-request', async ({ page }) => {
    const response = await page.goto('/industries/finance')
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
    for (const id of ['challenges', 'approach', 'use-cases', 'stats', 'future-outlook']) {
      await expect(main.locator(`section#${id}`)).toBeVisible()
    }
    const cta = main.locator('#playbook-cta')
    expect(await hrefsOf(cta.getByRole('link'))).toEqual(['/services', '/team-up-request'])
    expect((await structuredData(page)).some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
  })

  test('an unknown slug answers 404 with "Playbook not found."', async ({ page }) => {
    const response = await page.goto('/industries/space-mining')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.playbookNotFound)
  })
})

test.describe('privacy policy and terms', () => {
  for (const [path, count] of [
    ['/privacy-policy', 11],
    ['/terms-of-service', 12],
  ] as const) {
    test(`${path} has ${count} collapsible sections, a 2023 effective date and contact links`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('[data-legal-section]')).toHaveCount(count)
      await expect(page.locator('[data-legal-section] button[aria-expanded="false"]')).toHaveCount(count)
      await expect(page.getByText(/Effective date: .*2023/)).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(count)
      const main = page.getByRole('main')
      await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1)
      await expect(main.locator('a[href^="tel:"]')).toHaveCount(1)
    })
  }

  test('the terms state the required clauses', async ({ page }) => {
    await page.goto('/terms-of-service')
    const main = page.getByRole('main')
    for (const title of [
      'Eligibility: 18 years and over',
      'Fees and payment',
      'Intellectual property',
      'Termination',
      'Governing law and disputes',
    ]) {
      await expect(main.getByRole('button', { name: title })).toBeVisible()
    }
  })

  test('a quick-navigation anchor jumps to its section and opens it', async ({ page }) => {
    await page.goto('/privacy-policy')
    await waitForHydration(page, '[data-legal-section] button')
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Cookies and similar technologies' }).click()
    await expect(page).toHaveURL(/#cookies$/)
    const trigger = page.locator('#cookies button')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#cookies').getByText('strictly necessary cookies')).toBeInViewport()
  })

  test('opening the page at a #section address opens that section', async ({ page }) => {
    await page.goto('/terms-of-service#governing-law')
    const section = page.locator('#governing-law')
    await expect(section.getByRole('button')).toHaveAttribute('aria-expanded', 'true')
    await expect(section.getByText('courts in Pune')).toBeInViewport()
  })

  test('sections open and close independently of each other', async ({ page }) => {
    await page.goto('/terms-of-service')
    await waitForHydration(page, '[data-legal-section] button')
    const eligibility = page.getByRole('button', { name: 'Eligibility: 18 years and over' })
    const fees = page.getByRole('button', { name: 'Fees and payment' })
    await eligibility.click()
    await fees.click()
    await expect(eligibility).toHaveAttribute('aria-expanded', 'true')
    await expect(fees).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText('non-refundable, unless a written contract')).toBeVisible()
    await eligibility.click()
    await expect(eligibility).toHaveAttribute('aria-expanded', 'false')
    await expect(fees).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('FAQs', () => {
  test('tabs switch between clients and gig workers, each with its closing link', async ({ page }) => {
    await page.goto('/faqs')
    await waitForHydration(page, '[role="tab"]')
    const clientsTab = page.getByRole('tab', { name: 'For Clients' })
    const workersTab = page.getByRole('tab', { name: 'For Gig Workers' })
    await expect(clientsTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').locator('a[href="/team-up-request"]')).toBeVisible()

    await workersTab.click()
    await expect(workersTab).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('button', { name: 'How long does verification take?' })).toBeVisible()
    await expect(panel.locator('a[href="/join-as-talent"]')).toBeVisible()
    await expect(panel.locator('a[href="/team-up-request"]')).toHaveCount(0)
  })

  test('questions are grouped under categories and two can be open at once', async ({ page }) => {
    await page.goto('/faqs')
    await waitForHydration(page, '[role="tabpanel"] button')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 2, name: 'Pricing and payments' })).toBeVisible()
    const payments = panel.getByRole('button', { name: 'Which payment methods do you accept?' })
    const subscriptions = panel.getByRole('button', { name: 'Do you offer subscription plans?' })
    await payments.click()
    await subscriptions.click()
    await expect(payments).toHaveAttribute('aria-expanded', 'true')
    await expect(subscriptions).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByText('UPI, RTGS, NEFT, cash, cheque and demand draft')).toBeVisible()
    await expect(panel.getByText(/monthly, three-month, six-month or yearly/)).toBeVisible()
    await payments.click()
    await expect(payments).toHaveAttribute('aria-expanded', 'false')
    await expect(subscriptions).toHaveAttribute('aria-expanded', 'true')
  })

  test('the FAQPage structured data lists every question of both tabs', async ({ page }) => {
    await page.goto('/faqs')
    await waitForHydration(page, '[role="tab"]')
    const faqPage = (await structuredData(page)).find((entry) => entry['@type'] === 'FAQPage')
    expect(faqPage).toBeDefined()
    const questions = (faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((entry) => entry.name)

    const clientQuestions = await page.getByRole('tabpanel').locator('[data-state] > h3 button').allTextContents()
    await page.getByRole('tab', { name: 'For Gig Workers' }).click()
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Who can join?' })).toBeVisible()
    const workerQuestions = await page.getByRole('tabpanel').locator('[data-state] > h3 button').allTextContents()
    expect(questions).toEqual([...clientQuestions, ...workerQuestions])

    const answers = JSON.stringify(faqPage)
    for (const term of ['24–48 hours', '4–12 weeks', '1 day to 6 months', '24/7', '18']) expect(answers).toContain(term)
  })
})

test.describe('contact', () => {
  test('shows the company details, hours and links to FAQs, careers and services', async ({ page }) => {
    await page.goto('/contact')
    const main = page.getByRole('main')
    await expect(main.getByText('Monday – Friday | 9 AM – 9 PM IST')).toBeVisible()
    await expect(main.locator('a[href^="mailto:"]')).toBeVisible()
    await expect(main.locator('a[href^="tel:"]')).toBeVisible()
    await expect(main.getByText('Pune', { exact: true })).toBeVisible()
    // The three social networks and WhatsApp (docs/decisions/site.md).
    await expect(main.locator('a[href^="https://"][target="_blank"]')).toHaveCount(4)
    for (const href of ['/faqs', '/careers', '/services']) await expect(main.locator(`a[href="${href}"]`)).toBeVisible()
  })

  test('the form has four required fields and the four inquiry types', async ({ page }) => {
    await page.goto('/contact')
    for (const label of ['Full name', 'Email address', 'Inquiry type', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
    }
    const options = await page.getByLabel('Inquiry type').locator('option:not([disabled])').allTextContents()
    expect(options).toEqual(['General', 'Support', 'Careers', 'Business Inquiry'])
  })

  async function fillContactForm(page: Page) {
    await page.goto('/contact')
    await waitForHydration(page, 'form textarea')
    await page.getByLabel('Full name').fill('Asha Kulkarni')
    await page.getByLabel('Email address').fill('asha@example.in')
    await page.getByLabel('Inquiry type').selectOption('Business Inquiry')
    await page.getByLabel('Message', { exact: true }).fill('We need two React developers for a three-month project in Baner.')
  }

  test('a 201 answer clears the form and shows the confirmation', async ({ page }) => {
    let posted: unknown = null
    await page.route('**/api/contact', async (route) => {
      posted = route.request().postDataJSON()
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: 'created' }) })
    })
    await fillContactForm(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: messages.contactSuccess })).toBeVisible()
    expect(messages.contactSuccess).toBe('Thanks for reaching out! Our team will get back to you within 24 hours')
    expect(posted).toEqual({
      fullName: 'Asha Kulkarni',
      emailAddress: 'asha@example.in',
      inquiryType: 'Business Inquiry',
      message: 'We need two React developers for a three-month project in Baner.',
      // Lead tracking (source page; no UTM on this visit) and the empty honeypot.
      sourcePage: '/contact',
      website: '',
    })
    await expect(page.getByLabel('Full name')).toHaveValue('')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
  })

  test('a 500 answer shows the failure text and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await fillContactForm(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Failed to submit the form. Please try again.' })).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Kulkarni')
  })

  test('an answer with an error field shows that error; no answer at all shows the unexpected-error text', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many messages. Please wait a minute.' }),
      }),
    )
    await fillContactForm(page)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Too many messages. Please wait a minute.' })).toBeVisible()

    await page.unroute('**/api/contact')
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'An unexpected error occurred.' })).toBeVisible()
  })
})

test.describe('accessibility', () => {
  const routes = [
    '/case-studies',
    '/case-studies/safe-opportunities-for-students-and-women',
    '/industries',
    '/industries/it-saas',
    '/privacy-policy',
    '/terms-of-service#fees-and-payment',
    '/faqs',
    '/contact',
    '/case-studies/no-such-story',
  ]
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const route of routes) {
      test(`${route} has no WCAG 2.2 AA violations (${name})`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page)
      })
    }
  }
})

test.describe('figures say what they measure', () => {
  test.use({ viewport: viewports.desktop })

  const figure = (page: Page, value: string) => page.getByRole('main').getByText(value, { exact: true }).locator('..')

  test('65% on Careers and 70% elsewhere are different measures; 24/7 says for whom', async ({ page }) => {
    await page.goto('/careers')
    await expect(figure(page, '65%')).toContainText('of this year’s trainees are women returners')
    for (const path of ['/', '/about']) {
      await page.goto(path)
      await expect(figure(page, '70%')).toContainText('of the career returners we have placed are women')
    }
    await page.goto('/contact')
    await expect(page.getByText('our support line is open 24/7 for placed talent and active clients', { exact: false })).toBeVisible()
    await page.goto('/about')
    await expect(
      page.getByText(/24\/7 support for placed talent and active clients; everyone else hears from us in office hours/),
    ).toBeVisible()
    await page.goto('/faqs')
    await expect(page.getByRole('main')).not.toContainText('Our support team is available 24/7.')
  })
})
