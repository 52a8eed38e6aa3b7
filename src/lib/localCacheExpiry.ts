// Expiring this process's own cached pages and API answers from outside a request (at start-up, and when another
// instance announces a content change). Next.js only expires cache tags inside a request, so the process calls its
// own /api/internal/revalidate over loopback, with a per-process secret that no one else knows.
import { randomBytes, timingSafeEqual } from 'node:crypto'

const shared = globalThis as typeof globalThis & { __internalToken?: string }

const internalToken = () => (shared.__internalToken ??= randomBytes(24).toString('hex'))

/** True only for this process's own loopback calls to /api/internal/revalidate. */
export function isInternalToken(candidate: string | null): boolean {
  const expected = Buffer.from(internalToken())
  const given = Buffer.from(candidate ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const REVALIDATE_PATH = '/api/internal/revalidate'

/**
 * Asks this very process (over loopback) to expire `tags`, or its whole cache when none are given. Retries while the
 * server is not listening yet. Returns whether it worked.
 */
export async function expireOwnCache(tags: string[] = [], attempts = 600): Promise<boolean> {
  const port = process.env.PORT || '3000'
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
        method: 'POST',
        headers: { 'x-internal-token': internalToken(), 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
      })
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}
