// A candidate's journey in Marathi and in Hindi (issue 34, docs/decisions/languages.md) at 1280 and 390 px: on a role
// page switch language, apply → log-in screen → sign up in that language, the code mail in it, back to the role, the
// application, then the application under My account, all at /mr or /hi; each screen axe-clean with the right `lang`.
import { expect, test, type Page } from './fixtures'

import { openings as seedOpenings } from '../../src/cms/seed/data/openings'
import { openingTranslations } from '../../src/cms/seed/data/openingsTranslations'
import { expectNoAxeViolations, viewports } from './axe'
import { visitor } from './helpers'
import { mailsTo, waitForMail } from './mail'
import { freshEmail, MEMBER_PASSWORD } from './members'

const role = seedOpenings.filter((opening) => opening.status === 'open').at(-1)!

/** What the journey reads and types, per language. */
const journeys = {
  mr: {
    name: 'मराठी',
    lang: 'mr-IN',
    apply: 'या जागेसाठी अर्ज करा',
    loginTitle: 'लॉग इन',
    createAccount: 'खातं तयार करा',
    signupTitle: 'तुमचं खातं तयार करा',
    email: 'ई-मेल',
    fullName: 'पूर्ण नाव',
    age: 'वय',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड पुन्हा लिहा',
    signUp: 'नोंदणी करा',
    tooCommon: 'हा पासवर्ड खूप सर्रास वापरला जातो आणि सहज ओळखता येतो. कृपया दुसरा पासवर्ड निवडा.',
    verifyTitle: 'तुमचा ई-मेल पडताळा',
    codeSentTo: 'आम्ही कोड',
    oneTimeCode: 'वन-टाइम कोड',
    verify: 'पडताळा',
    wrongCode: 'OTP चुकीचा आहे.',
    mailSubject: 'तुमचा Pune Talent Works नोंदणी कोड',
    ackSubject: `तुमचा ${openingTranslations[role.slug].mr.title} साठीचा अर्ज आम्हाला मिळाला — Pune Talent Works`,
    applyingFor: 'अर्ज करत आहात',
    accountTitle: 'माझं खातं',
    applications: 'माझे अर्ज',
    status: 'स्थिती:',
    form: {
      phone: 'फोन',
      location: 'ठिकाण (परिसर, शहर)',
      about: 'तुमच्याबद्दल',
      resume: 'रेझ्युमे',
      consent: /माझी माहिती वापरायला माझी संमती आहे/,
      submit: 'अर्ज पाठवा',
      phoneMissing: 'कृपया तुमचा फोन नंबर लिहा.',
      thanks: 'तुमच्या अर्जाबद्दल धन्यवाद!',
      follow: '“माझे अर्ज” मध्ये त्याची स्थिती पाहा',
    },
    chat: { open: 'चॅट असिस्टंट उघडा', placeholder: 'तुमचा प्रश्न इथे लिहा…', send: 'पाठवा' },
  },
  hi: {
    name: 'हिंदी',
    lang: 'hi-IN',
    apply: 'इस नौकरी के लिए आवेदन करें',
    loginTitle: 'लॉग इन',
    createAccount: 'खाता बनाएँ',
    signupTitle: 'अपना खाता बनाएँ',
    email: 'ई-मेल',
    fullName: 'पूरा नाम',
    age: 'उम्र',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड दोबारा लिखें',
    signUp: 'रजिस्टर करें',
    tooCommon: 'यह पासवर्ड बहुत आम है और आसानी से अंदाज़ा लगाया जा सकता है। कृपया कोई दूसरा पासवर्ड चुनें।',
    verifyTitle: 'अपना ई-मेल पक्का करें',
    codeSentTo: 'हमने कोड',
    oneTimeCode: 'वन-टाइम कोड',
    verify: 'पक्का करें',
    wrongCode: 'OTP गलत है।',
    mailSubject: 'आपका Pune Talent Works रजिस्ट्रेशन कोड',
    ackSubject: `आपका ${openingTranslations[role.slug].hi.title} के लिए आवेदन हमें मिल गया — Pune Talent Works`,
    applyingFor: 'आवेदन कर रहे हैं',
    accountTitle: 'मेरा खाता',
    applications: 'मेरे आवेदन',
    status: 'स्थिति:',
    form: {
      phone: 'फ़ोन',
      location: 'जगह (इलाका, शहर)',
      about: 'आपके बारे में',
      resume: 'रिज़्यूमे',
      consent: /मेरी जानकारी इस्तेमाल करने पर मैं सहमत हूँ/,
      submit: 'आवेदन भेजें',
      phoneMissing: 'कृपया अपना फ़ोन नंबर लिखें।',
      thanks: 'आपके आवेदन के लिए धन्यवाद!',
      follow: '“मेरे आवेदन” में इसकी स्थिति देखें',
    },
    chat: { open: 'चैट असिस्टेंट खोलें', placeholder: 'अपना सवाल यहाँ लिखें…', send: 'भेजें' },
  },
} as const

