// Payload hooks that hand every staff change to the owner of content invalidation (features/content/invalidate.ts).
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { invalidateContent } from '@/features/content/invalidate'
import type { ContentTag } from '@/features/content/tags'

/** The seed sets `disableRevalidate`: it runs at start-up, before start-up expires everything (src/startup.ts). */
type Context = { disableRevalidate?: boolean }

const invalidate = (tags: readonly ContentTag[], context: Context) => {
  if (!context.disableRevalidate) invalidateContent(tags)
}

/** The tags a change expires: the same for every document, or the document's own (an open role's block). */
type TagsOf = readonly ContentTag[] | ((doc: { id: number }) => readonly ContentTag[])

export function revalidateCollection(tagsOf: TagsOf): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const tags = (doc: { id: number }) => (typeof tagsOf === 'function' ? tagsOf(doc) : tagsOf)
  return {
    // A hook that returns nothing leaves the document as it is.
    afterChange: [({ doc, context }) => invalidate(tags(doc as { id: number }), context)],
    afterDelete: [({ doc, context }) => invalidate(tags(doc as { id: number }), context)],
  }
}

export function revalidateGlobal(tags: readonly ContentTag[]): GlobalAfterChangeHook[] {
  return [({ context }) => invalidate(tags, context)]
}
