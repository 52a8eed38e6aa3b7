// The shell on every page: header, mobile menu, footer states, newsletter, 404, login state from localStorage.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { fakeMember, staffApi } from './helpers'

test.describe('header', () => {
  test('lists the spec links and highlights the active one, Services for any /services path', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/services')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of ['Home', 'About', 'Services', 'Careers', 'Open roles', 'Case Studies', 'Industries', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page')
  })

  test('opens the Services menu of categories and their services', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/about')
    // Hovering opens the menu once the page is hydrated; retry the hover until then.
    await expect(async () => {
      await page.mouse.move(0, 400)
      await page.getByRole('button', { name: 'Service categories' }).hover()
      await expect(page.getByRole('link', { name: 'Contract Staffing' }).first()).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staffing & Recruitment' })).toBeVisible()
  })

  test('shows Register Now to visitors and Logout to members, also after a change in another tab', async ({ page, context }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/about')
    await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/signup')
    // Log in brings the visitor back to the page they were on.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fabout')
    const other = await context.newPage()
    await other.goto('/contact')
    await other.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), fakeMember)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(other.getByRole('link', { name: 'Register Now' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  })

  test('the desktop header fits on one line from 1024 px, logged in or not', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const user of [null, { id: '1', email: 'asha@example.in', name: 'Asha' }]) {
        await page.goto('/about')
        await page.evaluate(
          (stored) => (stored ? localStorage.setItem('user', JSON.stringify(stored)) : localStorage.removeItem('user')),
          user,
        )
        await page.reload()
        const action = page.getByRole('banner').getByRole(user ? 'button' : 'link', { name: user ? 'Logout' : 'Register Now' })
        await expect(action).toBeVisible()
        const box = await action.boundingBox()
        expect(box && box.x + box.width).toBeLessThanOrEqual(width)
        const caseStudies = await page.getByRole('banner').getByRole('link', { name: 'Case Studies' }).boundingBox()
        expect(caseStudies?.height).toBeLessThan(44)
        // Every link of the bar sits on the same line as the first.
        const tops = await page
          .getByRole('banner')
          .getByRole('link')
          .evaluateAll((links) =>
            links
              .filter((link) => link.getClientRects().length > 0)
              .map((link) => Math.round(link.getBoundingClientRect().top + link.getBoundingClientRect().height / 2)),
          )
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(12)
      }
    }
  })

  test('offers a full-screen menu on phones that Escape closes', async ({ page }) => {
    await page.setViewportSize(viewports.phone)
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog.getByRole('link', { name: 'Case Studies' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Register Now' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Log in' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Open roles' })).toHaveAttribute('href', '/jobs')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    // Keyboard: Enter opens it with focus inside; Escape hands focus back.
    await opener.press('Enter')
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()
    await opener.click()
    await dialog.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(dialog).toBeHidden()
  })

  test('has a skip link to the main content', async ({ page }) => {
    await page.goto('/about')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    // It is the first focusable element of the page, hidden until focused.
    const firstFocusable = await page.evaluate(() => document.querySelector('body a[href], body button')?.textContent)
    expect(firstFocusable).toBe('Skip to content')
    await skip.focus()
    await expect(skip).toBeVisible()
    await skip.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('footer', () => {
  test('shows the call to action, company details and links', async ({ page }) => {
    await page.goto('/about')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { name: 'Your next big release starts with the right team.' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contact')
    await expect(footer.getByRole('link', { name: 'Request Proposal' })).toHaveAttribute('href', '/team-up-request')
    await expect(footer).toContainText('Pune')
    await expect(footer.getByRole('link', { name: 'Staffing & Recruitment' })).toHaveAttribute('href', '/category/staffing-recruitment')
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Pune Talent Works Private Limited`)
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(3)
  })

  test('says "Loading services..." while the list loads and "Failed to load services" when it fails', async ({ page }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/categories', async (route) => {
      await gate
      await route.abort()
    })
    await page.goto('/about')
    await expect(page.locator('footer').getByText('Loading services...')).toBeVisible()
    release()
    await expect(page.locator('footer').getByText('Failed to load services')).toBeVisible()
  })

  test('newsletter: "Subscribing..." then green thanks and a cleared field, or red failure', async ({ page }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/subscriptions', async (route) => {
      await gate
      await route.fulfill({ status: 201, json: { msg: 'ok' } })
    })
    await page.goto('/about')
    const email = page.getByLabel('Newsletter')
    await email.fill('reader@example.in')
    const consent = page.locator('footer').getByRole('checkbox')
    await consent.check()
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    release()
    const message = page.getByText('Thanks for subscribing!')
    await expect(message).toBeVisible()
    await expect(message).toHaveClass(/text-green/)
    await expect(email).toHaveValue('')

    await page.unroute('**/api/subscriptions')
    await page.route('**/api/subscriptions', (route) => route.fulfill({ status: 500, json: { msg: 'no' } }))
    await email.fill('reader@example.in')
    await consent.check()
    await page.getByRole('button', { name: 'Subscribe' }).click()
    const failure = page.getByText('Failed to subscribe. Please try again.')
    await expect(failure).toBeVisible()
    await expect(failure).toHaveClass(/text-red/)
  })
})

test('unknown addresses answer 404 with the designed page inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a category renamed by staff shows in the static header menu and footer without a rebuild', async ({ page, request }) => {
  const staff = await staffApi(request)
  const { docs } = (await (await staff.get('/categories?where[slug][equals]=consulting')).json()) as {
    docs: { id: number; name: string }[]
  }
  const { id, name } = docs[0]
  await page.goto('/about')
  await expect(page.locator('footer').getByRole('link', { name })).toBeVisible()
  try {
    expect((await staff.patch(`/categories/${id}`, { name: 'Consulting & Advisory' })).ok()).toBe(true)
    await page.goto('/about')
    await expect(async () => {
      await page.mouse.move(0, 400)
      await page.getByRole('button', { name: 'Service categories' }).hover()
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Consulting & Advisory' })).toBeVisible({
        timeout: 1000,
      })
    }).toPass({ timeout: 15_000 })
    await expect(page.locator('footer').getByRole('link', { name: 'Consulting & Advisory' })).toBeVisible()
  } finally {
    await staff.patch(`/categories/${id}`, { name })
  }
})

for (const [label, viewport] of Object.entries(viewports)) {
  test(`the shell has no axe violations (${label}, 404 page)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/no-such-page')
    await expect(page.locator('footer').getByRole('link', { name: 'Consulting' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test.describe('the Services menu', () => {
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
