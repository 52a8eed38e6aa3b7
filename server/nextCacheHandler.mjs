// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, except that a page rendered as a
// 404 is never stored. Pages of CMS content (/blog/<slug>, /jobs/<slug>, /subpage/<slug>, /category/<x>, …) are
// rendered on their first request and kept under .next/server/app; Next keeps the rendering of an unknown address the
// same way, about seven files per address (HTML, RSC payload, metadata, prefetch segments), so every address a
// visitor made up stayed on disk, without bound. A 404 is instead rendered again on each request: its data lookups are
// answered from the cached lists of real content (README "Caching and freshness"), so this costs a render, not a query.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
/** @type {{ default: new (context: unknown) => { set(key: string, data: unknown, context: unknown): Promise<void> } }} */
const fileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
const FileSystemCache = fileSystemCache.default

/**
 * A rendered page (App Router page or Pages Router page) that answered 404.
 * @param {unknown} data the value Next hands the cache
 */
export function isNotFoundRendering(data) {
  if (!data || typeof data !== 'object') return false
  const { kind, status } = /** @type {{ kind?: unknown, status?: unknown }} */ (data)
  return (kind === 'APP_PAGE' || kind === 'PAGES') && status === 404
}

export default class PageCacheWithoutNotFound extends FileSystemCache {
  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} context
   */
  async set(key, data, context) {
    if (isNotFoundRendering(data)) return
    return super.set(key, data, context)
  }
}
