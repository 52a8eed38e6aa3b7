// The talent pipeline (docs/decisions/openings.md) in the browser at 1280 and 390 px: a member's application appears under My
// applications; staff move it on the board by mouse (drag and drop) and by keyboard ("Move to…"); the candidate sees
// the new stage and receives the mail; the candidate withdraws. Axe-clean on /account and the board.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { mailsTo, waitForMail } from './mail'
import { staffApi } from './helpers'
import { freshEmail, memberInBrowser } from './members'

const ROLE = { slug: 'frontend-developer-react', title: 'Frontend Developer (React)' }

let candidates = 0

/** Each candidate applies from their own address (the talent form allows 5 applications per address a minute). */
async function applyFor(page: Page, lastName: string) {
  candidates += 1
  const answer = await page.request.post('/api/JoinTalent', {
    headers: { 'x-forwarded-for': `203.0.113.${candidates}` },
    multipart: {
      firstName: 'Ira',
      lastName,
      email: 'ira@example.in',
      phone: '+91 98220 33445',
      location: 'Baner, Pune',
      anythingElse: 'Three years of React.',
      consent: 'true',
      role: ROLE.slug,
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
}

const myApplication = (page: Page) => page.getByTestId('my-application').filter({ hasText: ROLE.title })
const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`)

for (const [name, viewport] of Object.entries(viewports)) {
  test(`pipeline at ${viewport.width} px (${name}): apply, staff move by mouse and keyboard, candidate sees it and withdraws`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const email = freshEmail(`pipeline-${name}`)
    await memberInBrowser(page, email)
    const lastName = `Pipeline${name}${Date.now().toString(36).replace(/\d/g, '')}`
    await applyFor(page, lastName)

    await page.goto('/account')
    await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible()
    await expect(myApplication(page)).toContainText('Status: Received')
    await expectNoAxeViolations(page)

    // Staff, in the same browser (the admin's session cookie is separate from the member's).
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto('/admin/pipeline')
    await expect(page.getByRole('heading', { name: 'Candidate pipeline', level: 1 })).toBeVisible()
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: ROLE.title })
    const card = page.getByTestId('pipeline-card').filter({ hasText: lastName })
    await expect(column(page, 'applied').getByTestId('pipeline-card').filter({ hasText: lastName })).toBeVisible()
    await expect(card).toContainText(ROLE.title)
    await expect(card).toContainText('0 days in stage')
    await expect(card.getByRole('link', { name: `Resume of Ira ${lastName}` })).toBeVisible()
    await expectNoAxeViolations(page)

    // Mouse: drag the card's handle onto the Screening column.
    const handle = card.locator('.ptw-pipeline__handle')
    await handle.scrollIntoViewIfNeeded()
    const from = (await handle.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 })
    const target = column(page, 'screening')
    // The column in the middle of the screen: a pointer near the top or bottom edge would make the board scroll on
    // by itself while dragging (on a phone the columns are stacked) and the card land on the next column.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    // The column lights up under the card before it is dropped (on a phone the page has just scrolled). As a person
    // does, the pointer moves on within the column until it does: on a busy machine the first moves can come before
    // the board has measured the columns.
    let nudge = 0
    await expect(async () => {
      const to = (await target.boundingBox())!
      await page.mouse.move(to.x + to.width / 2 + nudge, to.y + Math.min(to.height / 2, 60), { steps: 15 })
      nudge = nudge ? 0 : 8
      await expect(target).toHaveClass(/ptw-pipeline__column--over/, { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await page.mouse.up()
    await expect(page.getByRole('status').filter({ hasText: `Ira ${lastName} moved to Screening.` })).toBeVisible()
    // dnd-kit's live region speaks staff words, not "draggable item card-12".
    await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: `Ira ${lastName} dropped on Screening.` })).toHaveCount(1)
    await expect(column(page, 'screening').getByTestId('pipeline-card').filter({ hasText: lastName })).toBeVisible()

    // Keyboard: the card's "Move to…" menu and its Move button.
    const moved = column(page, 'screening').getByTestId('pipeline-card').filter({ hasText: lastName })
    const menu = moved.getByLabel('Move to…')
    await menu.focus()
    await menu.selectOption('interview')
    await page.keyboard.press('Tab')
    await expect(moved.getByRole('button', { name: `Move Ira ${lastName}` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(column(page, 'interview').getByTestId('pipeline-card').filter({ hasText: lastName })).toBeVisible()
    // Focus stays on the moved card, now in its new column.
    await expect(column(page, 'interview').getByRole('link', { name: `Ira ${lastName}`, exact: true })).toBeFocused()

    // The candidate's mail (mail 1 was the signup code, 2 the acknowledgement) and their view.
    const mail = await waitForMail(email, { count: 3 })
    expect(mail.subject).toContain('You are invited to an interview')
    expect(mail.text).toContain(ROLE.title)
    await page.goto('/account')
    await expect(myApplication(page)).toContainText('Status: Interview')

    page.once('dialog', (dialog) => void dialog.accept())
    await myApplication(page)
      .getByRole('button', { name: `Withdraw the application for ${ROLE.title}` })
      .click()
    await expect(page.getByText('Your application has been withdrawn.')).toBeVisible()
    await expect(myApplication(page)).toContainText('Status: Withdrawn')
    await page.reload()
    await expect(myApplication(page)).toContainText('Status: Withdrawn')
    await expect(myApplication(page).getByRole('button')).toHaveCount(0)
    expect(await mailsTo(email)).toHaveLength(3)
  })
}

test('staff with "Notify the candidate" unticked move without a mail; the opening shows its applicants per stage', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  const email = freshEmail('pipeline-quiet')
  await memberInBrowser(page, email)
  const lastName = `Quiet${Date.now().toString(36).replace(/\d/g, '')}`
  await applyFor(page, lastName)
  const clientName = `Quiet Client ${lastName}`
  expect((await (await staffApi(page.request)).post('/client-companies', { name: clientName })).status()).toBe(201)
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  await page.goto('/admin/pipeline')
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: ROLE.title })
  await page.getByLabel(/Notify the candidate/).uncheck()
  const card = column(page, 'applied').getByTestId('pipeline-card').filter({ hasText: lastName })
  await card.getByLabel('Move to…').selectOption('offer')
  await card.getByRole('button', { name: `Move Ira ${lastName}` }).click()
  await expect(column(page, 'offer').getByTestId('pipeline-card').filter({ hasText: lastName })).toBeVisible()
  // Ticked again for the next move: the candidate's next mail is about Placed, none was sent about the Offer.
  await page.getByLabel(/Notify the candidate/).check()
  const offered = column(page, 'offer').getByTestId('pipeline-card').filter({ hasText: lastName })
  await offered.getByLabel('Move to…').selectOption('placed')
  await offered.getByRole('button', { name: `Move Ira ${lastName}` }).click()
  // Placed asks for the placement record first (docs/decisions/clients.md, "Placements").
  const placement = page.getByRole('dialog', { name: `Record the placement of Ira ${lastName}` })
  await placement.getByLabel('Client').selectOption({ label: clientName })
  await placement.getByLabel('Joining date').fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10))
  await placement.getByRole('button', { name: 'Save the placement and move to Placed' }).click()
  await expect(column(page, 'placed').getByTestId('pipeline-card').filter({ hasText: lastName })).toBeVisible()
  expect((await waitForMail(email, { count: 3 })).subject).toContain('Welcome aboard')
  expect(await mailsTo(email)).toHaveLength(3)

  const openings = await (await staffApi(page.request)).get(`/openings?where[slug][equals]=${ROLE.slug}&depth=0`)
  const { docs } = (await openings.json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/openings/${docs[0].id}`)
  await expect(page.getByRole('heading', { name: 'Applicants' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Placed: [1-9]\d*$/ })).toBeVisible()
})

