// What the first-paint work changed (docs/benchmarks.md, "First paint"), seen in Chromium. The page cache's copy of a page loads its
// scripts after the first paint and still hydrates; links prefetch only when a visitor reaches for them; a picture
// that fails to load shows the site's fallback; the blog list keeps its server HTML and then follows the URL.
import { viewports } from './axe'
import { expect, test, waitForHydration, type Page } from './fixtures'

/** Loads a page until it comes from the page cache (the first answer after a start is Next's own). */
async function gotoCached(page: Page, path: string) {
  await expect(async () => {
    const response = await page.goto(path)
    expect(response?.headers()['x-page-cache']).toBe('HIT')
  }).toPass({ timeout: 15_000 })
}

test('a page from the page cache adds its scripts after the first paint, and then answers as before', async ({ page }) => {
  await gotoCached(page, '/about')
  const html = await (await page.request.get('/about')).text()
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(html).toContain('addScriptsAfterFirstPaint')
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
  expect(paint).not.toBeNull()
  // Each chunk is requested after the first contentful paint.
  const chunksBeforePaint = await page.evaluate(
    (firstPaint) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name) && entry.startTime < firstPaint).length,
    paint,
  )
  // Next's own preload of its bootstrap chunk may start earlier; nothing else does.
  expect(chunksBeforePaint).toBeLessThanOrEqual(1)
  await page.getByRole('button', { name: 'Open chat assistant' }).click()
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone })

  test('links on screen prefetch nothing until a visitor reaches for one', async ({ page }) => {
    const prefetches: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('_rsc=')) prefetches.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.waitForTimeout(1500)
    expect(prefetches).toEqual([])
    const action = page.locator('main').getByRole('link', { name: 'Join as Talent' }).first()
    await action.focus()
    await expect.poll(() => prefetches.length).toBeGreaterThan(0)
  })
})

test('a picture that fails to load shows the fallback picture', async ({ page }) => {
  await page.route('**/_next/image?**seed-1.webp**', (route) => route.abort())
  await page.goto('/')
  const broken = page.locator('img[srcset*="seed-1.webp"], img[src="/images/fallback.svg"]').first()
  await expect(broken).toHaveAttribute('src', '/images/fallback.svg')
})

test('the blog list keeps the server page through hydration, then shows the page in the URL', async ({ page }) => {
  await page.goto('/blogs?page=2')
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // Arriving on page 2 is not a page change: focus stays where a visitor left it.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
})

test('text starts in the fallback face; Inter comes from the next page on, and from the first frame after that', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
  await page.goto('/about')
  expect(await bodyFont()).toMatch(/^"?inter Fallback"?,/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('interFontReady'))).toBe('1')
  // The page the visitor reads does not change face under them.
  expect(await bodyFont()).toMatch(/^"?inter Fallback"?,/)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(bodyFont).toMatch(/^"?inter"?,/)
  await page.goto('/faqs')
  expect(await bodyFont()).toMatch(/^"?inter"?,/)
  expect(errors).toEqual([])
})

test('a Marathi page paints in the system Devanagari face first, fetches Noto Sans Devanagari after hydration, and uses it from the next page on', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
  })
  const devanagariFiles = () => fontRequests.filter((path) => path.includes('devanagari'))
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)

  // An English page never fetches the Devanagari file.
  await page.goto('/jobs')
  await waitForHydration(page)
  await page.waitForTimeout(500)
  expect(devanagariFiles()).toEqual([])

  await page.goto('/mr/jobs')
  const family = await page.evaluate(
    () => getComputedStyle(document.documentElement).getPropertyValue('--font-devanagari').split(',')[0]?.trim().replace(/["']/g, '') ?? '',
  )
  expect(family).not.toBe('')
  // First visit: the styles do not name the font, so the first paint does not wait for it.
  expect(await bodyFont()).not.toContain(family)
  await waitForHydration(page)
  // After hydration the one variable-weight file is fetched, and the browser notes it has it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('devanagariFontReady'))).toBe('1')
  expect(devanagariFiles()).toHaveLength(1)
  expect(await bodyFont()).not.toContain(family)

  // The next page (a link followed) uses it.
  await page.locator('header').getByRole('link', { name: 'करिअर', exact: true }).first().click()
  await expect(page).toHaveURL(/\/mr\/careers$/)
  await expect.poll(bodyFont).toContain(family)

  // A page loaded afresh uses it from the first frame (the inline head script), and the file comes from the cache.
  await page.goto('/mr/faqs')
  expect(await bodyFont()).toContain(family)
  expect(await page.evaluate((name) => document.fonts.check(`1em ${name}`, 'क'), family)).toBe(true)
})
