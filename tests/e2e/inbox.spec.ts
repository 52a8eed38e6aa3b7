// The staff inbox (docs/decisions/lead-desk.md, "One inbox") in Chromium at 1280 and 390 px: leads of several kinds in one list, newest first;
// search and kind filter through the form (kept in the address); a row opens the lead's own page; axe-clean.
import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { expectNoAxeViolations, viewports } from './axe'
import { leadsTagged } from './helpers'

for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff find a lead in the inbox and open it (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const tag = `inbox${name}${Date.now().toString(36)}`
    await leadsTagged(page.request, tag)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

    await page.goto('/admin')
    if (name === 'desktop') {
      // The inbox is the first link of the navigation.
      if ((await page.locator('.template-default--nav-open').count()) === 0)
        await page.getByRole('button', { name: 'Open Menu' }).first().click()
      await expect(page.locator('.template-default--nav-open')).toHaveCount(1)
      await page.getByRole('link', { name: 'Inbox', exact: true }).click()
    } else {
      await page.goto('/admin/inbox')
    }
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible()

    await page.getByLabel('Search').fill(tag)
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`))
    const rows = page.getByTestId('inbox-row')
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole('table').locator('caption')).toHaveText('2 leads')
    await expect(rows.nth(0)).toContainText(`care-${tag}@${tag}.example.in`)
    await expect(rows.nth(0)).toContainText('Support request')
    await expect(rows.nth(1)).toContainText(`Asha ${tag}`)
    await expect(rows.nth(1)).toContainText('Waiting')
    const box = (await rows.nth(1).boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    await page.screenshot({ path: `test-results/inbox-${viewport.width}.png`, fullPage: true })

    await page.getByLabel('Kind').selectOption({ label: 'Contact message' })
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/[?&]kind=contact/)
    await expect(rows).toHaveCount(1)

    // "Clear filters" empties the form too: the next "Show" lists every lead, not the old filters again.
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/admin\/inbox$/)
    await expect(page.getByLabel('Search')).toHaveValue('')
    await expect(page.getByLabel('Kind')).toHaveValue('')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\/admin\/inbox\?/)
    expect(new URL(page.url()).searchParams.get('q')).toBe('')
    expect(new URL(page.url()).searchParams.get('kind')).toBe('')
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBeGreaterThan(1)

    await page.getByLabel('Search').fill(tag)
    await page.getByLabel('Kind').selectOption({ label: 'Contact message' })
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(rows).toHaveCount(1)
    await rows
      .first()
      .getByRole('link', { name: `Asha ${tag}` })
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\/\d+$/)
    await expect(page.getByRole('heading', { name: `Asha ${tag}`, level: 1 })).toBeVisible()
  })
}
