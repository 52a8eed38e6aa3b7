// A privacy request from /account to its answer (docs/decisions/privacy.md, "Requests from /account" and "Privacy
// requests in the inbox") in Chromium at 1280 and 390 px: a member files a grievance on /account (no code: the
// session proves the address) and sees it with its due date; staff sign in, find it on the dashboard's card and in the
// inbox with its kind and due date, and answer it by the reply-by-e-mail flow; the member then reads "Answered".
// axe-clean at each step.
import { expect, test, waitForHydration } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { mailsTo } from './mail'
import { freshEmail, memberInBrowser } from './members'

const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date)

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a member files a grievance on /account and staff answer it from the inbox (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const email = freshEmail(`grv${name}`)
    await memberInBrowser(page, email)

    // The member files a grievance.
    await page.goto('/account')
    const section = page.locator('section#your-privacy-requests')
    await expect(section.getByRole('heading', { name: 'Your data rights' })).toBeVisible()
    await section.getByLabel('What are you asking for?').selectOption('grievance')
    await section.getByLabel('Details (optional)').fill('A recruiter called me after I withdrew my consent.')
    await expectNoAxeViolations(page)
    await section.getByRole('button', { name: 'Send my request' }).click()
    const status = section.getByRole('status')
    await expect(status).toContainText(/Thank you\. Your request PR-\d+ is recorded; we will answer by \d{4}-\d{2}-\d{2}\./)
    const reference = /PR-\d+/.exec((await status.textContent()) ?? '')![0]
    const due = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000)
    const listed = section.getByTestId('privacy-request')
    await expect(listed).toHaveCount(1)
    await expect(listed).toContainText('Grievance')
    await expect(listed).toContainText(reference)
    await expect(listed).toContainText(`Open: we answer by ${dayLabel(due).slice(0, 6)}`)
    const box = (await section.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.subject === `We received your privacy request ${reference}`))
      .toBe(true)

    // Staff sign in (in the same browser: the member's session stays): the dashboard's card lists it; the inbox shows
    // its kind and due date.
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto('/admin')
    const card = page.getByTestId('privacy-request').filter({ hasText: email })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('A grievance (complaint)')
    await expectNoAxeViolations(page)

    await page.goto('/admin/inbox')
    await page.getByLabel('Kind').selectOption({ label: 'Privacy request' })
    await page.getByLabel('Privacy answer').selectOption({ label: 'Not answered yet' })
    await page.getByLabel('Search').fill(email)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/[?&]kind=privacy/)
    await expect(page).toHaveURL(/[?&]answer=waiting/)
    const row = page.getByTestId('inbox-row')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Privacy request')
    await expect(row).toContainText('Grievance')
    await expect(row).toContainText(`Answer by ${dayLabel(due).slice(0, 6)}`)
    await expect(row).toContainText('Not answered yet')
    const rowBox = (await row.boundingBox())!
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)

    // They answer it by e-mail from the request's page.
    await row.getByRole('link', { name: email }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/privacy-requests\/\d+/)
    await waitForHydration(page)
    await page.getByText(`Reply by e-mail to ${email}`).click()
    await page.getByLabel('Subject').fill(`Your grievance ${reference}`)
    await page.getByLabel('Reply', { exact: true }).fill('We are sorry. Your number is now marked "do not call".')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Your reply to ${email} is on its way.` })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Activity, newest first' }).locator('.lead-activity__item--reply')).toContainText(
      `Your grievance ${reference}`,
    )
    await expectNoAxeViolations(page)
    await expect
      .poll(async () => (await mailsTo(email)).some((mail) => mail.subject.startsWith(`Your grievance ${reference}`)), { timeout: 15_000 })
      .toBe(true)

    // Answered: off the list of requests waiting for their answer.
    await page.goto(`/admin/inbox?kind=privacy&answer=waiting&q=${encodeURIComponent(email)}`)
    await expect(page.getByText('No leads match these filters.')).toBeVisible()

    // The member reads that it is answered.
    await page.goto('/account')
    await expect(page.locator('section#your-privacy-requests').getByTestId('privacy-request')).toContainText('Answered on')
  })
}