async function switchTo(page: Page, language: string) {
  const switcher = page.getByTestId('language-switcher')
  await switcher.locator('summary').click()
  await switcher.getByRole('link', { name: language, exact: true }).click()
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  for (const [locale, say] of Object.entries(journeys)) {
    test.describe(`applying in ${say.name} at ${viewport.width} px (${viewportName})`, () => {
      test.use({ viewport })

      test(`role → sign-up with the code → application → My account, all in ${say.name}`, async ({ page }) => {
        // A visitor address of its own: the code requests of the suite's sign-ups are limited per address.
        await page.setExtraHTTPHeaders(visitor())
        const email = freshEmail(`apply-${locale}-${viewportName}`)
        const rolePage = `/${locale}/jobs/${role.slug}`

        await page.goto(`/jobs/${role.slug}`)
        await switchTo(page, say.name)
        await expect(page).toHaveURL(new RegExp(`${rolePage}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', say.lang)

        await page.getByRole('link', { name: say.apply }).first().click()
        await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?next=${encodeURIComponent(rolePage)}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', say.lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.loginTitle)
        await expectNoAxeViolations(page)

        await page.getByRole('link', { name: say.createAccount }).click()
        await expect(page).toHaveURL(new RegExp(`/${locale}/signup\\?next=${encodeURIComponent(rolePage)}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.signupTitle)
        await expectNoAxeViolations(page)
        await page.getByRole('main').getByLabel(say.email).fill(email)
        await page.getByRole('main').getByLabel(say.fullName).fill('Sayali Deshmukh')
        await page.getByRole('main').getByLabel(say.age).fill('24')
        // The browser's own check, in the page's language.
        await page.getByRole('main').getByLabel(say.password, { exact: true }).fill('password123')
        await page.getByRole('main').getByLabel(say.confirmPassword).fill('password123')
        await page.getByRole('button', { name: say.signUp }).click()
        await expect(page.getByRole('alert').filter({ hasText: say.tooCommon })).toBeVisible()
        await page.getByRole('main').getByLabel(say.password, { exact: true }).fill(MEMBER_PASSWORD)
        await page.getByRole('main').getByLabel(say.confirmPassword).fill(MEMBER_PASSWORD)
        await page.getByRole('button', { name: say.signUp }).click()

        await expect(page).toHaveURL(new RegExp(`/${locale}/verify-otp$`))
        await expect(page.locator('html')).toHaveAttribute('lang', say.lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.verifyTitle)
        await expect(page.getByText(say.codeSentTo)).toContainText(email)
        const mail = await waitForMail(email)
        expect(mail.subject).toBe(say.mailSubject)
        const code = mail.text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? ''
        expect(code).toMatch(/^\d{6}$/)
        await expectNoAxeViolations(page)
        // The server's refusal comes in the page's language too.
        await page
          .getByRole('main')
          .getByLabel(say.oneTimeCode)
          .fill(code === '000000' ? '111111' : '000000')
        await page.getByRole('button', { name: say.verify, exact: true }).click()
        await expect(page.getByRole('alert').filter({ hasText: say.wrongCode })).toBeVisible()
        await page.getByRole('main').getByLabel(say.oneTimeCode).fill(code)
        await page.getByRole('button', { name: say.verify, exact: true }).click()

        // Back on the role, in the language; Apply now leads to the application.
        await expect(page).toHaveURL(new RegExp(`${rolePage}$`))
        await page.getByRole('link', { name: say.apply }).first().click()
        await expect(page).toHaveURL(new RegExp(`/${locale}/join-as-talent\\?role=${role.slug}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', say.lang)
        // The role's title in the page's language (the seeded roles are translated).
        await expect(page.getByText(say.applyingFor)).toContainText(openingTranslations[role.slug][locale as 'mr' | 'hi'].title)
        // The form in the page's language: its labels, the browser's own check of an empty field, its buttons.
        const form = page.locator('main form')
        await form.getByRole('button', { name: say.form.submit }).click()
        await expect
          .poll(() => form.getByLabel(say.form.phone, { exact: true }).evaluate((input: HTMLInputElement) => input.validationMessage))
          .toBe(say.form.phoneMissing)
        await form.getByLabel(say.form.phone, { exact: true }).fill('+91 98220 44556')
        await expect(form.getByLabel(say.form.phone, { exact: true })).toHaveJSProperty('validationMessage', '')
        await form.getByLabel(say.form.location, { exact: true }).fill('Wakad, Pune')
        await form.getByLabel(say.form.about, { exact: true }).fill('मी दोन वर्षं छोट्या कंपन्यांसोबत सॉफ्टवेअर निवडीचं काम केलं आहे.')
        await form
          .getByLabel(say.form.resume, { exact: true })
          .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
        await form.getByRole('checkbox', { name: say.form.consent }).check()
        await expectNoAxeViolations(page)
        await form.getByRole('button', { name: say.form.submit }).click()
        await expect(page.getByText(say.form.thanks)).toBeVisible()
        await expect
          .poll(async () => (await mailsTo(email)).find((sent) => sent.subject === say.ackSubject)?.text ?? '', { timeout: 10_000 })
          .toContain(`/${locale}/account#my-applications`)

        await page.getByRole('link', { name: say.form.follow }).click()
        await expect(page).toHaveURL(new RegExp(`/${locale}/account#my-applications$`))
        await expect(page.locator('html')).toHaveAttribute('lang', say.lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.accountTitle)
        await expect(page.getByRole('heading', { name: say.applications })).toBeVisible()
        const application = page.getByTestId('my-application').first()
        // The role's title in the page's language (translated: not marked English), as in the acknowledgement.
        const ownTitle = openingTranslations[role.slug][locale as 'mr' | 'hi'].title
        await expect(application.getByRole('link', { name: ownTitle, exact: true })).toBeVisible()
        await expect(application.getByRole('link', { name: ownTitle, exact: true })).not.toHaveAttribute('lang')
        await expect(application).toContainText(say.status)
        await expectNoAxeViolations(page)

        // The chat widget speaks the page's language too.
        await page.getByRole('button', { name: say.chat.open }).click()
        const chat = page.getByRole('dialog')
        await expect(chat.getByPlaceholder(say.chat.placeholder)).toBeVisible()
        await expect(chat.getByRole('button', { name: say.chat.send, exact: true })).toBeVisible()
      })
    })
  }
}
