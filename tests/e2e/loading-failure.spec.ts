// Loading and failure states of pages that read the CMS (spec sections 4 and 8). First visits get complete static
// HTML; a client-side navigation that has to wait shows the loading text; a category that cannot be read from the
// database shows the failure text.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { expect, test, type Page } from './fixtures'

import { messages } from '../../src/lib/messages'
import { staffApi } from './helpers'

/** Holds the page-data (RSC) requests for paths under `prefix`, prefetches included, until the returned function is called. */
async function holdPageData(page: Page, prefix: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith(prefix) && url.searchParams.has('_rsc'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

test('a category and a post arrive as complete HTML, with no loading placeholder', async ({ request }) => {
  for (const url of ['/category/consulting', '/blog/ai-in-hiring-where-people-decide']) {
    const html = await (await request.get(url)).text()
    expect(html).not.toContain(messages.categoryLoading)
    expect(html).not.toContain(messages.blogLoading)
    // Streamed content waits in hidden S: blocks until a script swaps it in; a static page must not depend on that.
    expect(html).not.toMatch(/<div hidden id="S:/)
  }
})

test('a navigation to a category that has to wait shows "Loading category..." until the category is there', async ({ page }) => {
  const release = await holdPageData(page, '/category/')
  await page.goto('/')
  const link = page.getByRole('link', { name: /^View .* Services$/ }).first()
  const name = ((await link.textContent()) ?? '').replace(/^View | Services$/g, '')
  await link.click()
  const loading = page.getByRole('status').filter({ hasText: messages.categoryLoading })
  await expect(loading).toBeVisible()
  release()
  await expect(page).toHaveURL(/\/category\//)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main')).toContainText(name)
  await expect(loading).toHaveCount(0)
})

test('a navigation to a blog post that has to wait shows "Loading blog post..."', async ({ page }) => {
  const release = await holdPageData(page, '/blog/')
  await page.goto('/blogs')
  const card = page.locator('main article').first()
  const title = (await card.getByRole('heading').first().textContent()) ?? ''
  await card.getByRole('link', { name: /Read More/ }).click()
  const loading = page.getByRole('status').filter({ hasText: messages.blogLoading })
  await expect(loading).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(loading).toHaveCount(0)
})

test('a category that cannot be read from the database shows "Failed to load category data."', async ({ page, request }) => {
  const state = JSON.parse(fs.readFileSync(path.resolve('.tmp/e2e-server.json'), 'utf8')) as { dir: string }
  // Unknown ids are answered from the cached list of categories without a database query, so the broken read must be
  // of a real category whose page nobody has asked for yet: staff add one now.
  const staff = await staffApi(request)
  const created = await staff.post('/categories', {
    name: `Unreadable Pillar ${Date.now()}`,
    description: 'A category whose page is first asked for while the database cannot be read.',
    order: 999,
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const brokenId = String(doc.id)
  // The shell (header menu, footer) and the list of categories are read again after the edit; render one page so that
  // this test is about the category's own data only.
  await expect(async () => {
    await page.goto('/services')
    await expect(page.getByRole('checkbox', { name: /Unreadable Pillar/ })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  const db = createClient({ url: `file:${path.join(state.dir, 'site.db')}` })
  // Take the categories table away behind the server's back, as a broken database would.
  await db.execute('ALTER TABLE categories RENAME TO categories_unavailable')
  try {
    const response = await page.goto(`/category/${brokenId}`)
    expect(response?.status()).toBeGreaterThanOrEqual(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.categoryFailed)
    await expect(page.getByRole('alert').filter({ hasText: messages.categoryFailed })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  } finally {
    await db.execute('ALTER TABLE categories_unavailable RENAME TO categories')
    db.close()
  }
  // Once the database is back, the same address shows the category.
  await expect(async () => {
    const again = await page.goto(`/category/${brokenId}`)
    expect(again?.status()).toBe(200)
  }).toPass({ timeout: 15_000 })
  const deleted = await staff.delete(`/categories/${brokenId}`)
  expect(deleted.ok(), await deleted.text()).toBe(true)
  // The server logged the failure as JSON lines naming the request, and not a second time as Next's bare "⨯" line.
  const entries = fs
    .readFileSync(path.join(state.dir, 'server.log'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
  const failures = entries.filter((entry) => entry.msg.startsWith(`request failed: GET /category/${brokenId} `))
  expect(failures.length).toBeGreaterThan(0)
  expect(failures.every((entry) => entry.level === 50 && entry.err?.message.includes('categories'))).toBe(true)
  // (Next's copy would have been written 200 ms after the failed request, long before now.)
  expect(entries.some((entry) => entry.msg.includes('⨯'))).toBe(false)
})
