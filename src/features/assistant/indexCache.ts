// The built matcher, kept per server process. A staff edit (afterChange/afterDelete hook) drops it, so the next
// question rebuilds it from the database; other instances rebuild after MAX_AGE_MS at the latest.
import type { Matcher } from './matcher'

const MAX_AGE_MS = 60_000

type Cached = { matcher: Promise<Matcher>; builtAt: number }
// On globalThis: Next.js may load this module once per route bundle, and the hook and the API must share one cache.
const holder = globalThis as { __assistantIndex?: Cached }

export function forgetAssistantIndex() {
  holder.__assistantIndex = undefined
}

export function cachedMatcher(build: () => Promise<Matcher>, now = Date.now()): Promise<Matcher> {
  const cached = holder.__assistantIndex
  if (cached && now - cached.builtAt < MAX_AGE_MS) return cached.matcher
  const matcher = build()
  const entry: Cached = { matcher, builtAt: now }
  holder.__assistantIndex = entry
  // A failed build (database down) must not stick.
  matcher.catch(() => {
    if (holder.__assistantIndex === entry) holder.__assistantIndex = undefined
  })
  return matcher
}
