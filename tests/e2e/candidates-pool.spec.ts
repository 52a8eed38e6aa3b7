// The talent pool in the browser at 1280 and 390 px (docs/decisions/talent-pool.md): a recruiter sees "Possible
// duplicate" on a profile, compares the two side by side, takes the other profile's skills and merges; then adds the
// candidate to a role and finds them on the pipeline board at Screening; a role's page links to the search filled in
// for it. Axe-clean on the profile, the merge screen and its confirmation, and the board.
import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { staffApi } from './helpers'

const ROLE = { slug: 'frontend-developer-react', title: 'Frontend Developer (React)' }

/** Letters only: the last word of the name is the application's last name, and the board card shows it. */
const letters = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6) || 'abcdef'

for (const [name, viewport] of Object.entries(viewports)) {
  test(`talent pool at ${viewport.width} px (${name}): merge a duplicate, add the candidate to a role, see them on the board`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const api = await staffApi(page.request)
    const surname = `Rao${letters()}`
    const email = `meera.${surname.toLowerCase()}@pool-${name}.example.in`
    const create = async (data: Record<string, unknown>) => {
      const answer = await api.post('/candidates?depth=0', data)
      expect(answer.status(), await answer.text()).toBe(201)
      return ((await answer.json()) as { doc: { id: number } }).doc.id
    }
    const kept = await create({ name: `Meera ${surname}`, email, skills: ['React'] })
    const other = await create({
      name: `M. ${surname}`,
      email: email.toUpperCase(),
      skills: ['TypeScript', 'Node.js'],
      location: 'Baner, Pune',
    })

    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto(`/admin/collections/candidates/${kept}`)
    const flag = page.locator('.candidate-pool__duplicates')
    await expect(flag.getByRole('heading', { name: 'Possible duplicate' })).toBeVisible()
    await expect(flag).toContainText(`M. ${surname} (candidate #${other}): same e-mail.`)
    await expectNoAxeViolations(page, '.candidate-pool__duplicates')

    await flag.getByRole('link', { name: `Compare and merge with M. ${surname} (candidate #${other})` }).click()
    await expect(page.getByRole('heading', { name: 'Merge two candidate profiles', level: 1 })).toBeVisible()
    const skills = page.getByRole('group', { name: 'Skills' })
    await expect(skills.getByRole('radio', { name: `Keep #${kept}’s: React` })).toBeChecked()
    // The kept profile has no location: the other's is chosen already.
    await expect(page.getByRole('group', { name: 'Location' }).getByRole('radio', { name: `Take #${other}’s: Baner, Pune` })).toBeChecked()
    await skills.getByRole('radio', { name: `Take #${other}’s: TypeScript, Node.js` }).check()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: `Merge into Meera ${surname}` }).click()
    const dialog = page.getByRole('dialog', { name: `Merge M. ${surname} into Meera ${surname}?` })
    await expect(dialog).toContainText(`Taken from #${other}: Location, Skills.`)
    await expectNoAxeViolations(page, '[role="dialog"]')
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click()

    // The kept profile opens: no duplicate any more, the other's skills, and the merge on its timeline.
    await page.waitForURL(`**/admin/collections/candidates/${kept}`)
    await expect(page.getByText(`Merged with M. ${surname} (candidate #${other})`).first()).toBeVisible()
    await expect(page.locator('.candidate-pool__duplicates')).toHaveCount(0)
    const stored = (await (await api.get(`/candidates/${kept}?depth=0`)).json()) as { skills: string[]; location: string }
    expect(stored).toMatchObject({ skills: ['TypeScript', 'Node.js'], location: 'Baner, Pune' })

    // Add to a role: Screening, no mail, and on the board.
    const add = page.locator('.candidate-pool__add')
    await add.getByRole('combobox', { name: 'Role' }).selectOption({ label: ROLE.title })
    await expect(add.getByRole('checkbox', { name: 'E-mail the candidate about this role' })).not.toBeChecked()
    await add.getByRole('button', { name: 'Add to role' }).click()
    await expect(add).toContainText(`Added to ${ROLE.title} at Screening. No e-mail was sent to the candidate.`)
    await expectNoAxeViolations(page, '.candidate-pool__add')
    // Twice is refused, in words.
    await add.getByRole('button', { name: 'Add to role' }).click()
    await expect(add).toContainText(`Meera ${surname} is already on the pipeline for ${ROLE.title} (at Screening).`)

    await page.goto(`/admin/pipeline`)
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: ROLE.title })
    const card = page
      .locator('section[data-stage="screening"]')
      .getByTestId('pipeline-card')
      .filter({ hasText: `Meera ${surname}` })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Added from the talent pool')
    await expectNoAxeViolations(page)

    // The role's page in the admin links to the search, filled in with the role's skills, experience and work mode.
    const roles = (await (await api.get(`/openings?where[slug][equals]=${ROLE.slug}&depth=0`)).json()) as {
      docs: { id: number; skills?: string[]; experienceMin: number; workMode: string }[]
    }
    const role = roles.docs[0]
    await page.goto(`/admin/collections/openings/${role.id}`)
    const find = page.getByRole('link', { name: 'Find matching candidates' })
    const href = new URL((await find.getAttribute('href'))!, 'http://site.test')
    expect(href.pathname).toBe('/admin/candidates/search')
    expect(href.searchParams.get('skills')).toBe((role.skills ?? []).join(',') || null)
    expect(href.searchParams.get('workMode')).toBe(role.workMode)
    expect(href.searchParams.get('minYears')).toBe(role.experienceMin > 0 ? String(role.experienceMin) : null)
    await expectNoAxeViolations(page, '.candidate-find')

    // The merged-away profile says where everything went.
    await page.goto(`/admin/collections/candidates/${other}`)
    await expect(page.getByRole('status').filter({ hasText: 'This profile was merged into' })).toContainText(
      `Meera ${surname} (candidate #${kept})`,
    )
    await expectNoAxeViolations(page, '.candidate-pool__merged')
  })
}
