// A lead list's export drawer in staff words (docs/decisions/lead-desk.md, "The export drawer speaks staff words"):
// the column picker names each column by its label after its section's, never "Source >  > Campaign source", and
// the preview follows the columns chosen, under the same staff words.
import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { viewports } from './axe'
import { uid } from './helpers'

test('the export drawer names columns in staff words and previews the chosen ones', async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  const tag = uid()
  const created = await page.request.post('/api/contact', {
    headers: { 'x-forwarded-for': '192.0.4.1' },
    data: {
      fullName: `Asha ${tag}`,
      emailAddress: `asha-${tag}@drawer.example.in`,
      inquiryType: 'Business Inquiry',
      message: 'Two testers.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  await page.goto('/admin/collections/contact-messages')
  await expect(page.getByText(`Asha ${tag}`)).toBeVisible()
  await page.locator('.list-controls .popup-button, .list-controls button[aria-label]').last().click()
  await page.getByText('Export Contact messages').click()
  const drawer = page.locator('.drawer__content').last()

  const picker = drawer.locator('.fields-to-export').first()
  await expect(picker.getByText('Source › Campaign source', { exact: true })).toBeVisible()
  await expect(picker.getByText('Lead number', { exact: true })).toBeVisible()
  await expect(picker.getByText('Received', { exact: true })).toBeVisible()
  await expect(picker).not.toContainText(/>\s*>/)
  await expect(drawer.getByText('[Untitled]')).toHaveCount(0)

  // The preview's headings are the picker's staff words too (and the CSV's header: tests/integration/security-cms),
  // in the order chosen, never a field's name (createdAt, utm_source).
  const preview = drawer.locator('.export-preview table')
  await expect(preview.getByRole('columnheader', { name: 'Message', exact: true })).toBeVisible()
  const headings = await preview.getByRole('columnheader').allTextContents()
  expect(headings).toEqual(
    expect.arrayContaining(['Lead number', 'Name', 'E-mail', 'Assigned to', 'Follow up on', 'Source › Campaign source', 'Received']),
  )
  expect(headings[0]).toBe('Lead number')
  expect(headings.filter((heading) => /[a-z][A-Z]|_/.test(heading))).toEqual([])
  await picker
    .locator('.multi-value', { has: page.getByText('Message', { exact: true }) })
    .locator('button.multi-value-remove')
    .click()
  await expect(preview.getByRole('columnheader', { name: 'Message', exact: true })).toHaveCount(0)
})
