// The talent pool's search screen (docs/decisions/talent-pool.md, "Search") in Chromium at 1280 and 390 px: a
// recruiter finds a candidate by a skill and a word from their resume (the words found highlighted), pages, saves the
// search and opens it again from their list, and a role's link opens the screen pre-filled; axe-clean.
import { expect, test, waitForHydration } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'

const word = () => `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

for (const [name, viewport] of Object.entries(viewports)) {
  test(`a recruiter finds a candidate by a skill and a resume word, and saves the search (${name})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const tag = word()
    const api = await staffApi(page.request)
    const create = async (data: Record<string, unknown>) => {
      const response = await api.post('/candidates', data)
      expect(response.status(), await response.text()).toBe(201)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const meera = await create({
      name: `Meera Kulkarni ${tag}`,
      headline: 'React developer, fintech dashboards',
      skills: ['React', 'TypeScript'],
      location: 'Baner, Pune',
      yearsExperience: 4,
      workModes: ['hybrid'],
      tags: [tag],
    })
    await create({
      name: `Rohan Patil ${tag}`,
      headline: 'Java developer',
      skills: ['Java'],
      location: 'Mumbai',
      yearsExperience: 6,
      tags: [tag],
    })
    const resume = await api.post('/resumes', {
      candidate: meera,
      text: `Led the ${tag}ledger migration and built Kubernetes deployments for a payments startup.`,
      textStatus: 'read',
      fileName: 'meera.pdf',
    })
    expect(resume.status()).toBe(201)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

    await page.goto('/admin')
    if (name === 'desktop') {
      // Linked in the navigation, under Candidates.
      if ((await page.locator('.template-default--nav-open').count()) === 0)
        await page.getByRole('button', { name: 'Open Menu' }).first().click()
      await page.getByRole('link', { name: 'Search candidates', exact: true }).click()
    } else {
      await page.goto('/admin/candidates/search')
    }
    await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible()

    // A skill and a word from the resume, by keyboard.
    await page.getByLabel('Words').fill(`kubernetes ${tag}`)
    await page.getByLabel('Skills (all of)').fill('react')
    await page.getByLabel('Skills (all of)').press('Enter')
    await expect(page).toHaveURL(/[?&]skills=react/)
    const results = page.getByTestId('candidate-result')
    await expect(results).toHaveCount(1)
    await expect(page.getByRole('heading', { name: '1 candidate', level: 2 })).toBeVisible()
    await expect(results.first().getByRole('link', { name: `Meera Kulkarni ${tag}` })).toBeVisible()
    // Why it matched: the words found, highlighted where they are.
    await expect(results.first().locator('mark', { hasText: 'Kubernetes' })).toBeVisible()
    await expect(results.first().locator('mark', { hasText: tag }).first()).toBeVisible()
    await expect(results.first()).toContainText('Words found:')
    await expect(results.first()).toContainText('From a resume or note:')
    const box = (await results.first().boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/candidate-search-${viewport.width}.png`, fullPage: true })

    // A filter the candidate does not meet.
    await page.getByLabel('Years of experience, at least').fill('5')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByText('No candidates match this search. Try fewer words or filters.')).toBeVisible()
    await page.getByLabel('Years of experience, at least').fill('')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(results).toHaveCount(1)
    // The search is a plain form: the page loads again, and its "Save this search" answers once it is hydrated.
    await waitForHydration(page)

    // Save it, under a name of the recruiter's own.
    const saved = `React and Kubernetes ${tag}`
    await page.getByLabel('Name of this search').fill(saved)
    await page.getByRole('button', { name: 'Save this search' }).click()
    await expect(page.getByText(`Saved as “${saved}”.`)).toBeVisible()
    const list = page.getByRole('region', { name: 'Your saved searches' })
    await expect(list.getByRole('link', { name: saved })).toBeVisible()

    // Open it again from a fresh screen.
    await page.goto('/admin/candidates/search')
    await expect(page.getByLabel('Words')).toHaveValue('')
    await list.getByRole('link', { name: saved }).click()
    await expect(page.getByLabel('Words')).toHaveValue(`kubernetes ${tag}`)
    await expect(results).toHaveCount(1)
    await expectNoAxeViolations(page)

    // A role's "Find matching candidates" opens the screen filled in (skills, experience, work mode).
    await page.goto(`/admin/candidates/search?skills=TypeScript,React&minYears=3&workMode=hybrid&q=${tag}`)
    await expect(page.getByLabel('Skills (all of)')).toHaveValue('TypeScript, React')
    await expect(page.getByLabel('Work mode')).toHaveValue('hybrid')
    await expect(results).toHaveCount(1)
    await expect(results.first()).toContainText(`Meera Kulkarni ${tag}`)

    // A wrong value says what to fix.
    await page.goto('/admin/candidates/search?minYears=90')
    await expect(page.locator('.ptw-candidates [role="alert"]')).toHaveText('Minimum years of experience must be a number from 0 to 60.')

    // Remove the saved search.
    await page.goto('/admin/candidates/search')
    await list.getByRole('button', { name: `Remove “${saved}”` }).click()
    await expect(list.getByRole('link', { name: saved })).toHaveCount(0)

    // "Clear" empties the form.
    await page.goto(`/admin/candidates/search?q=${tag}&minYears=2`)
    await page.getByRole('link', { name: 'Clear', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/candidates\/search$/)
    await expect(page.getByLabel('Words')).toHaveValue('')
    await expect(page.getByLabel('Years of experience, at least')).toHaveValue('')
  })
}
