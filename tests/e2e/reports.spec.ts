// Reports /admin/reports (docs/decisions/reports.md) in Chromium at 1280 and 390 px: staff open Reports from the admin's
// navigation, read this month's new leads (matching the database), change the period (last month, then a custom
// range) with the keyboard-reachable form, and download a table as a CSV file; the charts have names, nothing is
// wider than the screen, and axe finds nothing. Screenshots: test-results/reports-{1280,390}.png.
import fs from 'node:fs'

import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { e2eSql, leadsTagged } from './helpers'

const IST = 330 * 60_000

/** This month in India time: its first day, and the instant it started. */
function thisMonth() {
  const local = new Date(Date.now() + IST)
  const start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST)
  return { start, firstDay: new Date(start.getTime() + IST).toISOString().slice(0, 10) }
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff open Reports, change the period and download a table (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const tag = `reports${name}${Date.now().toString(36)}`
    await leadsTagged(page.request, tag)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

    await page.goto('/admin')
    if (name === 'desktop') {
      // Linked in the navigation, under the inbox.
      if ((await page.locator('.template-default--nav-open').count()) === 0)
        await page.getByRole('button', { name: 'Open Menu' }).first().click()
      await page.locator('.nav__wrap').getByRole('link', { name: 'Reports', exact: true }).click()
    } else {
      // The phone's navigation (behind its menu) links the same address.
      await expect(page.locator('.nav__wrap').getByRole('link', { name: 'Reports', exact: true })).toHaveAttribute('href', '/admin/reports')
      await page.goto('/admin/reports')
    }
    await expect(page).toHaveURL(/\/admin\/reports$/)
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
    for (const heading of ['Leads', 'Candidates', 'Job alerts and feeds'])
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible()

    // This month's contact messages, as the database counts them (India time, spam left out).
    const { start, firstDay } = thisMonth()
    const [row] = await e2eSql('SELECT COUNT(*) AS n FROM contact_messages WHERE spam = 0 AND created_at >= ?', [start.toISOString()])
    const kinds = page.getByRole('table', { name: /New leads and first replies by kind/ })
    const contactCount = kinds
      .getByRole('row', { name: /^Contact messages/ })
      .getByRole('cell')
      .first()
    // As staff read it ("2,522" once other journeys have added a thousand), and the plain number beside it.
    await expect(contactCount).toHaveText(Number(row.n).toLocaleString('en-IN'))
    await expect(contactCount).toHaveAttribute('data-value', String(Number(row.n)))
    await expect(page.getByTestId('report-period')).toHaveAttribute('data-from', firstDay)

    // The chart is a named picture with its numbers in the table below it.
    const chart = page.getByRole('img', { name: /^Bar chart of new leads and first replies by kind, new leads: .*Contact messages: \d+/ })
    await expect(chart).toBeVisible()
    await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0)

    // Last month, chosen with the keyboard.
    const period = page.getByLabel('Period', { exact: true })
    await period.focus()
    await period.selectOption('last-month')
    await page.getByRole('button', { name: 'Show' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/period=last-month/)
    const lastMonthEnd = new Date(start.getTime() - 1 + IST).toISOString().slice(0, 10)
    await expect(page.getByTestId('report-period')).toHaveAttribute('data-to', lastMonthEnd)
    await expect(page.getByTestId('report-period')).toContainText('Last month')

    // A custom range: the first ten days of this month.
    await page.getByLabel('Period', { exact: true }).selectOption('custom')
    await page.getByLabel('First day').fill(firstDay)
    const tenth = `${firstDay.slice(0, 8)}10`
    await page.getByLabel('Last day').fill(tenth)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${firstDay}&to=${tenth}`))
    await expect(page.getByTestId('report-period')).toHaveAttribute('data-to', tenth)
    await expect(page.getByLabel('Period', { exact: true })).toHaveValue('custom')

    // Download the leads table of that range.
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download “New leads and first replies by kind” as a spreadsheet (CSV)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`leads-by-kind-${firstDay}-to-${tenth}.csv`)
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
    expect(csv.split(/\r?\n/)[0]).toBe(
      'Kind of lead,New leads,Answered,Answered within 24 hours (%),Median time to first reply (hours),90% answered within (hours)',
    )
    expect(csv).toMatch(/^Contact messages,\d+,/m)

    // Nothing is wider than the screen; then axe, and a picture of the page to look at.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/reports-${viewport.width}.png`, fullPage: true })
  })
}
