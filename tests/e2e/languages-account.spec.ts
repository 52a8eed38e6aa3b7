// Marathi and Hindi, the job alert form and My account (docs/decisions/languages.md "Job alerts in Marathi and Hindi"
// and "The e-mails' language on My account") at 1280 and 390 px: on /hi/account a member chooses मराठी as the language
// of our e-mails and finds it kept after a reload, with the account's controls in Hindi; on /mr/jobs the job alert form
// is in Marathi, its refusal and answer too, and the confirmation mail leads to the Marathi confirmation page; on
// /hi/account "Your data", the profile correction and the data-rights requests are in Hindi, their answers too; on
// /mr/account an application's stage and date are in Marathi, before and after withdrawing it. axe-clean at each step.
import { expect, test } from './fixtures'
import { openingTranslations } from '../../src/cms/seed/data/openingsTranslations'

import { expectNoAxeViolations, viewports } from './axe'
import { uid, visitor } from './helpers'
import { waitForMail } from './mail'
import { memberInBrowser } from './members'

const SEEDED = 'frontend-developer-react'

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`Marathi and Hindi account and job alerts at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    test('on /hi/account: choose मराठी as the language of our e-mails, reload, it is kept; the controls are in Hindi', async ({ page }) => {
      await memberInBrowser(page)
      await page.goto('/hi/account')
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा खाता')
      const section = page.locator('#mail-language')
      await expect(section.getByRole('heading', { name: 'हमारे ई-मेल की भाषा' })).toBeVisible()
      await expect(section.getByRole('radio', { name: 'English' })).toBeChecked()
      // The account's other controls in Hindi: consents, password, delete.
      await expect(page.getByRole('button', { name: 'सहमति दें: न्यूज़लेटर' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeVisible()
      await expect(page.getByLabel('मौजूदा पासवर्ड')).toBeVisible()
      await expect(page.getByRole('button', { name: 'मेरा खाता डिलीट करें' })).toBeVisible()
      await expectNoAxeViolations(page)

      await section.getByRole('radio', { name: 'मराठी' }).check()
      await section.getByRole('button', { name: 'भाषा सेव करें' }).click()
      await expect(section.getByRole('status')).toHaveText('हमारे ई-मेल की भाषा सेव हो गई।')
      await expectNoAxeViolations(page)

      await page.reload()
      await expect(page.locator('#mail-language').getByRole('radio', { name: 'मराठी' })).toBeChecked()
      await expect(page.locator('#mail-language').getByRole('radio', { name: 'English' })).not.toBeChecked()
      // The English page shows the same choice, in English words.
      await page.goto('/account')
      const english = page.locator('#mail-language')
      await expect(english.getByRole('heading', { name: 'Language of our e-mails' })).toBeVisible()
      await expect(english.getByRole('radio', { name: 'मराठी' })).toBeChecked()
      await expect(english.getByRole('button', { name: 'Save language' })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('on /hi/account: Your data, correcting the profile and the data-rights requests are in Hindi, and their answers too', async ({
      page,
    }) => {
      await memberInBrowser(page)
      await page.goto('/hi/account')
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
      await expect(page.getByText('इस हिस्से के बटन और विकल्प अभी अंग्रेज़ी में हैं।')).toHaveCount(0)
      await expect(
        page.locator('#your-data [lang="en-IN"], #correct-profile [lang="en-IN"], #your-privacy-requests [lang="en-IN"]'),
      ).toHaveCount(0)

      const data = page.locator('#your-data')
      await expect(data.getByRole('heading', { name: 'उम्मीदवार प्रोफ़ाइल' })).toBeVisible()
      await expect(data.getByText('आपकी कोई उम्मीदवार प्रोफ़ाइल हमारे पास नहीं है।')).toBeVisible()
      await expect(data.getByRole('heading', { name: 'पिछले 12 महीनों में हमने आपको भेजे ई-मेल' })).toBeVisible()
      const correct = page.locator('#correct-profile')
      await expect(correct.getByRole('heading', { name: 'अपनी प्रोफ़ाइल सुधारें' })).toBeVisible()
      await expect(correct.getByText('आपकी उम्मीदवार प्रोफ़ाइल अभी हमारे पास नहीं है: किसी पद के लिए आवेदन करते ही वह बनती है।')).toBeVisible()
      const rights = page.locator('#your-privacy-requests')
      const kind = rights.getByLabel('आप क्या चाहते हैं?')
      await expect(kind.locator('option')).toHaveText([
        'मेरे डेटा का सारांश',
        'मेरे डेटा में सुधार',
        'मेरा डेटा मिटा दें',
        'दी हुई सहमति वापस लेनी है',
        'शिकायत',
        'मेरी ओर से काम देखने के लिए नामांकन',
      ])
      await expect(rights.getByLabel('विवरण (वैकल्पिक)')).toBeVisible()
      await expectNoAxeViolations(page)

      await data.getByRole('button', { name: 'अपना डेटा डाउनलोड करें' }).click()
      await expect(data.getByRole('status')).toHaveText(
        'धन्यवाद। हम आपका डेटा तैयार कर रहे हैं; उसे डाउनलोड करने का लिंक कुछ मिनटों में आपके ई-मेल पर आ जाएगा। वह 24 घंटे चलेगा।',
      )

      await kind.selectOption('erasure')
      await rights.getByLabel('विवरण (वैकल्पिक)').fill('मेरा पुराना रिज़्यूमे मिटा दें।')
      await rights.getByRole('button', { name: 'मेरा अनुरोध भेजें' }).click()
      await expect(rights.getByRole('status')).toHaveText(/^धन्यवाद। आपका अनुरोध \S+ दर्ज हो गया है; हम \d{4}-\d{2}-\d{2} तक जवाब देंगे।/)
      await expect(rights.getByRole('heading', { name: 'आपके अनुरोध' })).toBeVisible()
      const request = rights.getByTestId('privacy-request').first()
      await expect(request).toContainText('मिटाना')
      await expect(request).toContainText(/को भेजा/)
      await expect(request).toContainText(/खुला: हम .+ तक जवाब देंगे/)
      await expectNoAxeViolations(page)
    })

    test('on /mr/account: the application’s stage in Marathi in My applications and Your data, and after withdrawing it', async ({
      page,
    }) => {
      const user = await memberInBrowser(page)
      const applied = await page.request.post('/api/JoinTalent', {
        headers: visitor(),
        multipart: {
          firstName: 'Meera',
          lastName: 'Joshi',
          email: user.email,
          phone: '+91 98220 33445',
          location: 'Kothrud, Pune',
          anythingElse: 'React, three years.',
          consent: 'true',
          role: SEEDED,
          file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
        },
      })
      expect(applied.status(), await applied.text()).toBe(201)
      const title = openingTranslations[SEEDED].mr.title

      await page.goto('/mr/account')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      const application = page.getByTestId('my-application').filter({ hasText: title })
      await expect(application).toContainText('स्थिती: अर्ज मिळाला')
      await expect(application.locator('strong')).not.toHaveAttribute('lang')
      // The date in Marathi with Latin digits ("28 नोव्हें, 2026"), not "28 Nov 2026".
      const today = (intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(new Date())
      await expect(application.locator('time')).toHaveText(today('mr-IN-u-nu-latn'))
      await expect(page.locator('#my-applications, #your-data').getByText(today('en-IN'))).toHaveCount(0)
      await expect(page.getByTestId('your-data')).toContainText('सध्या अर्ज मिळाला')
      await expect(page.locator('#my-applications, #your-data').getByText(/Received|Being reviewed/)).toHaveCount(0)
      await expectNoAxeViolations(page)

      page.once('dialog', (dialog) => void dialog.accept())
      await application.getByRole('button', { name: `${title} साठीचा अर्ज मागे घ्या` }).click()
      await expect(page.getByText('तुमचा अर्ज मागे घेतला आहे.')).toBeVisible()
      await expect(application).toContainText('स्थिती: अर्ज मागे घेतला')
      await expect(application.getByRole('button')).toHaveCount(0)
      await expectNoAxeViolations(page)
      await page.reload()
      await expect(page.getByTestId('my-application').filter({ hasText: title })).toContainText('स्थिती: अर्ज मागे घेतला')
      await expect(page.getByTestId('your-data')).toContainText('सध्या अर्ज मागे घेतला')
    })

    test('on /mr/jobs: the job alert form, its refusal and its answer in Marathi; the mail leads to the Marathi confirmation page', async ({
      page,
    }) => {
      const tag = uid()
      const email = `alert-mr-${tag}@${tag}.example.in`
      await page.goto('/mr/jobs')
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      await page.getByText('अशाच नोकऱ्या मला ई-मेलवर पाठवा').click()
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'माझा जॉब अलर्ट सुरू करा' }) })
      await form.getByLabel('तुमचा ई-मेल').fill(email)
      await expect(form.getByRole('group', { name: 'किती वेळा' })).toBeVisible()
      await form.getByRole('radio', { name: 'रोज' }).check()
      // No consent yet: the server's refusal, in Marathi.
      await form.getByRole('button', { name: 'माझा जॉब अलर्ट सुरू करा' }).click()
      await expect(form.getByText('कृपया गोपनीयता धोरण मान्य करा.')).toBeVisible()
      await form.getByRole('checkbox', { name: /या शोधाशी जुळणाऱ्या नव्या नोकऱ्या/ }).check()
      await expect(form.getByRole('link', { name: 'गोपनीयता धोरणात' })).toHaveAttribute('href', '/mr/privacy-policy')
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'माझा जॉब अलर्ट सुरू करा' }).click()
      await expect(form.getByRole('status')).toHaveText('धन्यवाद! कृपया तुमचा इनबॉक्स पाहा आणि जॉब अलर्ट पक्का करा.')

      const confirmation = await waitForMail(email)
      expect(confirmation.subject).toBe('कृपया तुमचा Pune Talent Works जॉब अलर्ट पक्का करा')
      const link = confirmation.text.match(/https?:\/\/\S+\/mr\/job-alerts\/confirm\?token=\S+/)![0]
      await page.goto(new URL(link).pathname + new URL(link).search)
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('तुमचा जॉब अलर्ट पक्का करा')
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'माझा जॉब अलर्ट पक्का करा' }).click()
      await expect(page.getByText('तुमचा जॉब अलर्ट सुरू झाला. जुळणाऱ्या नवीन नोकऱ्या आम्ही तुम्हाला ई-मेलने पाठवू.')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
