// Languages (issue 34, docs/decisions/languages.md) in the browser at 1280 and 390 px: the header's switcher on a role page
// keeps the role in Marathi, Hindi and back in English, remembers the choice without redirecting, and keeps the
// filters of /jobs, and keeps the FAQs, Careers, Terms and Contact pages; every page axe-clean with the right <html lang>.
import { expect, test, type Page } from './fixtures'

import { openings as seedOpenings } from '../../src/cms/seed/data/openings'
import { openingTranslations } from '../../src/cms/seed/data/openingsTranslations'
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
