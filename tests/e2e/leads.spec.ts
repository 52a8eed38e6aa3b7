// The lead forms against the real server, database and SMTP listener: happy and failure paths with the spec's
// texts (section 8), team-up category filtering, consent, upload progress, unsubscribing, and axe.
import fs from 'node:fs'

import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { htmlBytes, pdfBytes } from '../fixtures/resumes'

import { expectNoAxeViolations } from './axe'
import { mailsTo, waitForMail } from './mail'
import { memberInBrowser } from './members'

const uid = () => Math.random().toString(36).slice(2, 10)

/** Logs a fresh member in through the accounts API: the session cookie the server checks and the `user` entry. */
const logInMember = (page: Page, email: string) => memberInBrowser(page, email)

test.describe('contact form', () => {
  test('sends, clears the form and shows the spec confirmation; the visitor gets an acknowledgement', async ({ page }) => {
    const email = `e2e-contact-${uid()}@${uid()}.example.in`
    await page.goto('/contact?utm_source=e2e&utm_campaign=launch')
    await page.getByLabel('Full name').fill('Asha Patil')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Inquiry type').selectOption('Careers')
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you hire QA interns?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Thanks for reaching out! Our team will get back to you within 24 hours')).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    const mail = await waitForMail(email)
    expect(mail.subject).toBe('We received your message — Pune Talent Works')
    expect(mail.text).not.toContain('Do you hire QA interns?')
    await expect
      .poll(async () => (await mailsTo('staff@test.local')).find((staff) => staff.text.includes(email))?.subject, { timeout: 10_000 })
      .toBe('New contact message: Asha Patil (Careers)')
  })

  test("shows the server's message for a refused form, the spec text for other failures", async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Full name').fill('Asha Patil')
    await page.getByLabel('Email address').fill(`e2e-long-${uid()}@${uid()}.example.in`)
    await page.getByLabel('Inquiry type').selectOption('General')
    await page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(5001))
    await page.getByRole('button', { name: 'Send message' }).click()
    // In the form's status line and at the field itself (docs/decisions/site.md, "Form errors").
    await expect(page.getByRole('status').filter({ hasText: 'Please keep a message under 5001 characters.' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Please keep a message under 5001 characters.')
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Patil')

    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Failed to submit the form. Please try again.')).toBeVisible()
    await page.unroute('**/api/contact')
    await page.route('**/api/contact', (route) => route.abort())
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('An unexpected error occurred.')).toBeVisible()
  })
})

test.describe('team-up request', () => {
  async function fillTeamUp(page: Page, email: string, phone = '+91 98765 43210') {
    await page.getByLabel('Company name').fill('Acme Pvt Ltd')
    await page.getByLabel('First name').fill('Ravi')
    await page.getByLabel('Last name').fill('Kulkarni')
    await page.getByLabel('Phone').fill(phone)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Main category').selectOption({ label: 'Software Development' })
    await page.getByLabel('Sub category').selectOption({ label: 'MVP Development' })
    await page.getByLabel('Staffing needs').fill('Two React developers for three months.')
  }

  test('loads its choices in one call, filters and resets the sub category, and thanks the visitor', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname)
    })
    await page.goto('/team-up-request')
    await expect(page.getByRole('heading', { name: 'Team-Up Request' })).toBeVisible()
    expect(calls).toContain('/api/teamup/categories')
    expect(calls).not.toContain('/api/subpages')
    const sub = page.getByLabel('Sub category')
    await expect(sub).toBeDisabled()
    await page.getByLabel('Main category').selectOption({ label: 'Staffing & Recruitment' })
    expect(await sub.locator('option').allTextContents()).toContain('Contract Staffing')
    expect(await sub.locator('option').allTextContents()).not.toContain('MVP Development')
    await sub.selectOption({ label: 'Contract Staffing' })
    await page.getByLabel('Main category').selectOption({ label: 'Software Development' })
    await expect(sub).toHaveValue('')

    const email = `e2e-teamup-${uid()}@${uid()}.example.in`
    await fillTeamUp(page, email)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Thank you for your request! We will contact you shortly.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Team-Up Request' })).toHaveCount(0)
    // The thank-you gives the request's reference and the next step; the acknowledgement quotes the same reference.
    const reference = (await page.getByText(/^Your reference:/).textContent())?.replace('Your reference: ', '') ?? ''
    expect(reference).toMatch(/^TU-\d{5,}$/)
    await expect(page.getByText(/Next: a member of our team will call or e-mail you within one working day/)).toBeVisible()
    const ack = await waitForMail(email)
    expect(ack.subject).toBe('We received your team-up request — Pune Talent Works')
    expect(ack.text).toContain(`Your reference is ${reference}`)
  })

  test('a refused field is explained at the field; any other failure keeps the form and shows the accessible alert', async ({ page }) => {
    await page.goto('/team-up-request')
    await fillTeamUp(page, `e2e-teamup-bad-${uid()}@${uid()}.example.in`, 'call me maybe')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.')
    await expect(page.getByText('Failed to send request. Please try again.')).toHaveCount(0)
    await page.route('**/api/teamup', (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.getByLabel('Phone').fill('+91 98765 43210')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send request. Please try again.' })).toBeVisible()
    await expect(page.getByLabel('Company name')).toHaveValue('Acme Pvt Ltd')
  })
})

