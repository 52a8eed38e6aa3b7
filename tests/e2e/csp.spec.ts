// The public site and the Payload admin work under the production Content-Security-Policy without a single
// violation. Each screen is really used (it must render its heading or field), and every violation Chromium reports,
// as a console message or as a `securitypolicyviolation` event, fails the test.
import { expect, test, type Page } from './fixtures'
import sharp from 'sharp'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { viewports } from './axe'
import { staffApi } from './helpers'

/** Starts recording CSP violations in this page (all navigations included); the returned list fills as they happen. */
async function recordCspViolations(page: Page) {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(
        `[securitypolicyviolation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    const text = message.text()
    if (text.includes('[securitypolicyviolation]') || text.includes('Content Security Policy')) violations.push(`${page.url()}: ${text}`)
  })
  return violations
}

/** Lets the page settle (lazy chunks, images) so late violations are caught too. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
}

test.describe('public site under the Content-Security-Policy', () => {
  test('home, services, a blog post, a category page, the chat widget and the mobile menu', async ({ page }) => {
    const violations = await recordCspViolations(page)
    await page.setViewportSize(viewports.desktop)

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Open chat assistant' }).click()
    const chat = page.getByRole('dialog', { name: 'Chat with us' })
    await expect(chat.getByRole('textbox', { name: 'Your message' })).toBeVisible()
    await chat.getByRole('textbox', { name: 'Your message' }).fill('What services do you offer?')
    await chat.getByRole('button', { name: 'Send' }).click()
    await expect(chat.getByRole('log', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(4, { timeout: 15_000 })
    await settle(page)

    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)

    await page.goto('/blog/ai-in-hiring-where-people-decide')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main').locator('img').first()).toBeVisible()
    await settle(page)

    await page.goto('/category/staffing-recruitment')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)

    // The phone menu is a modal dialog, which locks scrolling with an injected <style> element.
    await page.setViewportSize(viewports.phone)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await settle(page)

    expect(violations).toEqual([])
  })

  test('the contact form submits, and the password-reset page renders', async ({ page }) => {
    const violations = await recordCspViolations(page)
    await page.goto('/contact')
    await page.getByLabel('Full name').fill('Asha Patil')
    await page.getByLabel('Email address').fill(`e2e-csp-${Date.now().toString(36)}@csp${Date.now().toString(36)}.example.in`)
    await page.getByLabel('Inquiry type').selectOption('General')
    await page.getByRole('textbox', { name: 'Message' }).fill('Checking the site under its security policy.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Thanks for reaching out! Our team will get back to you within 24 hours')).toBeVisible()

    await page.goto('/forgot-password')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    expect(violations).toEqual([])
  })
})

test.describe('admin panel under the Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    // Leaving an edited document may raise a "leave this page?" prompt: accept it.
    page.on('dialog', (dialog) => void dialog.accept())
  })

  /** A session for the admin without going through the form again (the first test uses the form). */
  async function logInStaff(page: Page) {
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  }

  /** Listing is staff-only, and Payload takes no cookie session from a request without an Origin: a token it is. */
  async function firstId(page: Page, collection: string) {
    const response = await (await staffApi(page.request)).get(`/${collection}?limit=1&depth=0`)
    const { docs } = (await response.json()) as { docs: { id: number | string }[] }
    return docs[0].id
  }

  test('login, dashboard, a blog post and a service with the rich-text editor', async ({ page }) => {
    const violations = await recordCspViolations(page)
    await page.goto('/admin')
    await page.getByLabel('Email').fill(TEST_ADMIN.email)
    await page.getByLabel('Password').fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await settle(page)

    // A post's form (docs/api.md, "Blog body") must take typing under the security policy.
    await page.goto(`/admin/collections/blogs/${await firstId(page, 'blogs')}`)
    const title = page.locator('#field-title')
    await expect(title).toBeVisible()
    await page.locator('#field-summary').fill('A summary typed under the security policy.')
    await expect(page.locator('#field-summary')).toHaveValue('A summary typed under the security policy.')
    await settle(page)

    // Services have the Lexical rich-text editor.
    await page.goto(`/admin/collections/subpages/${await firstId(page, 'subpages')}`)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await expect(editor).toBeVisible()
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Typed under the security policy.')
    await expect(editor).toContainText('Typed under the security policy.')
    await settle(page)

    expect(violations).toEqual([])
  })

  test('media list, an image upload with its preview, and a lead list with a CSV export', async ({ page }) => {
    const violations = await recordCspViolations(page)
    await logInStaff(page)

    await page.goto('/admin/collections/media')
    await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
    const thumbnail = page.locator('img[src*="/cms-api/media/file/"]').first()
    await expect(thumbnail).toBeVisible()
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await settle(page)

    // The picked file is previewed from a blob: URL before it is uploaded.
    await page.goto('/admin/collections/media/create')
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer()
    await page.locator('input[type="file"]').setInputFiles({ name: `csp-check-${Date.now()}.png`, mimeType: 'image/png', buffer: png })
    await expect(page.locator('img[src^="blob:"]').first()).toBeVisible()
    await page.locator('#field-alt').fill('Blue test rectangle')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
    await expect(page.locator('img[src*="/cms-api/media/file/"]').first()).toBeVisible()
    await settle(page)

    await page.goto('/admin/collections/contact-messages')
    await expect(page.getByRole('heading', { name: 'Contact messages', level: 1 })).toBeVisible()
    await settle(page)

    // The import-export plugin downloads the CSV from a blob: URL.
    await page.goto('/admin/collections/exports/create')
    await expect(page.getByText('Contact messages').first()).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    await settle(page)

    expect(violations).toEqual([])
  })
})
