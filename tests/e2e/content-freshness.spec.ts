// Issue 17, item 6, by client navigation: a tab that was open on the site before a staff edit, and had already been
// to every page that shows it (so its router cache holds the old copies), shows the edit within 1 s of following a
// link there, for every row of the freshness table; back and forward stay instant (no request for the page).
// The fresh-request half is tests/integration/content-freshness.test.ts.
import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { freshMark, freshnessTable, type Place, type StaffApi } from '../fixtures/contentFreshness'
import { TEST_ADMIN } from '../../scripts/lib/test-server.mjs'

async function staffFor(request: APIRequestContext): Promise<StaffApi> {
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    if (!response.ok()) throw new Error(`${what} -> ${response.status()}: ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    json: async (method, path, body) => ok(await request.fetch(`/cms-api${path}`, { method, data: body, headers }), `${method} ${path}`),
    replaceFile: async (path, file) =>
      ok(
        await request.patch(`/cms-api${path}`, {
          headers,
          multipart: { file: { name: file.name, mimeType: file.type, buffer: file.data }, _payload: '{}' },
        }),
        `PATCH ${path} (file)`,
      ),
    download: async (path) => (await request.get(`/cms-api${path}`, { headers })).body(),
  }
}

/** Pages with links to every page a row names; the header links to all of them. */
const HUBS = ['/', '/services', '/blogs']

/** Follows a link on the page to `path` (through a hub when the page has none), as a visitor clicks. */
async function follow(page: Page, path: string) {
  for (const hub of [null, ...HUBS]) {
    if (new URL(page.url()).pathname === path) return
    if (hub && new URL(page.url()).pathname !== hub) await clickLink(page, hub)
    const link = page.locator(`a[href="${path}"]:visible`).first()
    if ((await link.count()) > 0) return clickLink(page, path)
  }
  throw new Error(`no link to ${path}`)
}

async function clickLink(page: Page, path: string) {
  await page.locator(`a[href="${path}"]:visible`).first().click()
  await expect(page).toHaveURL((url) => url.pathname === path)
}

/** What the tab shows of `place` now (markup, so a new image file counts too). */
async function shown(page: Page, place: Place): Promise<string> {
  switch (place.shows) {
    case 'title':
      return page.title()
    case 'menu': {
      const trigger = page.getByRole('button', { name: 'Service categories' })
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click()
      return page.locator('header').innerHTML()
    }
    default:
      return page.locator(place.shows).first().innerHTML()
  }
}

/** Marks the document: a full page load would drop the mark, so it proves the navigations were client-side. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __openBeforeEdit: true }))
const stillSameDocument = (page: Page) => page.evaluate(() => (window as { __openBeforeEdit?: boolean }).__openBeforeEdit === true)

test.describe('an edit shows in an open tab on the next link it follows', () => {
  for (const row of freshnessTable) {
    const places = row.places.filter((place) => place.shows !== 'api' && place.shows !== 'sitemap')
    if (!places.length) continue

    test(`${row.name}: within 1 s`, async ({ page, request }) => {
      const staff = await staffFor(request)
      await page.goto('/faqs')
      await page.waitForLoadState('networkidle')
      await markDocument(page)
      // The visitor has been everywhere already: the router cache holds every page as it was.
      for (const place of places) await follow(page, place.path)
      await clickLink(page, '/faqs')
      await page.waitForLoadState('networkidle')

      const edit = await row.edit(staff, freshMark())
      try {
        const took: Record<string, number> = {}
        for (const place of places) {
          const started = Date.now()
          await follow(page, place.path)
          await expect.poll(() => shown(page, place), { timeout: 1000, intervals: [25] }).toContain(edit.text)
          took[`${place.shows} of ${place.path}`] = Date.now() - started
          await page.keyboard.press('Escape')
        }
        expect(await stillSameDocument(page)).toBe(true)
        test.info().annotations.push({ type: 'ms from click to the edit on screen', description: JSON.stringify(took) })
        expect(Object.values(took).every((ms) => ms < 1000)).toBe(true)
      } finally {
        await edit.restore()
      }
    })
  }
})

test('back and forward stay instant: the page comes from the tab, not the network', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await markDocument(page)
  await clickLink(page, '/services')
  await page.waitForLoadState('networkidle')

  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const forPage = request.resourceType() === 'document' || request.resourceType() === 'fetch'
    if (forPage && url.pathname !== '/api/content/version') requests.push(url.pathname + url.search)
  })
  let started = Date.now()
  await page.goBack()
  await expect(page.getByRole('region', { name: 'Our Four Pillars' })).toBeVisible()
  const back = Date.now() - started
  started = Date.now()
  await page.goForward()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/services$/)
  const forward = Date.now() - started

  expect(await stillSameDocument(page)).toBe(true)
  expect(requests).toEqual([])
  test.info().annotations.push({ type: 'ms for back / forward', description: `${back} / ${forward}` })
})
