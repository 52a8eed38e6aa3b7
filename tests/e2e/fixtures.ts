// Playwright's test, with a page whose goto and reload also wait until the site's page is hydrated (HydratedMark):
// its scripts load after the first paint, so a click right after the load event could reach HTML that does not
// answer yet. Pages outside the public site (the admin, APIs, files) are not waited for.
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

const HYDRATION_TIMEOUT_MS = 15_000

/** Waits for the mark on a page of the public site; returns at once elsewhere. */
export async function waitForHydration(page: Page) {
  const { pathname } = new URL(page.url())
  if (/^\/(admin|api|cms-api|_next)(\/|$)/.test(pathname)) return
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('main'), undefined, {
      timeout: HYDRATION_TIMEOUT_MS,
    })
    .catch(() => undefined)
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await waitForHydration(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      await waitForHydration(page)
      return response
    }
    await provide(page)
  },
})
