import { getPayloadClient } from '@/lib/payload'
import { startupState } from '@/lib/startupState'

import { isShuttingDown, memoryReport } from '../../../../server/processBridge.mjs'

export const dynamic = 'force-dynamic'

/**
 * 200 when the database answers and start-up is complete; 503 while starting, stopping or without a database. Says
 * nothing secret. `memory` tells whether the instance is under memory pressure (its answer caches are being emptied):
 * it still serves, so the status stays 200.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' }
  // server.mjs marks this on SIGTERM: the load balancer stops sending traffic while requests in flight finish.
  if (isShuttingDown()) return Response.json({ status: 'stopping', db: 'ok' }, { status: 503, headers })
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'categories' })
  } catch {
    return Response.json({ status: 'error', db: 'unavailable' }, { status: 503, headers })
  }
  if (!startupState().contentReady) return Response.json({ status: 'starting', db: 'ok' }, { status: 503, headers })
  // server.mjs's memory watch (server/memoryWatch.mjs); absent under `next dev`.
  const memory = memoryReport()
  return Response.json({ status: 'ok', db: 'ok', ...(memory && { memory }) }, { headers })
}
