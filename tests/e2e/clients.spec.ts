// Clients in the loop, the agency's side (docs/decisions/clients.md) in the browser at 1280 and 390 px:
// staff convert a team-up request into a client company, create a requirement in the admin and publish it as a role,
// record a placement from the pipeline board's move to Placed, and see it on the dashboard. Axe-clean on each.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { rolesClosedAfterAll, staffApi, uid } from './helpers'

const IST = 330 * 60_000
const istDay = (offset = 0) => new Date(Date.now() + IST + offset * 86_400_000).toISOString().slice(0, 10)

let requests = 0

/** A team-up request through the public API, from an address of its own; answers its id. */
async function teamUpRequest(page: Page, companyName: string, tag: string): Promise<number> {
  const categories = (await (await page.request.get('/api/teamup/categories')).json()) as {
    _id: string
    subCategories: { _id: string }[]
  }[]
  const category = categories.find((entry) => entry.subCategories.length > 0)!
  requests += 1
  const answer = await page.request.post('/api/teamup', {
    headers: { 'x-forwarded-for': `198.51.100.${requests + 40}` },
    data: {
      companyName,
      firstName: 'Sneha',
      lastName: 'Deshmukh',
      phone: '+91 98220 11223',
      email: `sneha.${tag}@${tag}.example.in`,
      mainCategory: category._id,
      subCategory: category.subCategories[0]._id,
      description: 'One warehouse lead for our Chakan site.',
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return Number(((await answer.json()) as { id: string }).id)
}

/** Picks `option` in one of Payload's select or relationship fields. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field}`).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Roles the journeys below publish, closed after them. */
const published = rolesClosedAfterAll()

for (const [name, viewport] of Object.entries(viewports)) {
  test(`clients at ${viewport.width} px (${name}): convert a request, create and publish a requirement, record a placement, see it on the dashboard`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(viewport)
    const tag = uid()
    const company = `Chakan Auto Parts ${tag}`
    const requestId = await teamUpRequest(page, company, tag)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

    // 1. The request becomes a client company in one click.
    await page.goto(`/admin/collections/team-up-requests/${requestId}`)
    const panel = page.locator('.clients-panel')
    await expect(panel.getByRole('heading', { name: 'Client company' })).toBeVisible()
    await expectNoAxeViolations(page)
    await panel.getByRole('button', { name: 'Convert into a client' }).click()
    await expect(panel).toContainText(`${company} is now a client company, with this person as its contact.`)
    await panel.getByRole('link', { name: company }).click()
    await page.waitForURL(/\/collections\/client-companies\/\d+/)
    await expect(page.locator('#field-name')).toHaveValue(company)
    await expect(page.locator('#field-contacts__0__name')).toHaveValue('Sneha Deshmukh')
    await expectNoAxeViolations(page)

    // 2. A requirement, typed in the admin, published as an open role.
    const title = `Warehouse lead ${tag}`
    await page.goto('/admin/collections/requirements/create')
    await page.getByLabel('Role title').fill(title)
    await choose(page, 'client', company)
    await choose(page, 'workMode', 'On-site in Pune')
    await choose(page, 'employmentType', 'Full-time')
    await page.getByLabel('Location').fill('Chakan')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL(/\/collections\/requirements\/\d+/)
    const requirementId = Number(/\/collections\/requirements\/(\d+)/.exec(page.url())![1])
    const publish = page.locator('.clients-panel')
    await expect(publish.getByRole('heading', { name: 'Publish as opening' })).toBeVisible()
    await expectNoAxeViolations(page)
    await publish.getByLabel('Pillar').selectOption({ index: 1 })
    await publish.getByRole('button', { name: 'Publish as opening' }).click()
    await expect(publish).toContainText(`Published as ${title}.`)

    // A candidate on the role's board.
    const staff = await staffApi(page.request)
    const requirement = (await (await staff.get(`/requirements/${requirementId}?depth=0`)).json()) as { opening: number }
    published.push(requirement.opening)
    const candidate = (await (await staff.post('/candidates', { name: `Omkar Jadhav ${tag}` })).json()) as { doc: { id: number } }
    expect((await staff.post(`/candidates/${candidate.doc.id}/add-to-role`, { opening: requirement.opening })).status()).toBe(201)

    // 3. Placed on the board: the placement form, with the client and requirement of the role already chosen.
    await page.goto('/admin/pipeline')
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: title })
    await page.getByLabel(/Notify the candidate/).uncheck()
    const card = page.locator('section[data-stage="screening"]').getByTestId('pipeline-card').filter({ hasText: tag })
    await card.getByLabel('Move to…').selectOption('placed')
    await card.getByRole('button', { name: `Move Omkar Jadhav ${tag}` }).click()
    const dialog = page.getByRole('dialog', { name: `Record the placement of Omkar Jadhav ${tag}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Client')).toHaveValue(/\d+/)
    await expect(dialog.getByLabel('Requirement (optional)')).toHaveValue(String(requirementId))
    await dialog.getByLabel('Joining date').fill(istDay(0))
    await expect(dialog.getByLabel('Replacement guarantee ends')).toHaveValue(istDay(90))
    await expect(dialog).toContainText('90 days after joining unless you change it.')
    // A short guarantee for this test, so that it shows among those ending in the next 14 days.
    await dialog.getByLabel('Replacement guarantee ends').fill(istDay(7))
    await dialog.getByLabel('Salary (₹)').fill('900000')
    await dialog.getByLabel('Fee (% of the yearly salary)').fill('10')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Save the placement and move to Placed' }).click()
    await expect(
      page.getByRole('status').filter({
        hasText: `Omkar Jadhav ${tag} moved to Placed with ${company}; the placement is recorded. The requirement is now filled.`,
      }),
    ).toBeVisible()
    await expect(page.locator('section[data-stage="placed"]').getByTestId('pipeline-card').filter({ hasText: tag })).toBeVisible()

    // 4. The dashboard: the guarantee ending soon, with the placement's name.
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Clients', level: 2 })).toBeVisible()
    const guarantees = page.getByRole('region', { name: 'Guarantees ending in the next 14 days' })
    await expect(guarantees.getByRole('link', { name: `Omkar Jadhav ${tag} at ${company}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Placements and fees' })).toContainText('This month:')
    await expectNoAxeViolations(page)
  })
}
