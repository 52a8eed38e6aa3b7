// Open roles (docs/decisions/openings.md) in the browser at 1280 and 390 px: filter and search /jobs, open a role, a closed role, an
// unknown slug, and "Apply for this role" through login to an application with a resume. Axe-clean on each new page.
import { expect, test, type Page } from './fixtures'

import { openings as seedOpenings } from '../../src/cms/seed/data/openings'
import { OPENINGS_PAGE_SIZE } from '../../src/lib/constants'
import { expectNoAxeViolations, viewports } from './axe'
import { freshEmail, MEMBER_PASSWORD, signUpMember } from './members'

const openCount = seedOpenings.filter((role) => role.status === 'open').length
const closedRole = seedOpenings.find((role) => role.status === 'closed')!
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const status = (page: Page) => page.getByRole('main').getByRole('status')

for (const [name, viewport] of Object.entries(viewports)) {
  test.describe(`open roles at ${viewport.width} px (${name})`, () => {
    test.use({ viewport })

    test('/jobs lists the open roles; filters and search reach the URL after the pause and narrow the cards', async ({ page }) => {
      await page.goto('/jobs')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open roles')
      await expect(cards(page)).toHaveCount(OPENINGS_PAGE_SIZE)
      await expect(status(page)).toHaveText(`${openCount} open roles, page 1 of ${Math.ceil(openCount / OPENINGS_PAGE_SIZE)}`)
      await expectNoAxeViolations(page)

      const type = page.getByLabel('Employment type')
      await expect(type.locator('option', { hasText: 'Gig' })).toHaveText(/Gig \(\d+\)/)
      await type.selectOption('gig')
      await expect(page).toHaveURL(/\/jobs\?type=gig$/)
      const gigs = seedOpenings.filter((role) => role.status === 'open' && role.employmentType === 'gig')
      await expect(cards(page)).toHaveCount(gigs.length)

      await page.getByLabel('Search roles').fill('marathi')
      await expect(page).toHaveURL(/\/jobs\?type=gig&search=marathi$/)
      await expect(cards(page)).toHaveCount(1)
      await expect(cards(page).first()).toContainText('AI Chatbot Trainer (Marathi and English)')
      await expect(cards(page).first()).toContainText(/Posted (today|yesterday|\d+ days ago)/)

      // The address alone restores every filter.
      await page.goto('/jobs?mode=remote&pillar=consulting')
      await expect(page.getByLabel('Work mode')).toHaveValue('remote')
      await expect(page.getByLabel('Pillar')).toHaveValue('consulting')
      const remoteConsulting = seedOpenings.filter((r) => r.status === 'open' && r.workMode === 'remote' && r.categoryKey === 'consulting')
      await expect(cards(page)).toHaveCount(remoteConsulting.length)
      await page.getByLabel('Search roles').fill('no such role anywhere')
      await expect(status(page)).toHaveText('No open roles match these filters.')
      // An empty result is not a dead end: the talent network and the roles' feed.
      const empty = page.getByTestId('openings-empty')
      await expect(empty.getByRole('link', { name: 'Join our talent network' })).toBeVisible()
      await expect(empty.getByRole('link', { name: 'Follow new roles (RSS)' })).toHaveAttribute('href', '/jobs/feed.xml')

      // Candidates' words: a typo and a phrase.
      await page.goto('/jobs')
      await page.getByLabel('Search roles').fill('raect')
      await expect(cards(page).filter({ hasText: 'Frontend Developer (React)' })).toHaveCount(1)
      await page.getByLabel('Search roles').fill('work from home')
      const remote = seedOpenings.filter((r) => r.status === 'open' && r.workMode === 'remote')
      await expect(page.getByTestId('openings-count')).toHaveText(`${remote.length} roles`)
      // The count sits beside the search box, on screen at the top of a phone's page too.
      const box = await page.getByLabel('Search roles').boundingBox()
      const count = await page.getByTestId('openings-count').boundingBox()
      expect(count && box && count.y + count.height <= box.y + 1 && count.y >= box.y - 60).toBe(true)
    })

    test('a role page shows the whole role with Apply, share links and similar roles; closed and unknown roles', async ({ page }) => {
      await page.goto('/jobs?search=power%20bi')
      // The static page is the whole list until the browser applies the search from the URL: click once it has, not
      // while the cards are being replaced.
      await expect(cards(page)).toHaveCount(1)
      await cards(page).getByRole('link', { name: 'Data Analyst (Power BI)' }).click()
      await expect(page).toHaveURL(/\/jobs\/data-analyst-power-bi$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Analyst (Power BI)')
      await expect(page.getByText('Deccan Retail Pvt. Ltd.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Apply for this role' }).first()).toHaveAttribute(
        'href',
        '/login?next=%2Fjobs%2Fdata-analyst-power-bi',
      )
      await expect(page.getByRole('heading', { name: 'Share this role' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Similar open roles' })).toBeVisible()
      expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('"@type":"JobPosting"')]),
      )
      await expectNoAxeViolations(page)

      const closed = await page.goto(`/jobs/${closedRole.slug}`)
      expect(closed?.status()).toBe(200)
      await expect(page.getByText('This role is closed')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Share this role' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Apply for this role' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Similar open roles' })).toBeVisible()
      expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('')).not.toContain('JobPosting')
      await expectNoAxeViolations(page)

      const unknown = await page.goto('/jobs/no-such-role')
      expect(unknown?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Role not found.')
      await expectNoAxeViolations(page)
    })

    test('Apply from a role logs the member in, returns to the role and sends an application naming it with a resume', async ({
      page,
      request,
    }) => {
      const email = freshEmail(`apply-${name}`)
      await signUpMember(request, email, 'Sana Kulkarni')

      await page.goto('/jobs/frontend-developer-react')
      await page.getByRole('link', { name: 'Apply for this role' }).first().click()
      await expect(page).toHaveURL(/\/login\?next=%2Fjobs%2Ffrontend-developer-react$/)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(MEMBER_PASSWORD)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page).toHaveURL(/\/jobs\/frontend-developer-react$/)

      await page.getByRole('link', { name: 'Apply for this role' }).first().click()
      await expect(page).toHaveURL(/\/join-as-talent\?role=frontend-developer-react$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frontend Developer (React)')
      await expect(page.getByText(/^Applying for/)).toContainText('Frontend Developer (React)')
      await expect(page.getByLabel('First name')).toHaveValue('Sana')
      await expectNoAxeViolations(page)

      await page.getByLabel('Phone').fill('+91 98220 33445')
      await page.getByLabel('Location').fill('Aundh, Pune')
      await page.getByLabel('About you').fill('Two years of React and TypeScript; happy with hybrid work in Baner.')
      await page
        .getByLabel('Resume')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') })
      await page
        .locator('main')
        .getByRole('checkbox', { name: /I agree that my details are used/ })
        .check()
      await page.getByRole('button', { name: 'Submit application' }).click()
      await expect(page.getByText('Thank you for your application!')).toBeVisible()
      await expect(page.getByText('Your application for Frontend Developer (React) has reached our team.')).toBeVisible()

      await expect(page.getByRole('link', { name: 'Follow it in My applications' })).toHaveAttribute('href', '/account#my-applications')

      // Back on the form for the same role, the member sees that application instead of a form the server would refuse
      // (the refusal itself is an API test).
      await page.goto('/join-as-talent?role=frontend-developer-react')
      const applied = page.getByRole('status').filter({ hasText: 'You applied on' })
      await expect(applied).toContainText('Status: Received')
      await expect(page.getByLabel('Resume')).toHaveCount(0)
      await applied.getByRole('link', { name: 'See My applications' }).click()
      await expect(page).toHaveURL(/\/account#my-applications$/)
      await expect(page.getByTestId('my-application').first()).toContainText('Frontend Developer (React)')
    })
  })
}

test('/careers shows the newest open roles and links to /jobs; the footer links to it', async ({ page }) => {
  await page.goto('/careers')
  const section = page.getByRole('region', { name: 'Open roles right now' })
  await expect(section.getByRole('article')).toHaveCount(3)
  await expect(section.getByRole('link', { name: 'See all open roles' })).toHaveAttribute('href', '/jobs')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Open Roles' })).toHaveAttribute('href', '/jobs')
})
