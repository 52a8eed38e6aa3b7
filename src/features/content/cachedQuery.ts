// How every content query is cached: Next.js's data cache, keyed by the query's name and arguments and tagged with
// the collections it reads (hooks expire the tags). Each distinct argument list is a file on disk, so callers only
// pass arguments that name real content (see queries.ts and blogQueries.ts).
import { unstable_cache } from 'next/cache'

import type { ContentTag } from './tags'

/** `next build` must not need a database: while building, queries answer empty and pages are refreshed at start-up. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  tags: ContentTag[],
  query: (...args: Args) => Promise<Result>,
  duringBuild: Result,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(query, ['content', name], { tags })
  return (...args: Args) => (isBuildPhase() ? Promise.resolve(duringBuild) : cached(...args))
}

// Reads run with visitor rights (no user): drafts and staff-only fields stay hidden.
export const asVisitor = { overrideAccess: false, depth: 1 } as const
