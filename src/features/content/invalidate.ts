// The one owner of content invalidation. When staff change content (the Payload hooks in cms/hooks/revalidate.ts),
// invalidateContent makes this process forget every cached page, data query and API answer that shows it, and tells
// the other instances, whose subscriber (lib/contentSync.ts) hands the same tags to expireHere. Start-up and a Redis
// reconnect expire everything.
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants'
// Next.js keeps the expiry time of each cache tag in this process-wide map; its cached pages and unstable_cache
// entries are served only while none of their tags expired after they were written. `revalidateTag` writes here at
// the end of a request, and Next has no public call that works outside one (a Redis message, start-up), so this
// module writes the same entry itself. The version of Next is pinned; tests/integration/content-cms.test.ts and
// the two-instance fault test prove it on every run.
import { areTagsExpired, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'

import { announceContentChange } from '@/lib/contentSync'

import { contentVersion as storedContentVersion, invalidateAnswerCaches, setContentVersion } from '../../../server/processBridge.mjs'

import type { ContentTag } from './tags'

/** Every page under the root layout: the tag revalidatePath('/', 'layout') would expire. */
const EVERY_PAGE = `${NEXT_CACHE_IMPLICIT_TAG_ID}/layout`

/**
 * The content version of this process: a number that grows with every expiry (at least to the time of the change, so
 * the instances of one site agree after a broadcast). Browsers ask for it (GET /api/content/version) to learn, without
 * a database query, that the pages their router cache keeps are older than the content (components/layout/ContentFreshness).
 */
export function contentVersion(): number {
  return storedContentVersion() ?? 0
}

/**
 * Expires `tags` in this process only (every page and query when `tags` is empty): the next request renders fresh
 * content instead of serving a stale copy once, and the page and API answer caches start empty. `changedAt` is when the change
 * was made (on the instance where staff saved it); the content version moves past it.
 */
export function expireHere(tags: readonly string[], changedAt = Date.now()) {
  const now = Date.now()
  for (const tag of tags.length ? tags : [EVERY_PAGE]) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now })
  // The answer caches of server.mjs in front of Next.js (server/apiResponseCache.mjs, server/pageCache.mjs).
  invalidateAnswerCaches()
  setContentVersion(Math.max(contentVersion() + 1, changedAt))
}

/**
 * Whether any of `tags` (or every page's, at start-up) was expired here after `since` (ms since the epoch): a copy of
 * content this process read at `since` and keeps itself (outside Next's caches) is out of date.
 */
export function expiredSince(tags: readonly string[], since: number): boolean {
  return areTagsExpired([...tags, EVERY_PAGE], since)
}

/** A staff edit: expire here, then announce to the other instances (never throws; see lib/contentSync). */
export function invalidateContent(tags: readonly ContentTag[]) {
  const changedAt = Date.now()
  expireHere(tags, changedAt)
  void announceContentChange(tags, changedAt)
}
