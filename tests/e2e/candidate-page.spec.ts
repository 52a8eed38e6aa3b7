// The candidate's page in the admin (docs/decisions/talent-pool.md, "The candidate's page"), in Chromium at 1280 and
// 390 px: a person who applied twice (once in general, once for a role) is one candidate, whose page lists both
// applications with their role and stage, the stage history, both resumes (the newest marked "Latest", each a staff
// download) and the applications' activity with the candidate's own notes; axe finds nothing on it.
import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'
import { freshEmail, memberInBrowser } from './members'

const ROLE = { slug: 'frontend-developer-react', title: 'Frontend Developer (React)' }
let visitors = 0

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a candidate with two applications shows both, with stages and resumes (${name})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const email = freshEmail(`candidate-${name}`)
    await memberInBrowser(page, email)
    const lastName = `Pool${name}${Date.now().toString(36).replace(/\d/g, '')}`
    const apply = async (fileName: string, role?: string) => {
      const applied = await page.request.post('/api/JoinTalent', {
        headers: { 'x-forwarded-for': `203.0.115.${++visitors}` },
        multipart: {
          firstName: 'Nisha',
          lastName,
          email,
          phone: `98${String(Date.now()).slice(-8)}`,
          location: 'Aundh, Pune',
          anythingElse: 'Four years of React and TypeScript.',
          consent: 'true',
          ...(role ? { role } : {}),
          file: { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
        },
      })
      expect(applied.status(), await applied.text()).toBe(201)
      return Number(((await applied.json()) as { id: string }).id)
    }
    const general = await apply('Nisha general.pdf')
    const forRole = await apply('Nisha react.pdf', ROLE.slug)

    const api = await staffApi(page.request)
    const read = async (id: number) => (await (await api.get(`/talent-applications/${id}?depth=0`)).json()) as { candidate: number }
    const candidate = (await read(general)).candidate
    expect((await read(forRole)).candidate).toBe(candidate)
    const moved = await api.patch(`/talent-applications/${forRole}`, {
      stage: 'screening',
      stageNote: 'Strong React portfolio',
      notifyCandidate: false,
    })
    expect(moved.status(), await moved.text()).toBe(200)

    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto(`/admin/collections/candidates/${candidate}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nisha ${lastName}`)

    // Both applications, newest first, each with its role and stage, linked to the application.
    await expect(page.getByRole('heading', { name: 'Applications (2)' })).toBeVisible()
    const items = page.getByRole('list', { name: 'Applications, newest first' }).locator(':scope > li')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(ROLE.title)
    await expect(items.nth(0)).toContainText('Screening')
    await expect(items.nth(1)).toContainText('General application')
    await expect(items.nth(1)).toContainText('Applied')
    await expect(items.nth(0).getByRole('link', { name: ROLE.title })).toHaveAttribute(
      'href',
      `/admin/collections/talent-applications/${forRole}`,
    )
    // The role's stage history.
    await items.nth(0).getByText('Stage history (1 move)').click()
    await expect(items.nth(0).getByRole('list', { name: /^Stage history of the application/ })).toContainText('Applied → Screening')
    await expect(items.nth(0)).toContainText('Strong React portfolio')

    // Both resumes, newest first, the newest marked Latest, each downloaded by staff.
    await expect(page.getByRole('heading', { name: 'Resumes (2)' })).toBeVisible()
    const resumes = page.getByRole('list', { name: 'Resumes, newest first' }).locator(':scope > li')
    await expect(resumes).toHaveCount(2)
    await expect(resumes.nth(0)).toContainText('Nisha react.pdf')
    await expect(resumes.nth(0)).toContainText('Latest')
    await expect(resumes.nth(1)).toContainText('Nisha general.pdf')
    await expect(resumes.nth(1)).not.toContainText('Latest')
    const link = resumes.nth(0).getByRole('link', { name: 'Download Nisha react.pdf' })
    const download = await page.request.get((await link.getAttribute('href'))!)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-disposition']).toContain(`Nisha-${lastName}-resume.pdf`)

    // The activity: the application's stage move, and a note written on the candidate.
    const timeline = page.getByRole('list', { name: 'Activity, newest first' })
    await expect(timeline.locator('.lead-activity__item--stage')).toContainText(ROLE.title)
    await page.getByLabel('Add a note').fill('Prefers hybrid work in Aundh.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(timeline.locator('.lead-activity__item--note').first()).toContainText('Prefers hybrid work in Aundh.')

    // Nothing wider than the phone's screen, and nothing axe can fault.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  })
}
