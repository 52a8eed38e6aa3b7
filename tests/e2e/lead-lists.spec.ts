// The staff workspace (docs/decisions/lead-desk.md) in the admin, as staff use it: a CSV export from a lead list holds every matching
// lead (no Limit 10 / Page 1 taken from the list) with the message text.
import fs from 'node:fs'

import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'
import { bulkContactMessages, csvDataRows } from '../fixtures/bulk-leads'
import { talentApplication } from '../fixtures/resumes'
import { teamUpRequest } from '../fixtures/team-up'
import { viewports } from './axe'
import { e2eSql } from './helpers'
import { freshEmail, memberInBrowser } from './members'

/** Writes `count` contact messages straight into the e2e server's SQLite database. */
async function seedContactMessages(tag: string, count: number) {
  const { sql, params } = bulkContactMessages(tag, count)
  await e2eSql(sql, params)
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`staff export all 1,000 matching contact messages with their text from the list (${name})`, async ({ page }) => {
    const tag = `e2e-export-${name}-${Date.now()}`
    await seedContactMessages(tag, 1000)
    await page.setViewportSize(viewport)
    expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
    await page.goto('/admin/collections/contact-messages')
    await expect(page.getByText('Bulk sender 1000')).toBeVisible()
    await page.locator('.list-controls .popup-button, .list-controls button[aria-label]').last().click()
    await page.getByText('Export Contact messages').click()
    const drawer = page.locator('.drawer__content').last()
    // With no filter on the list the drawer offers no choice of documents: the export takes all of them.
    // Every column of the lead, the message text included, not only the list's columns.
    await expect(drawer.getByRole('button', { name: 'Message Remove' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Earlier notes Remove' })).toBeVisible()
    await expect(drawer.getByRole('spinbutton', { name: 'Limit' })).toHaveCount(0)
    // The drawer turns the answer into a file the browser downloads.
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toMatch(/contact-messages\.csv$/)
    const csv = fs.readFileSync(await download.path(), 'utf8')
    const rows = csvDataRows(csv).filter((row) => row.includes(`${tag}-`))
    expect(rows).toHaveLength(1000)
    expect(rows.filter((row) => /Bulk message number \d+/.test(row))).toHaveLength(1000)
    expect(csv.split(/\r?\n/)[0].split(',')).toContain('Message')
  })
}

test('a filter on the list exports exactly the leads it shows ("Use current filters")', async ({ page }) => {
  const found = `e2e-found-${Date.now()}`
  const other = `e2e-other-${Date.now()}`
  await seedContactMessages(found, 300)
  await seedContactMessages(other, 200)
  await page.setViewportSize(viewports.desktop)
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  await page.goto(`/admin/collections/contact-messages?where[or][0][and][0][emailAddress][contains]=${found}`)
  await expect(page.getByText(/1-10 of 300/)).toBeVisible()
  await page.locator('.list-controls .popup-button, .list-controls button[aria-label]').last().click()
  await page.getByText('Export Contact messages').click()
  const drawer = page.locator('.drawer__content').last()
  await expect(drawer.getByRole('radio', { name: 'Use current filters' })).toBeChecked()
  const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByRole('button', { name: 'Download' }).click()])
  const rows = csvDataRows(fs.readFileSync(await download.path(), 'utf8'))
  expect(rows.filter((row) => row.includes(`${found}-`))).toHaveLength(300)
  expect(rows).toHaveLength(300)
})

test('the admin speaks staff words: button rows, the assignee column, no storage names or "[Untitled]", no empty Imports list', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop)
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)

  await page.goto('/admin/collections/categories')
  const category = page.getByRole('link', { name: 'Staffing & Recruitment', exact: true }).first()
  await page.goto((await category.getAttribute('href'))!)
  await expect(page.getByRole('heading', { name: 'Staffing & Recruitment', level: 1 })).toBeVisible()
  await expect(page.getByText('Button 01', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/C T A/)).toHaveCount(0)

  // A team-up request, so the list shows its table.
  const categories = (await (await page.request.get('/api/teamup/categories')).json()) as Parameters<typeof teamUpRequest>[0]
  const teamUp = await page.request.post('/api/teamup', {
    headers: { 'x-forwarded-for': '198.51.100.8' },
    data: teamUpRequest(categories, { companyName: 'Deccan Tools Pvt Ltd', email: 'ravi@deccantools.example.in' }),
  })
  expect(teamUp.status(), await teamUp.text()).toBe(201)
  await page.goto('/admin/collections/team-up-requests')
  await expect(page.getByRole('columnheader', { name: 'Assigned to' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Imports', exact: true })).toHaveCount(0)
  // The assignee picker lists staff by name, not by e-mail address.
  await page.goto(`/admin/collections/team-up-requests/${((await teamUp.json()) as { id: string }).id}`)
  const assignee = page.locator('#field-assignee')
  await assignee.locator('.rs__control').click()
  await expect(page.locator('.rs__option').filter({ hasText: 'Administrator' })).toBeVisible()
  await expect(page.locator('.rs__option').filter({ hasText: '@' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.goto('/admin/collections/team-up-requests')
  await expect(page.getByRole('link', { name: 'CSV exports', exact: true })).toBeVisible()

  // A talent application, sent by a member (the e2e server trusts X-Forwarded-For: this visitor has an address of its own).
  await memberInBrowser(page, freshEmail('plain-words'))
  const sent = await page.request.post('/api/JoinTalent', {
    headers: { 'x-forwarded-for': '198.51.100.7' },
    multipart: talentApplication('meera@example.in'),
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { id } = (await sent.json()) as { id: string }
  await page.goto(`/admin/collections/talent-applications/${id}`)
  await expect(page.getByRole('textbox', { name: 'Privacy notice version' })).toHaveValue('privacy-2026-11')
  await expect(page.getByText('Stored as')).toHaveCount(0)
  await expect(page.getByText(/Consent Version|\[Untitled\]/)).toHaveCount(0)
})

test('on a 390 px phone a lead list shows each lead’s name, status and assignee without scrolling sideways', async ({ page }) => {
  const tag = `e2e-phone-${Date.now()}`
  await seedContactMessages(tag, 3)
  await page.setViewportSize(viewports.phone)
  expect((await page.request.post('/cms-api/users/login', { data: TEST_ADMIN })).status()).toBe(200)
  await page.goto('/admin/collections/contact-messages')
  // The navigation is closed on a phone (an earlier test of the same staff account may have left it open).
  if ((await page.locator('.template-default--nav-open').count()) > 0)
    await page.getByRole('button', { name: 'Close Menu' }).first().click()
  await expect(page.locator('.template-default--nav-open')).toHaveCount(0)
  for (const name of ['Name', 'Status', 'Assigned to']) {
    const header = page.getByRole('columnheader', { name })
    await expect(header).toBeVisible()
    const box = (await header.boundingBox())!
    expect(box.x + box.width, name).toBeLessThanOrEqual(viewports.phone.width)
  }
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: 'Bulk sender 3' }).first()
  await expect(row.getByRole('cell').filter({ hasText: 'New' })).toBeVisible()
})
