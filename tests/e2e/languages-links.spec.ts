// The pages e-mails link to, in Marathi and Hindi (docs/decisions/languages.md "Your data" and "The newsletter"), at
// 1280 and 390 px: the footer's newsletter signed up on /mr leads, through the Marathi confirmation mail, to the
// Marathi confirmation page, and the welcome to the Marathi unsubscribe page; a member whose e-mails are in Hindi asks
// for their data on /hi/account and the mail leads to the Hindi download page. axe-clean at each step.
import { expect, test } from './fixtures'

import { expectNoAxeViolations, viewports } from './axe'
import { uid, visitor } from './helpers'
import { mailsTo, waitForMail } from './mail'
import { memberInBrowser } from './members'

/** The path and query of the link to `path` in `text`. */
function linkTo(text: string, path: RegExp): string {
  const found = text.match(new RegExp(`https?://\\S+${path.source}\\?token=\\S+`))?.[0]
  expect(found, text).toBeTruthy()
  const { pathname, search } = new URL(found!)
  return `${pathname}${search}`
}

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`Marathi and Hindi e-mail link pages at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    test('the newsletter from the /mr footer: Marathi mails, confirmation page and unsubscribe page', async ({ page }) => {
      const tag = uid()
      const email = `news-mr-${tag}@${tag}.example.in`
      await page.goto('/mr')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      const footer = page.getByRole('contentinfo')
      await footer.getByLabel('न्यूजलेटर', { exact: true }).fill(email)
      await footer.getByRole('checkbox', { name: /भरतीविषयी नोंदी आणि करिअरसाठी टिप्स/ }).check()
      await footer.getByRole('button', { name: 'सबस्क्राइब करा' }).click()
      await expect(footer.getByRole('status')).toHaveText('सबस्क्राइब केल्याबद्दल धन्यवाद! खात्री करण्यासाठी कृपया तुमचा इनबॉक्स पाहा.')

      const confirmation = await waitForMail(email)
      expect(confirmation.subject).toBe('कृपया Pune Talent Works च्या न्यूजलेटरचं सबस्क्रिप्शन पक्कं करा')
      await page.goto(linkTo(confirmation.text, /\/mr\/subscribe\/confirm/))
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('न्यूजलेटरचं सबस्क्रिप्शन पक्कं करा')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'माझं सबस्क्रिप्शन पक्कं करा' }).click()
      await expect(page.getByText('तुमचं सबस्क्रिप्शन पक्कं झालं. सबस्क्राइब केल्याबद्दल धन्यवाद!')).toBeVisible()
      await expectNoAxeViolations(page)

      const welcome = await waitForMail(email, { count: 2 })
      expect(welcome.subject).toBe('तुमचं Pune Talent Works न्यूजलेटरचं सबस्क्रिप्शन सुरू झालं')
      await page.goto(linkTo(welcome.text, /\/mr\/unsubscribe/))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('न्यूजलेटरचं सबस्क्रिप्शन बंद करा')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'सबस्क्रिप्शन बंद करा' }).click()
      await expect(page.getByText('तुमचं सबस्क्रिप्शन बंद झालं. यापुढे आमचं न्यूजलेटर तुम्हाला येणार नाही.')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('Your data for a member whose e-mails are in Hindi: the mail leads to the Hindi download page', async ({ page }) => {
      const user = await memberInBrowser(page)
      const saved = await page.request.post('/api/users/me/language', { data: { language: 'hi' }, headers: visitor() })
      expect(saved.status()).toBe(200)
      await page.goto('/hi/account')
      const data = page.locator('#your-data')
      await data.getByRole('button', { name: 'अपना डेटा डाउनलोड करें' }).click()
      await expect(data.getByRole('status')).toContainText('धन्यवाद। हम आपका डेटा तैयार कर रहे हैं;')

      let link = ''
      await expect
        .poll(
          async () => {
            const mail = (await mailsTo(user.email)).find((received) => received.subject === 'आपका डेटा डाउनलोड के लिए तैयार है')
            link = mail ? linkTo(mail.text, /\/hi\/account\/data-export/) : ''
            return link
          },
          { timeout: 60_000 },
        )
        .not.toBe('')
      await page.goto(link)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना डेटा डाउनलोड करें')
      await expect(page.getByText(/यह लिंक भारतीय समय के अनुसार .+ तक चलेगा।/)).toBeVisible()
      await expect(page.getByRole('link', { name: 'ZIP फ़ाइल डाउनलोड करें' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'अपने खाते पर जाएँ' })).toHaveAttribute('href', '/hi/account')
      await expectNoAxeViolations(page)
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'ZIP फ़ाइल डाउनलोड करें' }).click()])
      expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.zip$/)

      // An altered link: the reason in Hindi, axe-clean.
      await page.goto('/hi/account/data-export?token=altered')
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'यह डाउनलोड लिंक सही नहीं है। ई-मेल में जैसा है वैसा ही लिंक इस्तेमाल करें, या अपने खाते के पेज से अपना डेटा फिर से माँगें।',
      )
      await expectNoAxeViolations(page)
    })
  })
}
