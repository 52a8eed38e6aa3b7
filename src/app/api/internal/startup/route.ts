import { revalidatePath } from 'next/cache'

import { invalidateApiResponseCache } from '@/cms/hooks/revalidate'
import { jsonError } from '@/lib/http'
import { isStartupToken, startupState } from '@/lib/startup'

export const dynamic = 'force-dynamic'

/** Called once by this process at start-up (see lib/startup.ts); refuses everyone else. */
export async function POST(request: Request) {
  if (!isStartupToken(request.headers.get('x-startup-token'))) return jsonError(404, 'not_found', 'Not found.')
  revalidatePath('/', 'layout')
  invalidateApiResponseCache()
  startupState().contentReady = true
  return Response.json({ ok: true })
}
