// Content freshness (docs/caching.md) by client navigation: a tab that was open on the site before a staff edit, and had already been
// to every page that shows it (so its router cache holds the old copies), shows the edit on following a link there,
// for every row of the freshness table; back and forward stay instant (no request for the page).
// How long each took (the target is under 1 s) is printed and kept as the test's annotation, not asserted:
// timings belong to measurements, and a loaded CI machine must not fail a behaviour test on them.
// The fresh-request half is tests/integration/content-freshness.test.ts.
import { expect, type APIRequestContext, type Page, test } from './fixtures'

import { freshMark, freshnessTable, type StaffApi } from '../fixtures/content-freshness'
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

/** Pages with links to every page a row names; the header or the footer links to all of them. */
const HUBS = ['/', '/services', '/blogs', '/jobs']

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

/**
 * Waits until the tab shows `text` in every one of `parts` (markup, so a new image file counts too; `title`: the
 * document title) and answers how long after the last click that was, by the page's own clock (Playwright's own work
 * around a click is not counted).
 */
async function shownAfterClick(page: Page, parts: string[], text: string): Promise<number> {
  const handle = await page.waitForFunction(
    ({ parts, text }) => {
      const shown = parts.every((part) =>
        (part === 'title' ? document.title : (document.querySelector(part)?.innerHTML ?? '')).includes(text),
      )
      return shown ? Math.max(performance.now() - ((window as { __clickedAt?: number }).__clickedAt ?? 0), 0.1) : false
    },
    { parts, text },
    { timeout: 5000, polling: 10 },
  )
  return Math.round(Number(await handle.jsonValue()))
}

/**
 * Marks the document (a full page load would drop the mark, so it proves the navigations were client-side) and
 * notes the time of each click on a link or button.
 */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    Object.assign(window, { __openBeforeEdit: true })
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a[href], button'))
          Object.assign(window, { __clickedAt: performance.now() })
      },
      true,
    )
  })
const stillSameDocument = (page: Page) => page.evaluate(() => (window as { __openBeforeEdit?: boolean }).__openBeforeEdit === true)

test.describe('an edit shows in an open tab on the next link it follows', () => {
  for (const row of freshnessTable) {
    const places = row.places.filter((place) => place.shows !== 'api' && place.shows !== 'sitemap')
    if (!places.length) continue

    test(`${row.name}: the next link shows the edit`, async ({ page, request }) => {
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
        for (const path of new Set(places.map((place) => place.path))) {
          const here = places.filter((place) => place.path === path)
          const parts = here.filter((place) => place.shows !== 'menu').map((place) => place.shows)
          // From the click on the link to the edit in every part of the page that shows it.
          await follow(page, path)
          if (parts.length) took[`${parts.join('+')} of ${path}`] = await shownAfterClick(page, parts, edit.text)
          if (here.some((place) => place.shows === 'menu')) {
            // The menu is drawn when opened: from that click.
            await page.getByRole('button', { name: 'Service categories' }).click()
            took[`menu of ${path}`] = await shownAfterClick(page, ['header'], edit.text)
            await page.keyboard.press('Escape')
          }
        }
        expect(await stillSameDocument(page)).toBe(true)
        const figures = `ms from the click to the edit on screen ${JSON.stringify(took)}`
        console.log(`[freshness] ${row.name}: ${figures}`)
        test.info().annotations.push({ type: 'freshness', description: figures })
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
    // Prefetches of the links on the page shown are Next's background work, not the page itself.
    const forPage =
      request.resourceType() === 'document' || (request.resourceType() === 'fetch' && !request.headers()['next-router-prefetch'])
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
  console.log(`[freshness] back ${back} ms, forward ${forward} ms (Playwright's own time included)`)
})

test('the blog list’s category filter follows a renamed category while the tab stays on /blogs', async ({ page, request }) => {
  const row = freshnessTable.find((candidate) => candidate.name === 'blog categories: name')!
  await page.goto('/blogs')
  await page.waitForLoadState('networkidle')
  const edit = await row.edit(await staffFor(request), freshMark())
  try {
    // The visitor comes back to the tab (as after editing in another window): it refreshes in place, no remount.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const filters = page.getByRole('group', { name: 'Filter by category' })
    await expect(filters.getByRole('button', { name: edit.text })).toBeVisible()
  } finally {
    await edit.restore()
  }
})