test.describe('talent application', () => {
  async function fillTalent(page: Page, email: string) {
    await page.getByLabel('First name').fill('Meera')
    await page.getByLabel('Last name').fill('Joshi')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Phone').fill('+91 99220 11223')
    await page.getByLabel('Location').fill('Kothrud, Pune')
    await page.getByLabel('About you').fill('QA engineer returning after a break.')
  }

  test('needs the unticked consent box, shows upload progress, then the thank-you view', async ({ page }) => {
    const email = `e2e-talent-${uid()}@${uid()}.example.in`
    await logInMember(page, email)
    await page.goto('/join-as-talent')
    await fillTalent(page, email)
    await page.getByLabel('Resume').setInputFiles({ name: 'Meera CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes(200_000) })
    const consent = page.locator('main').getByRole('checkbox', { name: /I agree that my details are used/ })
    await expect(consent).not.toBeChecked()
    // Each purpose's box (the required one and the phone-contact one) links the notice it is given under.
    const noticeLinks = page.locator('main').getByRole('link', { name: 'privacy policy' })
    await expect(noticeLinks).toHaveCount(2)
    for (const link of await noticeLinks.all()) await expect(link).toHaveAttribute('href', '/privacy-policy')
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/JoinTalent')) posted = true
    })
    await page.getByRole('button', { name: 'Submit application' }).click()
    expect(await consent.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(posted).toBe(false)

    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/JoinTalent', async (route) => {
      await gate
      await route.continue()
    })
    await consent.check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(page.getByText('Thank you for your application!')).toBeVisible()
    await expect(page.getByLabel('Resume')).toHaveCount(0)
    // Mail 1 to this address was the signup code; the acknowledgement is mail 2.
    expect((await waitForMail(email, { count: 2 })).subject).toContain('application')
  })

  test("shows the server's message for a disguised file and keeps the form", async ({ page }) => {
    const email = `e2e-talent-bad-${uid()}@${uid()}.example.in`
    await logInMember(page, email)
    await page.goto('/join-as-talent')
    await fillTalent(page, email)
    await page.getByLabel('Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: htmlBytes() })
    await page
      .locator('main')
      .getByRole('checkbox', { name: /I agree that my details are used/ })
      .check()
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please send your resume as a PDF, DOC or DOCX file.' })).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Meera')

    await page.route('**/api/JoinTalent', (route) => route.fulfill({ status: 500, body: 'oops' }))
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to submit' })).toBeVisible()
    await page.unroute('**/api/JoinTalent')
    await page.route('**/api/JoinTalent', (route) => route.abort())
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Submission failed' })).toBeVisible()
  })
})

