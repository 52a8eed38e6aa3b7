// The privacy notice in the candidate's language, and the purposes of the talent form (docs/decisions/privacy.md,
// "Privacy notices", "Purposes on the forms"), at 1280 and 390 px: a candidate reads the notice in Marathi, applies
// from the Marathi page with only the required purpose, then gives and withdraws job alerts on /account. axe-clean.
import { expect, test } from './fixtures'

import mr from '../../src/i18n/messages/mr.json' with { type: 'json' }
import { expectNoAxeViolations, viewports } from './axe'
import { freshEmail, memberInBrowser } from './members'

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`privacy notice at ${name} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('a candidate reads the notice in Marathi, applies with only the required purpose, then gives and withdraws job alerts', async ({
      page,
    }) => {
      // The notice in Marathi: the page's language, its 11 sections and the version in force.
      await page.goto('/mr/privacy-policy')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता धोरण')
      await expect(page.locator('[data-legal-section]')).toHaveCount(11)
      await page.getByRole('navigation', { name: 'या पानावर' }).getByRole('link', { name: 'आम्ही माहिती किती काळ ठेवतो' }).click()
      await expect(page).toHaveURL(/\/mr\/privacy-policy#retention$/)
      await expect(page.locator('#retention button')).toHaveAttribute('aria-expanded', 'true')
      await expect(page.locator('#retention').getByText('सर्व्हर लॉग: जास्तीत जास्त 180 दिवस.')).toBeVisible()
      const versions = page.getByTestId('notice-version')
      await expect(versions).toHaveCount(1)
      await expect(versions.first()).toContainText('privacy-2026-11')
      await expect(versions.first()).toContainText('1 ऑक्टोबर, 2023 पासून लागू')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)

      // Applying from the Marathi page (its form in Marathi): the notice link is the Marathi one; only the application
      // purpose is ticked.
      const email = freshEmail('notice')
      await memberInBrowser(page, email)
      await page.goto('/mr/join-as-talent')
      const form = page.locator('main form')
      const required = form.getByRole('checkbox', { name: new RegExp(mr.TalentForm.consent) })
      const optional = form.getByRole('checkbox', { name: new RegExp(mr.TalentForm.phoneConsent) })
      await expect(required).not.toBeChecked()
      await expect(optional).not.toBeChecked()
      const noticeLinks = form.getByRole('link', { name: mr.TalentForm.privacyLink })
      await expect(noticeLinks).toHaveCount(2)
      for (const link of await noticeLinks.all()) await expect(link).toHaveAttribute('href', '/mr/privacy-policy')
      await form.getByLabel(mr.TalentForm.phone, { exact: true }).fill('+91 98220 44556')
      await form.getByLabel(mr.TalentForm.location).fill('Aundh, Pune')
      await form.getByLabel(mr.TalentForm.about).fill('Manual tester looking for weekday work.')
      await form
        .getByLabel(mr.TalentForm.resume)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
      await required.check()
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: mr.TalentForm.submit }).click()
      await expect(page.getByRole('status').filter({ hasText: mr.Api.talentSuccess })).toBeVisible()

      // The consent log holds only the application, with the notice version and the Marathi page's language.
      const log = await page.request.get('/api/users/me/consents')
      expect(log.status()).toBe(200)
      const { consents } = (await log.json()) as {
        consents: { purpose: string; granted: boolean; noticeVersion: string; language: string }[]
      }
      expect(consents).toEqual([
        expect.objectContaining({ purpose: 'applications', granted: true, noticeVersion: 'privacy-2026-11', language: 'mr' }),
      ])

      // On /account: Applications given, the rest not; job alerts given, then withdrawn, in one click each.
      await page.goto('/account')
      const section = page.locator('section#your-consents')
      const rows = section.getByTestId('consent-purpose')
      await expect(rows.filter({ hasText: 'Applications' })).toContainText('Given on')
      for (const other of ['Sharing the profile with a client', 'Newsletter', 'Job alerts', 'Phone contact'])
        await expect(rows.filter({ hasText: other })).toContainText('Not given')
      const alerts = rows.filter({ hasText: 'Job alerts' })
      await alerts.getByRole('button', { name: 'Give consent: Job alerts' }).click()
      await expect(section.getByRole('status')).toHaveText('Thank you. Your consent is recorded.')
      await expect(alerts).toContainText('Given on')
      await alerts.getByRole('button', { name: 'Withdraw consent: Job alerts' }).click()
      await expect(section.getByRole('status')).toHaveText('Your consent is withdrawn from now on. A receipt is on its way to your e-mail.')
      await expect(alerts).toContainText('Withdrawn on')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)
      const after = (await (await page.request.get('/api/users/me/consents')).json()) as {
        consents: { purpose: string; granted: boolean }[]
      }
      expect(after.consents.map(({ purpose, granted }) => [purpose, granted])).toEqual([
        ['job-alerts', false],
        ['job-alerts', true],
        ['applications', true],
      ])
    })
  })
}
