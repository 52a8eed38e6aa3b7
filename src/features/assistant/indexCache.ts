// The built matcher, kept per server process and rebuilt only when the knowledge base or the word groups change.
// A staff edit on this instance (afterChange/afterDelete hooks) drops it at once; other instances look at a cheap
// fingerprint of both collections (counts and latest edit) at most every CHECK_EVERY_MS and rebuild only when it moved.
import type { Matcher } from './matcher'

const CHECK_EVERY_MS = 30_000

type Cached = { matcher: Promise<Matcher>; version: string; checkedAt: number }
// On globalThis: Next.js may load this module once per route bundle, and the hook and the API must share one cache.
const holder = globalThis as { __assistantIndex?: Cached }

export function forgetAssistantIndex() {
  holder.__assistantIndex = undefined
}

export async function cachedMatcher(version: () => Promise<string>, build: () => Promise<Matcher>, now = Date.now()): Promise<Matcher> {
  const cached = holder.__assistantIndex
  if (cached && now - cached.checkedAt < CHECK_EVERY_MS) return cached.matcher
  const current = await version()
  if (cached && holder.__assistantIndex === cached && cached.version === current) {
    cached.checkedAt = now
    return cached.matcher
  }
  const matcher = build()
  const entry: Cached = { matcher, version: current, checkedAt: now }
  holder.__assistantIndex = entry
  // A failed build (database down) must not stick.
  matcher.catch(() => {
    if (holder.__assistantIndex === entry) holder.__assistantIndex = undefined
  })
  return matcher
}
