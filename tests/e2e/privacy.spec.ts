// Privacy in the browser at 1280 and 390 px (docs/decisions/privacy.md): a member gives and withdraws consents on
// /account with the keyboard and gets the receipt; a person without an account sends a privacy request from
// /privacy-policy and confirms it with the mailed code. axe-clean at each step.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { uid } from './helpers'
import { mailsTo, waitForMail } from './mail'
import { codeFor, freshEmail, memberInBrowser } from './members'

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`privacy at ${name} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('a member gives job alerts, then withdraws them in one click, and gets the receipt', async ({ page }) => {
      const email = freshEmail('consents')
      await memberInBrowser(page, email)
      await page.goto('/account')
      const section = page.locator('section#your-consents')
      await expect(section.getByRole('heading', { name: 'Your consents' })).toBeVisible()
      const rows = section.getByTestId('consent-purpose')
      await expect(rows).toHaveCount(5)
      const alerts = rows.filter({ hasText: 'Job alerts' })
      await expect(alerts).toContainText('Not given')
      await expectNoAxeViolations(page)

      const give = alerts.getByRole('button', { name: 'Give consent: Job alerts' })
      await give.focus()
      await page.keyboard.press('Enter')
      await expect(section.getByRole('status')).toHaveText('Thank you. Your consent is recorded.')
      await expect(alerts).toContainText('Given on')

      await alerts.getByRole('button', { name: 'Withdraw consent: Job alerts' }).click()
      await expect(section.getByRole('status')).toHaveText('Your consent is withdrawn from now on. A receipt is on its way to your e-mail.')
      await expect(alerts).toContainText('Withdrawn on')
      await expect(alerts.getByRole('button', { name: 'Give consent: Job alerts' })).toBeVisible()
      const box = await section.boundingBox()
      expect(box!.width).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)
      const receipt = await waitForMail(email, { count: 2 })
      expect(receipt.subject).toBe('Your consent is withdrawn: Job alerts')

      // The state survives a reload: it is the log's latest entry.
      await page.reload()
      await expect(page.locator('section#your-consents').getByTestId('consent-purpose').filter({ hasText: 'Job alerts' })).toContainText(
        'Withdrawn on',
      )
    })

    test('a person without an account sends a grievance from /privacy-policy and confirms it with the mailed code', async ({ page }) => {
      const tag = uid()
      const email = `grievance-${tag}@${tag}.example.in`
      await page.goto('/privacy-policy')
      await expect(page.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible()
      const section = page.locator('section[aria-labelledby="privacy-request"]')
      await expect(section.getByRole('heading', { name: 'Ask about your data' })).toBeVisible()
      await section.getByLabel('What are you asking for?').selectOption('grievance')
      await section.getByLabel('Your e-mail').fill(email)
      await section.getByLabel('Details (optional)').fill('A recruiter called me after I withdrew my consent.')
      await expectNoAxeViolations(page)
      await section.getByRole('button', { name: 'Send me a code' }).click()
      await expect(section.getByRole('status')).toHaveText(
        'Thank you. If the address is right, a code to confirm your request is on its way to it. It is valid for 10 minutes.',
      )
      const otp = await codeFor(email)
      // A new, empty field for the code (not the e-mail step's input with the address still in it).
      await expect(section.getByLabel('Code from the e-mail')).toHaveValue('')
      await section.getByLabel('Code from the e-mail').fill(otp)
      await expectNoAxeViolations(page)
      await section.getByRole('button', { name: 'Confirm my request' }).click()
      const due = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
      await expect(section.getByRole('status')).toContainText('Thank you. Your request is confirmed; we will answer by')
      await expect(section.getByRole('status')).toContainText(due.slice(0, 8))
      await expectNoAxeViolations(page)
      await expect.poll(async () => (await mailsTo(email)).length).toBe(2)
      expect((await waitForMail(email, { count: 2 })).subject).toMatch(/^We received your privacy request PR-\d+$/)
    })
  })
}
