// Issue 16, items 1–8 and 13: the dead ends a walk-through found, each as a visitor meets it (at 1280 px, and at 390 px
// on a touch phone where the item is about phones), and the call and WhatsApp links.
import { expect, test, type Locator, type Page } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'
import { codeFor, freshEmail, MEMBER_PASSWORD } from './members'

const phone = { viewport: viewports.phone, hasTouch: true, isMobile: true } as const
const uid = () => Math.random().toString(36).slice(2, 10)

/** True once the element's box lies inside the window (retried, so a smooth scroll can finish). */
const inView = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 0.9 })

/** Whether a flip card has turned to show its back: the rotating layer around the back face its toggle controls. */
async function turnedOver(toggle: Locator) {
  return toggle.evaluate((button) => {
    const back = document.getElementById(button.getAttribute('aria-controls') ?? '')
    const transform = back?.parentElement ? getComputedStyle(back.parentElement).transform : 'none'
    return transform.startsWith('matrix3d(-1,')
  })
}

test.describe('1. form errors are shown at their fields', () => {
  test.use({ viewport: viewports.desktop })

  test("team-up: an empty form shows every field's message at the field and focuses the first; other failures keep the alert", async ({
    page,
  }) => {
    await page.goto('/team-up-request')
    await expect(page.getByRole('heading', { name: 'Team-Up Request' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit' }).click()
    const company = page.getByLabel('Company name')
    await expect(company).toBeFocused()
    await expect(company).toHaveAttribute('aria-invalid', 'true')
    await expect(company).toHaveAccessibleDescription('Please enter your company name.')
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Please enter your phone number.')
    await expect(page.getByLabel('Main category')).toHaveAccessibleDescription('Please choose a main category.')
    await expect(page.getByLabel('Staffing needs')).toHaveAccessibleDescription(/Please enter your staffing needs\./)
    await expect(page.getByText('Failed to send request. Please try again.')).toHaveCount(0)

    await company.fill('Acme Pvt Ltd')
    await expect(company).not.toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('First name').fill('Ravi')
    await page.getByLabel('Last name').fill('Kulkarni')
    await page.getByLabel('Phone').fill('abc')
    await page.getByLabel('Email').fill(`e2e-teamup-${uid()}@example.in`)
    await page.getByLabel('Main category').selectOption({ label: 'Software Development' })
    await page.getByLabel('Sub category').selectOption({ label: 'MVP Development' })
    await page.getByLabel('Staffing needs').fill('Two React developers for three months.')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByLabel('Phone')).toBeFocused()
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.')
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    await page.route('**/api/teamup', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByLabel('Phone').fill('+91 98765 43210')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send request. Please try again.' })).toBeVisible()
  })

  test('contact: an address the server refuses is marked at its field', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Full name').fill('Asha Patil')
    // The browser's e-mail check accepts this; the server's does not.
    await page.getByLabel('Email address').fill('asha@example')
    await page.getByLabel('Inquiry type').selectOption('General')
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello')
    await page.getByRole('button', { name: 'Send message' }).click()
    const email = page.getByLabel('Email address')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.')
  })
})

test.describe('2. flip cards turn over on a phone and with the keyboard', () => {
  const SERVICE = '/subpage/contract-staffing'

  test.describe('on a 390 px touch phone', () => {
    test.use(phone)

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

test.describe('3. the Services menu', () => {
  test.use({ viewport: viewports.desktop })

  test('opens when the Services label is hovered, and a click on the chevron after hovering keeps it open', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const dropdownLink = nav.getByRole('link', { name: 'Contract Staffing', exact: true })
    await expect(dropdownLink).toBeHidden()
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    await expect(dropdownLink).toBeVisible()

    await nav.getByRole('button', { name: 'Service categories' }).click()
    await page.waitForTimeout(400)
    await expect(dropdownLink).toBeVisible()
    await dropdownLink.hover()
    await dropdownLink.click()
    await expect(page).toHaveURL(/\/subpage\/contract-staffing$/)
  })

  test('the keyboard still toggles it with the chevron', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const chevron = nav.getByRole('button', { name: 'Service categories' })
    await chevron.focus()
    await page.keyboard.press('Enter')
    await expect(chevron).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(chevron).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('4. form results are brought into view', () => {
  test('contact at 1280×800: the thank-you line is on screen after sending', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/contact')
    await page.getByLabel('Full name').fill('Asha Patil')
    await page.getByLabel('Email address').fill(`e2e-view-${uid()}@example.in`)
    await page.getByLabel('Inquiry type').selectOption('General')
    await page.getByRole('textbox', { name: 'Message' }).fill('Please call me about a QA contractor.')
    // As a visitor who scrolled just far enough to see the button: it sits at the bottom edge of the window.
    const send = page.getByRole('button', { name: 'Send message' })
    await send.evaluate((button) => button.scrollIntoView({ block: 'end' }))
    await send.click()
    const thanks = page.getByRole('status').filter({ hasText: 'Thanks for reaching out! Our team will get back to you within 24 hours' })
    await expect(thanks).toBeAttached()
    await inView(thanks)
  })

  test.describe('on a 390 px phone', () => {
    test.use(phone)

    test('team-up: the thank-you view is on screen and focused', async ({ page }) => {
      await page.goto('/team-up-request')
      await page.getByLabel('Company name').fill('Acme Pvt Ltd')
      await page.getByLabel('First name').fill('Ravi')
      await page.getByLabel('Last name').fill('Kulkarni')
      await page.getByLabel('Phone').fill('+91 98765 43210')
      await page.getByLabel('Email').fill(`e2e-view-${uid()}@example.in`)
      await page.getByLabel('Main category').selectOption({ label: 'Software Development' })
      await page.getByLabel('Sub category').selectOption({ label: 'MVP Development' })
      await page.getByLabel('Staffing needs').fill('Two React developers for three months.')
      await page.getByRole('button', { name: 'Submit' }).click()
      const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your request! We will contact you shortly.' })
      await expect(thanks).toBeFocused()
      await inView(thanks)
    })
  })
})

test.describe('5. Join as Talent keeps its goal through login and sign-up', () => {
  test.use({ viewport: viewports.desktop })

  test('home hero -> login -> create an account -> code -> the application form, filled in from the account', async ({ page }) => {
    const email = freshEmail('journey')
    await page.goto('/')
    await page.getByRole('main').getByRole('link', { name: 'Join as Talent' }).first().click()
    await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)
    await expect(page.getByText('Log in to continue to the talent application.', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/\/signup\?next=%2Fjoin-as-talent$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Full name').fill('Meera Anand Joshi')
    await page.getByLabel('Age').fill('29')
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
    await page.getByLabel('Confirm password').fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/verify-otp$/)
    await page.getByLabel('One-time code').fill(await codeFor(email))
    await page.getByRole('button', { name: 'Verify' }).click()

    await expect(page).toHaveURL(/\/join-as-talent$/)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('First name')).toHaveValue('Meera')
    await expect(page.getByLabel('Last name')).toHaveValue('Anand Joshi')
    await expectNoAxeViolations(page)

    // Item 1 on this form: a phone number the server refuses is explained at the field.
    await page.getByLabel('Phone').fill('abc')
    await page.getByLabel('Location').fill('Kothrud, Pune')
    await page.getByLabel('About you').fill('QA engineer returning after a break.')
    await page.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
    await page
      .locator('main')
      .getByRole('checkbox', { name: /I agree that my details are used/ })
      .check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByLabel('Phone')).toBeFocused()
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.')
  })

  test('an existing member who logs in from a Join as Talent link lands on the form; an off-site next lands on /', async ({
    page,
    request,
  }) => {
    const email = freshEmail('journey-login')
    expect((await request.post('/api/users/signup/request-otp', { data: { email } })).status()).toBe(200)
    const otp = await codeFor(email)
    const data = { email, name: 'Kavya Rao', age: 31, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, otp }
    expect((await request.post('/api/users/signup/verify-otp', { data })).status()).toBe(201)

    await page.goto('/careers')
    await page.getByRole('link', { name: 'Join Our Talent Network' }).first().click()
    await expect(page).toHaveURL(/\/login\?next=%2Fjoin-as-talent$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(MEMBER_PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/join-as-talent$/)
    await expect(page.getByLabel('First name')).toHaveValue('Kavya')
    await expect(page.getByLabel('Email')).toHaveValue(email)

    // A logged-in member opening a login link with a next goes on to it, but never off the site.
    await page.goto('/login?next=%2F%2Fevil.example%2Fphish')
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  })
})

test.describe('6. industry tags on category pages', () => {
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

test.describe('7. the services list shows what each service is', () => {
  test.describe('on a 390 px phone', () => {
    test.use(phone)

    test('each card shows its summary line, and the page is compact', async ({ page, request }) => {
      const services = (await (await request.get('/api/subpages')).json()) as { title: string; description: string }[]
      await page.goto('/services')
      for (const service of services.slice(0, 4)) {
        const summary = service.description.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? service.description
        const card = page.locator('main').getByRole('link', { name: service.title, exact: true })
        await expect(card.getByText(summary, { exact: true }).first()).toBeVisible()
      }
      // The page's own content (header and footer aside): about 5,600 px before, with one tall card per service.
      const height = await page.evaluate(() => Math.round(document.querySelector('main')?.getBoundingClientRect().height ?? 0))
      console.log(`[journeys] /services at 390 px: main is ${height} px tall for ${services.length} services`)
      expect(height).toBeLessThan(4000)
      await expectNoAxeViolations(page)
    })
  })

  test('at 1280 px the front of a card shows the summary under the title', async ({ page, request }) => {
    await page.setViewportSize(viewports.desktop)
    const [service] = (await (await request.get('/api/subpages')).json()) as { title: string; description: string }[]
    await page.goto('/services')
    const summary = service.description.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? service.description
    const card = page.locator('main').getByRole('link', { name: service.title, exact: true })
    await expect(card.locator('h3 + p')).toHaveText(summary)
    await expectNoAxeViolations(page)
  })
})

test.describe('8. figures say what they measure', () => {
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

test.describe('13. call and WhatsApp', () => {
  test('the contact page, the footer and Customer Care offer a call and WhatsApp link; staff can switch WhatsApp off', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/contact')
    const main = page.getByRole('main')
    const footer = page.getByRole('contentinfo')
    await expect(main.getByRole('link', { name: 'Call +91 20 4860 1234' })).toHaveAttribute('href', 'tel:+912048601234')
    await expect(main.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919822048601')
    await expect(footer.getByRole('link', { name: 'Call +91 20 4860 1234' })).toHaveAttribute('href', 'tel:+912048601234')
    await expect(footer.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919822048601')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const chat = page.getByRole('dialog')
    await chat.getByRole('button', { name: 'Customer Care' }).click()
    await expect(chat.getByRole('link', { name: 'Call +91 20 4860 1234' })).toHaveAttribute('href', 'tel:+912048601234')
    await expect(chat.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919822048601')
    await expectNoAxeViolations(page)

    const staff = await staffApi(request)
    expect((await staff.post('/globals/site-settings', { whatsAppEnabled: false })).status()).toBe(200)
    try {
      await expect
        .poll(
          async () => {
            await page.goto('/contact')
            return page.getByRole('link', { name: /Chat on WhatsApp/ }).count()
          },
          { timeout: 20_000 },
        )
        .toBe(0)
      await expect(page.getByRole('main').getByRole('link', { name: 'Call +91 20 4860 1234' })).toBeVisible()
    } finally {
      expect((await staff.post('/globals/site-settings', { whatsAppEnabled: true })).status()).toBe(200)
    }
  })

  test.describe('on a 390 px phone', () => {
    test.use(phone)

    test('the contact page with its call and WhatsApp links has no axe violations', async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByRole('main').getByRole('link', { name: /Chat on WhatsApp/ })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
})

test('changed pages have no axe violations at 390 px', async ({ browser }) => {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  for (const path of [
    '/',
    '/subpage/contract-staffing',
    '/category/staffing-recruitment',
    '/careers',
    '/about',
    '/login?next=%2Fjoin-as-talent',
  ]) {
    await page.goto(path)
    await expectNoAxeViolations(page)
  }
  await context.close()
})

test('changed pages have no axe violations at 1280 px', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  for (const path of [
    '/',
    '/category/staffing-recruitment',
    '/careers',
    '/about',
    '/faqs',
    '/login?next=%2Fjoin-as-talent',
    '/signup?next=%2Fjoin-as-talent',
  ]) {
    await page.goto(path)
    await expectNoAxeViolations(page)
  }
})
