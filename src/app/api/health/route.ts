import { getPayloadClient } from '@/lib/payload'
import { startupState } from '@/lib/startup'

export const dynamic = 'force-dynamic'

/** 200 when the database answers and start-up is complete; 503 while starting, stopping or without a database. Says nothing secret. */
export async function GET() {
  const headers = { 'cache-control': 'no-store' }
  // server.mjs sets this on SIGTERM: the load balancer stops sending traffic while requests in flight finish.
  if ((globalThis as { __shuttingDown?: boolean }).__shuttingDown)
    return Response.json({ status: 'stopping', db: 'ok' }, { status: 503, headers })
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'categories' })
  } catch {
    return Response.json({ status: 'error', db: 'unavailable' }, { status: 503, headers })
  }
  if (!startupState().contentReady) return Response.json({ status: 'starting', db: 'ok' }, { status: 503, headers })
  return Response.json({ status: 'ok', db: 'ok' }, { headers })
}
