// Playwright's test, with a page whose goto and reload also wait until the page is hydrated: the site's pages by their
// mark (HydratedMark), the admin's by its own (AdminAccessibility's html[data-admin-named], and Payload's
// .template-default--nav-hydrated where the page has the side menu, whose opening moves the page). Scripts load after
// the first paint, so a click right after the load event could reach HTML that does not answer yet, or land where a
// button was before the menu moved it. APIs and files are not waited for. After a navigation that is not a goto (a
// plain link or a form's submit that loads a new page), a test calls waitForHydration itself.
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

const HYDRATION_TIMEOUT_MS = 15_000

/** Waits for the hydration mark of a page of the site or of the admin; returns at once for APIs and files. */
export async function waitForHydration(page: Page) {
  const { pathname } = new URL(page.url())
  if (/^\/(api|cms-api|_next)(\/|$)/.test(pathname)) return
  const admin = /^\/admin(\/|$)/.test(pathname)
  await page
    .waitForFunction(
      (admin) =>
        admin
          ? document.documentElement.hasAttribute('data-admin-named') &&
            (!document.querySelector('.template-default') || Boolean(document.querySelector('.template-default--nav-hydrated')))
          : document.documentElement.dataset.hydrated === 'true' || !document.getElementById('main'),
      admin,
      { timeout: HYDRATION_TIMEOUT_MS },
    )
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
