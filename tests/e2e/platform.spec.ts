import { expect, test } from '@playwright/test'

import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

test('the home page shows the seeded pillars', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redefining recruitment with innovative staffing solution')
  await expect(page.getByRole('link', { name: 'View Staffing & Recruitment Services' })).toBeVisible()
})

test('staff sign in to /admin and find content grouped under Content and Settings', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Content' }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible()
  await page.goto('/admin/collections/categories')
  await expect(page.getByRole('link', { name: 'Staffing & Recruitment' })).toBeVisible()
})
