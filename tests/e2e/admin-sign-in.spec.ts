// Staff sign in to the admin and find its navigation in staff words.
import { expect, test } from './fixtures'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

test('staff sign in to /admin, land on the dashboard and find the navigation grouped Inbox, Leads, Content, Settings', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.locator('.template-default--nav-hydrated')).toHaveCount(1)
  if ((await page.locator('.template-default--nav-open').count()) === 0)
    await page.getByRole('button', { name: 'Open Menu' }).first().click()
  const nav = page.locator('.nav__wrap')
  await expect(nav.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible()
  const groups = await nav.locator('.nav-group__label').allInnerTexts()
  expect(groups.map((group) => group.trim())).toEqual(expect.arrayContaining(['Leads', 'Content', 'Settings']))
  expect(groups.map((group) => group.trim()).filter((group) => ['Leads', 'Content', 'Settings'].includes(group))).toEqual([
    'Leads',
    'Content',
    'Settings',
  ])
  await page.goto('/admin/collections/categories')
  await expect(page.getByRole('link', { name: 'Staffing & Recruitment' })).toBeVisible()
})
