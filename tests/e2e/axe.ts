import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** WCAG rules that axe marks experimental and so leaves out of a run by tags: each is switched on by name. */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } }

/** One rule waived on one element of Payload's own admin UI that no setting of ours can fix (each use says why). */
export type PayloadWaiver = { rule: string; selector: string | RegExp }

/**
 * Fails with a readable list when axe finds any WCAG 2.2 A/AA violation on the page as it is now (or, with `include`,
 * in that part of it: our own part of a Payload admin screen). `waive` drops only the named rule on the named
 * elements of Payload's own UI; everything else on them is still checked.
 */
export async function expectNoAxeViolations(page: Page, include?: string, waive: PayloadWaiver[] = []) {
  // After a client-side navigation (the admin moves from /create to the saved document's address), the new page's
  // <title> is written a moment after its content: axe runs on the page once it has one, as a person would find it.
  await expect(page).toHaveTitle(/\S/)
  // An admin screen is checked once its accessibility provider has named what Payload leaves unnamed
  // (src/cms/components/AdminAccessibility.tsx): on a loaded machine hydration can come after the first paint.
  if (new URL(page.url()).pathname.startsWith('/admin')) await expect(page.locator('html[data-admin-named]')).toHaveCount(1)
  // Colours mid-transition (a button that just turned from secondary to primary) are not what a person reads: axe
  // runs once the page's finite CSS transitions and animations have ended (a spinner's endless one is left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const builder = new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }).withTags(TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  const waived = (rule: string, target: string) =>
    waive.some((one) => one.rule === rule && (typeof one.selector === 'string' ? target === one.selector : one.selector.test(target)))
  const violations = results.violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !waived(violation.id, node.target.join(' '))) }))
    .filter((violation) => violation.nodes.length > 0)
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

export const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const
