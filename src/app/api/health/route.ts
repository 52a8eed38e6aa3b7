import { getPayloadClient } from '@/lib/payload'
import { startupState } from '@/lib/startup'

export const dynamic = 'force-dynamic'

/** 200 when the database answers and start-up is complete; 503 otherwise. Says nothing secret. */
export async function GET() {
  const headers = { 'cache-control': 'no-store' }
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'categories' })
  } catch {
    return Response.json({ status: 'error', db: 'unavailable' }, { status: 503, headers })
  }
  if (!startupState().contentReady) return Response.json({ status: 'starting', db: 'ok' }, { status: 503, headers })
  return Response.json({ status: 'ok', db: 'ok' }, { headers })
}
