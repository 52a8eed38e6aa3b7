import type { Page } from './fixtures'

type BreadcrumbList = { '@type': 'BreadcrumbList'; itemListElement: { position: number; name: string; item: string }[] }

/** The page's BreadcrumbList JSON-LD, if any. */
export async function breadcrumbJsonLdOf(page: Page): Promise<BreadcrumbList | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks
    .map((block) => JSON.parse(block) as { '@type'?: string })
    .find((data): data is BreadcrumbList => data['@type'] === 'BreadcrumbList')
}
