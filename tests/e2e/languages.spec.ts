// Languages (issue 34, docs/decisions/languages.md) in the browser at 1280 and 390 px: the header's switcher on a role page
// keeps the role in Marathi, Hindi and back in English, remembers the choice without redirecting, and keeps the
// filters of /jobs, and keeps the FAQs, Careers, Terms and Contact pages; every page axe-clean with the right <html lang>.
import { expect, test, type Page } from './fixtures'

import { openings as seedOpenings } from '../../src/cms/seed/data/openings'
import { openingTranslations } from '../../src/cms/seed/data/openingsTranslations'
import { siteSettingsTranslations } from '../../src/cms/seed/data/site'
import { expectNoAxeViolations, viewports } from './axe'

const role = seedOpenings.find((opening) => opening.status === 'open')!

async function switchTo(page: Page, language: string) {
  const switcher = page.getByTestId('language-switcher')
  await switcher.locator('summary').click()
  await switcher.getByRole('link', { name: language, exact: true }).click()
}

const rememberedChoice = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`languages at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    test('the switcher on a role page keeps the role in Marathi, Hindi and English; each page is axe-clean in its language', async ({
      page,
    }) => {
      await page.goto(`/jobs/${role.slug}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await expect(page.getByTestId('language-switcher').locator('summary')).toHaveAccessibleName('Language: English')

      await switchTo(page, 'मराठी')
      await expect(page).toHaveURL(new RegExp(`/mr/jobs/${role.slug}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      // The seeded role is translated: its Marathi title, no English mark and no "in English" note.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(openingTranslations[role.slug].mr.title)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/)
      await expect(page.getByRole('heading', { name: 'या कामाबद्दल' })).toBeVisible()
      await expect(page.getByTestId('english-note')).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'या जागेसाठी अर्ज करा' }).first()).toHaveAttribute(
        'href',
        `/mr/login?next=${encodeURIComponent(`/mr/jobs/${role.slug}`)}`,
      )
      expect(await rememberedChoice(page)).toBe('mr')
      await expectNoAxeViolations(page)

      await switchTo(page, 'हिंदी')
      await expect(page).toHaveURL(new RegExp(`/hi/jobs/${role.slug}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await expect(page.getByRole('heading', { name: 'इस काम के बारे में' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(openingTranslations[role.slug].hi.title)
      await expect(page.getByTestId('language-switcher').locator('summary')).toHaveAccessibleName('भाषा: हिंदी')
      expect(await rememberedChoice(page)).toBe('hi')
      await expectNoAxeViolations(page)

      await switchTo(page, 'English')
      await expect(page).toHaveURL(new RegExp(`/jobs/${role.slug}$`))
      await expect(page).not.toHaveURL(/\/(mr|hi)\//)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await expect(page.getByRole('heading', { name: 'About the role' })).toBeVisible()
      expect(await rememberedChoice(page)).toBe('en')
    })

    test('/faqs, /careers, /terms-of-service and /contact: the switcher keeps the page in Marathi and Hindi; each is axe-clean in its language', async ({
      page,
    }) => {
      const pages = [
        { path: '/faqs', mr: 'नेहमी विचारले जाणारे प्रश्न', hi: 'अक्सर पूछे जाने वाले सवाल' },
        { path: '/careers', mr: 'अर्थपूर्ण करिअर घडवा.', hi: 'ऐसा करियर बनाइए जो मायने रखे।' },
        { path: '/terms-of-service', mr: 'सेवा-अटी', hi: 'सेवा की शर्तें' },
        { path: '/contact', mr: 'तुमच्या टीमबद्दल, किंवा तुमच्या पुढच्या पावलाबद्दल बोलूया', hi: 'आपकी टीम के बारे में, या आपके अगले क़दम के बारे में बात करें' },
      ]
      for (const { path, mr, hi } of pages) {
        await page.goto(path)
        const english = await page.getByRole('heading', { level: 1 }).textContent()

        await switchTo(page, 'मराठी')
        await expect(page).toHaveURL(new RegExp(`/mr${path}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(mr)
        await expectNoAxeViolations(page)

        await switchTo(page, 'हिंदी')
        await expect(page).toHaveURL(new RegExp(`/hi${path}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi)
        await expectNoAxeViolations(page)

        await switchTo(page, 'English')
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(page).not.toHaveURL(/\/(mr|hi)\//)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(english ?? '')
      }

      // The Marathi FAQs: the second tab, a question opens on its own.
      await page.goto('/mr/faqs')
      await page.getByRole('tab', { name: 'गिग वर्कर्ससाठी' }).click()
      await page.getByRole('button', { name: 'पडताळणीला किती वेळ लागतो?' }).click()
      await expect(page.getByText('तुमच्या प्रोफाइलच्या पडताळणीला 24–48 तास लागतात.', { exact: false })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('/mr/contact: the form, the browser’s checks and the thanks in Marathi; the header’s buttons and the footer in Marathi', async ({
      page,
    }) => {
      await page.goto('/mr/contact')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      const form = page.getByRole('main').locator('form')
      const name = form.getByLabel('पूर्ण नाव', { exact: true })
      const email = form.getByLabel('ई-मेल पत्ता', { exact: true })
      const type = form.getByLabel('चौकशीचा प्रकार', { exact: true })
      const message = form.getByLabel('मेसेज', { exact: true })
      await expect(type.locator('option')).toHaveText(['एक निवडा', 'सर्वसाधारण', 'सपोर्ट', 'करिअर', 'व्यवसायाविषयी चौकशी'])
      await expect(page.getByText('हा फॉर्म सध्या इंग्रजीत आहे', { exact: false })).toHaveCount(0)

      // An empty form: the browser stops it, in Marathi.
      await form.getByRole('button', { name: 'मेसेज पाठवा' }).click()
      const said = (field: typeof name) => field.evaluate((input: HTMLInputElement) => input.validationMessage)
      await expect.poll(() => said(name)).toBe('कृपया तुमचं पूर्ण नाव लिहा.')
      expect(await said(email)).toBe('कृपया तुमचा ई-मेल पत्ता लिहा.')
      expect(await said(type)).toBe('कृपया चौकशीचा प्रकार निवडा (General, Support, Careers, Business Inquiry).')
      expect(await said(message)).toBe('कृपया तुमचा संदेश लिहा.')
      await name.fill('सायली देशमुख')
      await expect(name).toHaveJSProperty('validationMessage', '')
      await email.fill('x@')
      await form.getByRole('button', { name: 'मेसेज पाठवा' }).click()
      await expect.poll(() => said(email)).toBe('कृपया योग्य ई-मेल पत्ता लिहा.')

      // A message sent: thanked in Marathi, the form cleared.
      await email.fill(`sayali.${Date.now().toString(36)}@marathi.example.in`)
      await type.selectOption('Careers')
      await message.fill('मला टेस्टिंगच्या कामाबद्दल माहिती हवी आहे.')
      await form.getByRole('button', { name: 'मेसेज पाठवा' }).click()
      await expect(form.getByRole('status')).toHaveText('संपर्क केल्याबद्दल धन्यवाद! आमची टीम 24 तासांत तुम्हाला उत्तर देईल')
      await expect(name).toHaveValue('')
      await expectNoAxeViolations(page)

      // The footer: Marathi texts; translated pages keep /mr, the others are English addresses marked as such.
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('heading', { name: 'तुमच्या पुढच्या मोठ्या रिलीजची सुरुवात योग्य टीमपासून होते.' })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'तज्ज्ञाशी बोला' })).toHaveAttribute('href', '/mr/contact')
      await expect(footer.getByRole('link', { name: 'प्रस्ताव मागवा (इंग्रजीत)' })).toHaveAttribute('hreflang', 'en-IN')
      await expect(footer.getByRole('heading', { name: 'कंपनी' })).toBeVisible()
      for (const [text, href] of [
        ['करिअर', '/mr/careers'],
        ['नोकरीच्या संधी', '/mr/jobs'],
        ['नेहमीचे प्रश्न', '/mr/faqs'],
        ['गोपनीयता धोरण', '/mr/privacy-policy'],
        ['सेवेच्या अटी', '/mr/terms-of-service'],
      ]) {
        const link = footer.getByRole('link', { name: text, exact: true })
        await expect(link).toHaveAttribute('href', href)
        await expect(link).not.toHaveAttribute('hreflang', /./)
      }
      await expect(footer.getByRole('link', { name: 'आमच्याबद्दल', exact: true })).toHaveAttribute('href', '/about')
      await expect(footer.getByRole('link', { name: 'आमच्याबद्दल', exact: true })).toHaveAttribute('hreflang', 'en-IN')
      await expect(footer.getByRole('textbox', { name: 'न्यूजलेटर' })).toBeVisible()
      await expect(footer.getByRole('button', { name: 'सबस्क्राइब करा' })).toBeVisible()
      await expect(footer).toContainText('सर्व हक्क राखीव.')
      await expect(footer).not.toContainText('All rights reserved')
      // The office hours and address as staff wrote them in Marathi (the seeded ones), on the page and in the footer.
      const { mr: settings } = siteSettingsTranslations
      const address = `${settings.street}, ${settings.city} 411045, ${settings.region}, ${settings.country}`
      for (const where of [page.getByRole('main'), footer]) {
        await expect(where.getByText(settings.hours, { exact: true })).toBeVisible()
        await expect(where.getByText(address, { exact: true })).toBeVisible()
        await expect(where.getByText(address, { exact: true })).not.toHaveAttribute('lang', /./)
      }

      // The header's buttons (in the phone menu at 390 px) lead to the Marathi log-in and sign-up.
      let header = page.getByRole('banner')
      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'मेनू उघडा' }).click()
        header = page.getByRole('dialog')
      }
      await expect(header.getByRole('link', { name: 'लॉग इन', exact: true })).toHaveAttribute(
        'href',
        `/mr/login?next=${encodeURIComponent('/mr/contact')}`,
      )
      await expect(header.getByRole('link', { name: 'आत्ताच नोंदणी करा' })).toHaveAttribute('href', '/mr/signup')
      await expectNoAxeViolations(page)
    })

    test('/mr/jobs filters in Marathi; its cards stay in Marathi; the switcher keeps the filters; a remembered choice never redirects', async ({
      page,
    }) => {
      await page.goto('/mr/jobs')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('नोकरीच्या संधी')
      await expectNoAxeViolations(page)

      const type = page.getByLabel('नोकरीचा प्रकार')
      await expect(type.locator('option', { hasText: 'गिग' })).toHaveText(/गिग \(\d+\)/)
      await type.selectOption('gig')
      await expect(page).toHaveURL(/\/mr\/jobs\?type=gig$/)
      const first = page.getByRole('main').getByRole('article').first()
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/mr\/jobs\//)
      await expect(first).toContainText(/पोस्ट: /)

      await switchTo(page, 'हिंदी')
      await expect(page).toHaveURL(/\/hi\/jobs\?type=gig$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await expect(page.getByLabel('नौकरी का प्रकार')).toHaveValue('gig')
      await expectNoAxeViolations(page)

      // An unknown address under /hi is a 404 in Hindi, inside the Hindi layout.
      const missing = await page.goto('/hi/no-such-page')
      expect(missing?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('यह पेज नहीं मिला')

      // The choice is remembered (hi), but an English address stays English.
      await page.goto('/jobs')
      await expect(page).toHaveURL(/\/jobs$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open roles')
    })
  })
}
