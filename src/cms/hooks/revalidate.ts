// Expires the Next.js cache entries that show a document, the moment staff change it, here and (through Redis)
// on every other instance.
import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { ContentTag } from '@/features/content/tags'
import { announceContentChange } from '@/lib/contentSync'

type Context = { disableRevalidate?: boolean }

/** The response cache of server.mjs, in front of Next.js; absent under `next dev`. */
export function invalidateApiResponseCache() {
  ;(globalThis as { __apiResponseCache?: { invalidate: () => void } }).__apiResponseCache?.invalidate()
}

function expireTags(tags: readonly ContentTag[], context: Context, log: { warn: (msg: string) => void }) {
  if (context.disableRevalidate) return
  invalidateApiResponseCache()
  for (const tag of tags) {
    try {
      // `expire: 0` = the next request renders fresh data instead of serving the stale copy once.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next.js request (seed script, CLI) there is no cache to expire.
      log.warn(`revalidate ${tag} skipped: ${(error as Error).message.split('\n')[0]}`)
    }
  }
  void announceContentChange(tags)
}

export function revalidateCollection(tags: readonly ContentTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    // A hook that returns nothing leaves the document as it is.
    afterChange: [({ context, req }) => expireTags(tags, context, req.payload.logger)],
    afterDelete: [({ context, req }) => expireTags(tags, context, req.payload.logger)],
  }
}

export function revalidateGlobal(tags: readonly ContentTag[]): GlobalAfterChangeHook[] {
  return [({ context, req }) => expireTags(tags, context, req.payload.logger)]
}
