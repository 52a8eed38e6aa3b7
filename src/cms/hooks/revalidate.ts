// Payload hooks that hand every staff change to the owner of content invalidation (features/content/invalidate.ts).
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { invalidateContent } from '@/features/content/invalidate'
import type { ContentTag } from '@/features/content/tags'

/** The seed sets `disableRevalidate`: it runs at start-up, before start-up expires everything (src/startup.ts). */
type Context = { disableRevalidate?: boolean }

const invalidate = (tags: readonly ContentTag[], context: Context) => {
  if (!context.disableRevalidate) invalidateContent(tags)
}

export function revalidateCollection(tags: readonly ContentTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    // A hook that returns nothing leaves the document as it is.
    afterChange: [({ context }) => invalidate(tags, context)],
    afterDelete: [({ context }) => invalidate(tags, context)],
  }
}

export function revalidateGlobal(tags: readonly ContentTag[]): GlobalAfterChangeHook[] {
  return [({ context }) => invalidate(tags, context)]
}
