// The staff dashboard /admin (docs/decisions/lead-desk.md, "Dashboard") in Chromium at 1280 and 390 px: its counts match the database after
// new leads arrive, a lead waiting more than 24 hours opens from the list, the chart has a name and its numbers as a
// table, nothing is wider than the screen, and axe finds nothing. Screenshots: test-results/dashboard-{1280,390}.png.
import { expect, test, type Page } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { e2eSql, leadsTagged, staffApi } from './helpers'

const TABLES = {
  contact: 'contact_messages',
  teamUp: 'team_up_requests',
  talent: 'talent_applications',
  support: 'support_requests',
  subscriber: 'subscribers',
}
const IST = 330 * 60_000
const DAY = 86_400_000

/** What the database holds now, counted here on its own: new today (IST) per kind, and leads waiting over 24 hours. */
async function countsInDatabase() {
  const today = new Date(Math.floor((Date.now() + IST) / DAY) * DAY - IST).toISOString()
  const promise = new Date(Date.now() - 24 * 3600_000).toISOString()
  const counts: Record<string, number> = {}
  for (const [kind, table] of Object.entries(TABLES)) {
    const [row] = await e2eSql(
      `SELECT SUM(created_at >= ?) AS today, SUM(status IN ('new', 'in-progress') AND first_reply_at IS NULL AND created_at < ?) AS waiting
       FROM ${table} WHERE spam = 0`,
      [today, promise],
    )
    counts[`new-today:${kind}`] = Number(row.today ?? 0)
    // A newsletter subscriber never waits for a first reply (docs/decisions/lead-desk.md, "Status and stage").
    if (kind !== 'subscriber') counts.waiting = (counts.waiting ?? 0) + Number(row.waiting ?? 0)
  }
  return counts
}

/** A contact message that came in 30 hours ago, and a support request just now; answers the message's id. */
async function leadsWithOneWaiting(page: Page, tag: string) {
  const id = await leadsTagged(page.request, tag)
  await e2eSql('UPDATE contact_messages SET created_at = ? WHERE id = ?', [new Date(Date.now() - 30 * 3600_000).toISOString(), id])
  return id
}

const shown = async (page: Page, metric: string) => Number(await page.locator(`[data-metric="${metric}"]`).textContent())

for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff see today's leads, the waiting list and the weekly chart on the dashboard (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const tag = `dash${name}${Date.now().toString(36)}`
    const waitingId = await leadsWithOneWaiting(page, tag)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    for (const heading of [
      'New today',
      'New this week',
      'Open leads by status',
      'Open leads by person',
      'Follow-ups due',
      'Candidates per stage',
      'Waiting more than 24 hours for a first reply',
      'Leads per week',
    ])
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()

    const expected = await countsInDatabase()
    for (const [metric, count] of Object.entries(expected)) {
      if (metric !== 'waiting') expect(await shown(page, metric), metric).toBe(count)
    }
    expect(await shown(page, 'waiting:all')).toBe(expected.waiting)
    expect(await shown(page, 'new-today:support')).toBeGreaterThanOrEqual(1)

    // The chart is a named picture; its numbers are a table behind "Show the numbers" (a keyboard-reachable summary).
    const chart = page.getByRole('img', { name: /^Bar chart of leads per week for the last 12 weeks/ })
    await expect(chart).toBeVisible()
    await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0)
    const summary = page.getByText('Show the numbers')
    await summary.focus()
    await page.keyboard.press('Enter')
    const table = page.getByRole('table', { name: /Leads per week for the last 12 weeks/ })
    await expect(table).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(13)
    await expect(table.getByRole('columnheader')).toHaveText([
      'Week of',
      'Contact message',
      'Team-up request',
      'Talent application',
      'Support request',
      'Newsletter subscriber',
      'Privacy request',
      'All',
    ])

    // Nothing is wider than the screen; then axe, and a picture of the page to look at.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/dashboard-${viewport.width}.png`, fullPage: true })

    if (name === 'desktop') await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toHaveAttribute('href', '/admin/inbox')

    // The lead waiting 30 hours is in the list; its link opens the lead's own page.
    const lead = page.getByTestId('waiting-lead').filter({ hasText: `Asha ${tag}` })
    await expect(lead).toContainText('Contact message')
    await expect(lead).toContainText('waiting 30 h')
    await lead.getByRole('link', { name: `Asha ${tag}` }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/contact-messages/${waitingId}$`))
    await expect(page.getByRole('heading', { name: `Asha ${tag}`, level: 1 })).toBeVisible()
  })
}

/** The number of leads the inbox says it lists, and the rows on its first page. */
async function inboxListed(page: Page): Promise<{ total: number; rows: number }> {
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()
  const rows = await page.getByTestId('inbox-row').count()
  if (rows === 0) return { total: 0, rows }
  const caption = (await page.getByRole('table').locator('caption').textContent()) ?? ''
  return { total: Number(/^(\d+) leads?/.exec(caption)?.[1]), rows }
}

test('each follow-up and waiting count opens the inbox list of exactly those leads', async ({ page }) => {
  const tag = `dashcard${Date.now().toString(36)}`
  const waitingId = await leadsWithOneWaiting(page, tag)
  const overdue = await leadsTagged(page.request, `${tag}o`)
  const staff = await staffApi(page.request)
  const dayOnly = (offset: number) =>
    `${new Date(Math.floor((Date.now() + IST) / DAY) * DAY + offset * DAY).toISOString().slice(0, 10)}T12:00:00.000Z`
  expect((await staff.patch(`/contact-messages/${overdue}`, { followUpOn: dayOnly(-2) })).status()).toBe(200)
  expect((await staff.patch(`/contact-messages/${waitingId}`, { followUpOn: dayOnly(0) })).status()).toBe(200)
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

  const cards = [
    {
      metric: 'follow-ups:overdue',
      link: () => page.locator('[data-counts="follow-ups:overdue"]'),
      url: /\/admin\/inbox\?followUp=overdue$/,
    },
    { metric: 'follow-ups:today', link: () => page.locator('[data-counts="follow-ups:today"]'), url: /\/admin\/inbox\?followUp=today$/ },
    { metric: 'waiting:all', link: () => page.getByRole('link', { name: 'See all in the inbox' }), url: /\/admin\/inbox\?waiting=1$/ },
  ]
  for (const card of cards) {
    await page.goto('/admin')
    const count = await shown(page, card.metric)
    expect(count, card.metric).toBeGreaterThan(0)
    await card.link().click()
    await expect(page).toHaveURL(card.url)
    const { total, rows } = await inboxListed(page)
    expect(total, card.metric).toBe(count)
    expect(rows, card.metric).toBe(Math.min(count, 25))
  }

  // The filter shows as chosen in the form, and the old address of the overdue filter lists the same leads.
  await expect(page.getByLabel('Waiting for a first reply')).toBeChecked()
  await page.goto('/admin/inbox?overdue=1')
  await expect(page.getByLabel('Follow-up', { exact: true })).toHaveValue('overdue')
  await page.goto('/admin')
  const overdueCount = await shown(page, 'follow-ups:overdue')
  await page.goto('/admin/inbox?overdue=1')
  expect((await inboxListed(page)).total).toBe(overdueCount)
})