for (const [name, viewport] of Object.entries(viewports)) {
  test(`an offer or a rejection is confirmed first with the mail shown; a rejection records its reason (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport)
    const email = freshEmail(`pipeline-confirm-${name}`)
    await memberInBrowser(page, email)
    const lastName = `Confirm${Date.now().toString(36).replace(/\d/g, '')}`
    await applyFor(page, lastName)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto('/admin/pipeline')
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: ROLE.title })
    const inApplied = column(page, 'applied').getByTestId('pipeline-card').filter({ hasText: lastName })

    // Offer: the dialog shows the candidate's mail; Cancel leaves the card where it was, with focus on it.
    await inApplied.getByLabel('Move to…').selectOption('offer')
    await inApplied.getByRole('button', { name: `Move Ira ${lastName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Move Ira ${lastName} to Offer?` })
    await expect(dialog).toContainText('An offer for you')
    await expect(dialog).toContainText(`This is an update about your application for ${ROLE.title}.`)
    // The dialog fits the screen (on a phone too): its buttons can be reached without scrolling sideways.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport()
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: testInfo.outputPath(`offer-dialog-${name}.png`) })
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(inApplied).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: `Ira ${lastName} was not moved.` })).toBeVisible()
    await expect(inApplied.getByRole('link', { name: `Ira ${lastName}`, exact: true })).toBeFocused()

    // Rejected: a reason is required, kept in the history (never sent), and the mail goes out once confirmed.
    await inApplied.getByLabel('Move to…').selectOption('rejected')
    await inApplied.getByRole('button', { name: `Move Ira ${lastName}` }).click()
    const reject = page.getByRole('dialog', { name: `Move Ira ${lastName} to Rejected?` })
    await expect(reject).toContainText('we will not take your application further this time')
    await reject.getByRole('button', { name: 'Move and send the e-mail' }).click()
    await expect(reject.getByText('Choose why the application is not taken further.')).toBeVisible()
    await expect(reject.getByLabel(/^Reason/)).toBeFocused()
    await reject.getByLabel(/^Reason/).selectOption('Role filled by another candidate')
    await page.screenshot({ path: testInfo.outputPath(`reject-dialog-${name}.png`) })
    await expectNoAxeViolations(page)
    await reject.getByRole('button', { name: 'Move and send the e-mail' }).click()
    await expect(column(page, 'rejected').getByRole('link', { name: `Ira ${lastName}`, exact: true })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: `Ira ${lastName} moved to Rejected.` })).toBeVisible()
    expect((await waitForMail(email, { count: 3 })).subject).toContain('An update on your application')

    const staff = await staffApi(page.request)
    const found = await staff.get(`/talent-applications?where[lastName][equals]=${lastName}&depth=0`)
    const { docs } = (await found.json()) as { docs: { stageHistory: { to: string; note: string | null }[] }[] }
    expect(docs[0].stageHistory.at(-1)).toMatchObject({ to: 'rejected', note: 'Reason: Role filled by another candidate' })
    expect(await mailsTo(email)).toHaveLength(3)
  })
}
