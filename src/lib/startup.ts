// Server start-up: initialise Payload (migrations, seed) before traffic, then expire the pages and API
// answers that `next build` prerendered without a database, so the first visitor gets real content.
import { randomBytes, timingSafeEqual } from 'node:crypto'

type StartupState = { token: string; contentReady: boolean }

const globalState = globalThis as typeof globalThis & { __startup?: StartupState }

export function startupState(): StartupState {
  globalState.__startup ??= { token: randomBytes(24).toString('hex'), contentReady: false }
  return globalState.__startup
}

export function isStartupToken(candidate: string | null): boolean {
  const expected = Buffer.from(startupState().token)
  const given = Buffer.from(candidate ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const STARTUP_REVALIDATE_PATH = '/api/internal/startup'

/** Asks this very process (over loopback) to expire its build-time cache; Next.js only allows that inside a request. */
async function expireBuildTimeCache(port: string) {
  const { token } = startupState()
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${STARTUP_REVALIDATE_PATH}`, {
        method: 'POST',
        headers: { 'x-startup-token': token },
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.error('[startup] could not expire the build-time cache; pages refresh on the next content change')
}

export async function startup() {
  const { getPayloadClient } = await import('./payload')
  await getPayloadClient()
  startupState()
  if (process.env.NODE_ENV === 'production') {
    void expireBuildTimeCache(process.env.PORT || '3000')
  } else {
    startupState().contentReady = true
  }
}
