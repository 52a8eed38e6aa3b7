// Nobody left uninformed, in Chromium at 1280 and 390 px (docs/decisions/openings.md, "Withdrawing tells the
// assignee" and "Stage moves on the timeline"; docs/decisions/lead-desk.md, "Reply from the admin"): a candidate
// withdraws under My applications, the assignee has the mail and the application's timeline says so, the application
// is titled by the candidate's name, and each lead's reply box offers only the templates for its kind.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { viewports } from './axe'
import { staffApi } from './helpers'
import { waitForMail } from './mail'
import { freshEmail, memberInBrowser } from './members'

const ROLE = { slug: 'frontend-developer-react', title: 'Frontend Developer (React)' }
let visitors = 0

async function templatesOffered(page: Page) {
  await page.getByText(/^Reply by e-mail to /).click()
  const select = page.getByLabel('Start from a saved reply')
  await expect(select).toBeVisible()
  return (await select.locator('option').allTextContents()).filter((text) => text !== 'Write my own')
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a withdrawal reaches the assignee and the timeline; replies offer the kind's templates (${name})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    // Addresses at a domain of this spec's own: the acknowledgements' daily cap per domain is shared by the whole run.
    const email = freshEmail(`withdraw-${name}`).replace('@example.in', '@timeline.example.in')
    await memberInBrowser(page, email)
    const lastName = `Withdraw${name}${Date.now().toString(36).replace(/\d/g, '')}`
    const applied = await page.request.post('/api/JoinTalent', {
      headers: { 'x-forwarded-for': `203.0.114.${++visitors}` },
      multipart: {
        firstName: 'Ira',
        lastName,
        email: `ira-${lastName.toLowerCase()}@timeline.example.in`,
        phone: '+91 98220 33445',
        location: 'Baner, Pune',
        anythingElse: 'Three years of React.',
        consent: 'true',
        role: ROLE.slug,
        file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const applicationId = Number(((await applied.json()) as { id: string }).id)

    // The application is assigned to a recruiter.
    const api = await staffApi(page.request)
    const recruiter = { email: `asha-${lastName.toLowerCase()}@staff.test`, password: 'granite-orchard-whistle', name: `Asha ${lastName}` }
    const made = await api.post('/users', { ...recruiter, role: 'editor' })
    expect(made.status(), await made.text()).toBe(201)
    const recruiterId = ((await made.json()) as { doc: { id: number } }).doc.id
    expect((await api.patch(`/talent-applications/${applicationId}`, { assignee: recruiterId })).status()).toBe(200)

    // The candidate withdraws under My applications.
    await page.goto('/account')
    page.once('dialog', (dialog) => void dialog.accept())
    await page
      .getByTestId('my-application')
      .filter({ hasText: ROLE.title })
      .getByRole('button', { name: `Withdraw the application for ${ROLE.title}` })
      .click()
    await expect(page.getByText('Your application has been withdrawn.')).toBeVisible()

    // The recruiter is told at once.
    const notice = await waitForMail(recruiter.email)
    expect(notice.subject).toBe(`Withdrawn by the candidate: Ira ${lastName} (${ROLE.title})`)

    // On the application's page: titled by the name, the withdrawal on the timeline.
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto(`/admin/collections/talent-applications/${applicationId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ira ${lastName}`)
    const timeline = page.getByRole('list', { name: 'Activity, newest first' })
    await expect(timeline.locator('.lead-activity__item--stage')).toContainText('Withdrawn by the candidate (was Applied)')
    await expect(timeline.locator('.lead-activity__item--stage')).toContainText('Stage moved · The website')

    // A talent application is offered the interview invitation, not the business replies.
    const forTalent = await templatesOffered(page)
    expect(forTalent).toContain('Interview invitation')
    expect(forTalent).not.toContain('Thanks, we will call you')

    // A business request is never offered the interview invitation.
    const created = await page.request.post('/api/contact', {
      headers: { 'x-forwarded-for': `198.51.101.${visitors}` },
      data: {
        fullName: `Meera ${lastName}`,
        emailAddress: `meera-${lastName.toLowerCase()}@timeline.example.in`,
        inquiryType: 'Business Inquiry',
        message: 'Two testers.',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.goto(`/admin/collections/contact-messages/${((await created.json()) as { id: string }).id}`)
    const forContact = await templatesOffered(page)
    expect(forContact).toEqual(expect.arrayContaining(['Need a little more detail', 'Thanks, we will call you']))
    expect(forContact).not.toContain('Interview invitation')
  })
}
