// Call and WhatsApp links from Site settings: on the contact page, in the footer and in Customer Care.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { staffApi, touchPhone } from './helpers'

test.describe('call and WhatsApp', () => {
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
    test.use(touchPhone)

    test('the contact page with its call and WhatsApp links has no axe violations', async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByRole('main').getByRole('link', { name: /Chat on WhatsApp/ })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
})
