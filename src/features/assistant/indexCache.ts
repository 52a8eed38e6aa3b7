// The built matcher, kept per server process and rebuilt only when the knowledge base or the word groups change.
// A staff edit on this instance (afterChange/afterDelete hooks) drops it at once; other instances look at a cheap
// fingerprint of both collections (counts and latest edit) at most every CHECK_EVERY_MS and rebuild only when it moved.
import { processSingleton } from '../../../server/processBridge.mjs'

import type { Matcher } from './matcher'

const CHECK_EVERY_MS = 30_000

type Cached = { matcher: Promise<Matcher>; version: string; checkedAt: number }
// One per process: Next.js may load this module once per route bundle, and the hook and the API must share one cache.
const holder = processSingleton('assistantIndex', (): { current?: Cached } => ({}))

export function forgetAssistantIndex() {
  holder.current = undefined
}

export async function cachedMatcher(version: () => Promise<string>, build: () => Promise<Matcher>, now = Date.now()): Promise<Matcher> {
  const cached = holder.current
  if (cached && now - cached.checkedAt < CHECK_EVERY_MS) return cached.matcher
  const current = await version()
  if (cached && holder.current === cached && cached.version === current) {
    cached.checkedAt = now
    return cached.matcher
  }
  const matcher = build()
  const entry: Cached = { matcher, version: current, checkedAt: now }
  holder.current = entry
  // A failed build (database down) must not stick.
  matcher.catch(() => {
    if (holder.current === entry) holder.current = undefined
  })
  return matcher
}
