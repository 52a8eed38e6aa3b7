import { jsonError } from '@/lib/http'
import { messages } from '@/lib/messages'

// Every address under /api that no route claims answers JSON, for every method, instead of the site's HTML 404 page
// (a client of the API reads JSON). Each answer is made per request and never stored: an address someone makes up
// leaves nothing in a cache.
export const dynamic = 'force-dynamic'

const notFound = () => jsonError(404, 'not_found', messages.apiNotFound, {}, { 'cache-control': 'no-store' })

export const GET = notFound
export const HEAD = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
export const OPTIONS = notFound