test.describe('newsletter', () => {
  test('asks to confirm by e-mail; the confirm page subscribes; the welcome e-mail has a working unsubscribe link', async ({ page }) => {
    const email = `e2e-reader-${uid()}@${uid()}.example.in`
    await page.goto('/about')
    const footer = page.locator('footer')
    await footer.getByLabel('Newsletter').fill(email)
    const consent = footer.getByRole('checkbox', { name: /I agree that my details are used to e-mail me hiring notes/ })
    await expect(consent).not.toBeChecked()
    await consent.check()
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    const message = footer.getByText('Thanks for subscribing! Please check your inbox to confirm.', { exact: true })
    await expect(message).toBeVisible()
    await expect(message).toHaveClass(/text-green/)
    await expect(footer.getByLabel('Newsletter')).toHaveValue('')
    await expect(consent).not.toBeChecked()

    const confirmation = await waitForMail(email)
    const confirmLink = confirmation.text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/)?.[0]
    expect(confirmLink).toBeTruthy()
    await page.goto(confirmLink!)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible()
    await expectNoAxeViolations(page)
    const confirm = page.getByRole('button', { name: 'Confirm my subscription' })
    await confirm.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription is confirmed. Thanks for subscribing!' })).toBeVisible()
    await expectNoAxeViolations(page)

    const welcome = await waitForMail(email, { count: 2 })
    const link = welcome.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0]
    expect(link).toBeTruthy()
    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText('You are unsubscribed. You will not receive our newsletter any more.')).toBeVisible()

    // The confirmation link was issued before the address unsubscribed: it no longer subscribes anyone.
    await page.goto(confirmLink!)
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This confirmation link has expired. Please subscribe again with the newsletter form to get a new link.' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('an altered or missing confirmation link is refused with a clear text', async ({ page }) => {
    await page.goto('/subscribe/confirm?token=bm9ib2R5QGV4YW1wbGUuaW4.abc.forged')
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    const invalid = 'This confirmation link is not valid. Please use the link from your latest confirmation e-mail.'
    await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible()
    await page.goto('/subscribe/confirm')
    await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0)
  })

  test('an altered unsubscribe link is refused', async ({ page }) => {
    await page.goto('/unsubscribe?token=bm9ib2R5QGV4YW1wbGUuaW4.forged')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This unsubscribe link is not valid. Please use the link from your latest newsletter e-mail.' }),
    ).toBeVisible()
  })
})

test('lead form pages have no axe violations', async ({ page }) => {
  await logInMember(page, `e2e-axe-${uid()}@${uid()}.example.in`)
  for (const pathName of ['/contact', '/team-up-request', '/join-as-talent']) {
    await page.goto(pathName)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (pathName === '/team-up-request') await expect(page.getByRole('heading', { name: 'Team-Up Request' })).toBeVisible()
    if (pathName === '/join-as-talent') await expect(page.getByLabel('Resume')).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('staff find the application in the admin under Leads and download the resume', async ({ page }) => {
  const email = `e2e-admin-${uid()}@${uid()}.example.in`
  await logInMember(page, email)
  await page.goto('/join-as-talent')
  await page.getByLabel('First name').fill('Meera')
  await page.getByLabel('Last name').fill('Joshi')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('+91 99220 11223')
  await page.getByLabel('Location').fill('Baner, Pune')
  await page.getByLabel('About you').fill('Data analyst.')
  await page.getByLabel('Resume').setInputFiles({ name: 'Meera CV.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  await page
    .locator('main')
    .getByRole('checkbox', { name: /I agree/ })
    .check()
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Thank you for your application!')).toBeVisible()

  await page.goto('/admin')
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Leads' }).first()).toBeVisible()
  await page.goto('/admin/collections/talent-applications')
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').first().click()
  await expect(page.getByRole('link', { name: 'Download resume' })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download resume' }).click()])
  // Named from the applicant and the detected type, not the name the file was sent with.
  expect(download.suggestedFilename()).toBe('Meera-Joshi-resume.pdf')
  expect(fs.readFileSync(await download.path())).toEqual(pdfBytes())
})
