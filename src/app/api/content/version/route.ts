// GET /api/content/version: the content version of this instance (features/content/invalidate.ts). Open tabs ask for
// it around client navigations to learn that content changed since their router cache was filled; it is answered
// from memory, never from the database, and never cached.
import { contentVersion } from '@/features/content/invalidate'
import { apiRoute } from '@/lib/apiRoute'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(() =>
  Promise.resolve(Response.json({ version: contentVersion() }, { headers: { 'cache-control': 'no-store' } })),
)
