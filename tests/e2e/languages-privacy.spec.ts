// The privacy policy's request form in Marathi (docs/decisions/languages.md "The privacy policy's form") at 1280 and
// 390 px: on /mr/privacy-policy a person without an account fills the form by its Marathi labels, gets the browser's
// and the server's answers in Marathi, the code by a Marathi mail, and the confirmation in Marathi. axe-clean.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { uid } from './helpers'
import { waitForMail } from './mail'
import { codeFor } from './members'

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`the privacy policy's form in Marathi at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    test('on /mr/privacy-policy: a correction asked and confirmed in Marathi, the mails in Marathi', async ({ page }) => {
      const tag = uid()
      const email = `dpdp-mr-${tag}@${tag}.example.in`
      await page.goto('/mr/privacy-policy')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      const section = page.locator('section[aria-labelledby="privacy-request"]')
      await expect(section.getByRole('heading', { name: 'तुमच्या डेटाबद्दल विचारा' })).toBeVisible()
      await expect(section.getByRole('link', { name: 'तुमच्या खात्याच्या पानावरही' })).toHaveAttribute('href', '/mr/account')
      await expect(section.locator('[lang="en-IN"]')).toHaveCount(0)
      const kind = section.getByLabel('तुम्हाला काय हवं आहे?')
      await expect(kind.locator('option')).toHaveText([
        'माझ्या डेटाचा सारांश',
        'माझ्या डेटाची दुरुस्ती',
        'माझा डेटा पुसून टाका',
        'दिलेली संमती मागे घ्यायची आहे',
        'तक्रार',
        'माझ्या वतीने काम पाहण्यासाठी नामनिर्देशन',
      ])
      await expectNoAxeViolations(page)

      // The server's refusal in Marathi, under the field.
      await section.getByLabel('तुमचा ई-मेल').fill('not-an-address')
      await section.getByRole('button', { name: 'मला कोड पाठवा' }).click()
      await expect(section.getByText('कृपया योग्य ई-मेल पत्ता लिहा.').first()).toBeVisible()
      await expectNoAxeViolations(page)

      await kind.selectOption('correction')
      await section.getByLabel('तुमचा ई-मेल').fill(email)
      await section.getByLabel('तपशील (ऐच्छिक)').fill('माझा फोन नंबर बदलला आहे.')
      await section.getByRole('button', { name: 'मला कोड पाठवा' }).click()
      await expect(section.getByRole('status')).toHaveText(
        'धन्यवाद. पत्ता बरोबर असेल तर तुमची विनंती पक्की करण्याचा कोड त्यावर पाठवत आहोत. तो 10 मिनिटं चालेल.',
      )
      const codeMail = await waitForMail(email)
      expect(codeMail.subject).toBe('तुमच्या डेटाबद्दलच्या विनंतीचा Pune Talent Works कोड')
      expect(codeMail.html).toMatch(/^<!doctype html><html lang="mr-IN">/)

      const code = section.getByLabel('ई-मेलमधला कोड')
      await expect(section.getByText(`${email} वर पाठवला आहे.`)).toBeVisible()
      // The code field starts empty (not the e-mail step's input kept with the address in it), and the browser's own
      // check of an empty code is in Marathi.
      await expect(code).toHaveValue('')
      await section.getByRole('button', { name: 'माझी विनंती पक्की करा' }).click()
      expect(await code.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('कृपया ई-मेलमध्ये आलेला OTP लिहा.')
      await code.fill(await codeFor(email))
      await expectNoAxeViolations(page)
      await section.getByRole('button', { name: 'माझी विनंती पक्की करा' }).click()
      await expect(section.getByRole('status')).toHaveText(
        /^धन्यवाद\. तुमची विनंती पक्की झाली आहे; आम्ही \d{4}-\d{2}-\d{2} पर्यंत उत्तर देऊ\. तिची प्रत तुमच्या ई-मेलवर पाठवत आहोत\.$/,
      )
      await expectNoAxeViolations(page)
      const copy = await waitForMail(email, { count: 2 })
      expect(copy.subject).toMatch(/^तुमची डेटाबद्दलची विनंती PR-\d+ आम्हाला मिळाली$/)
      expect(copy.html).toMatch(/^<!doctype html><html lang="mr-IN">/)
    })
  })
}
